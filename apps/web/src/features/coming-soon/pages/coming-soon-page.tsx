import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusBlock } from '../../../components/status-block';
import { useGoBack } from '../../../lib/navigation/use-go-back';

interface ComingSoonPageProps {
  /** The feature's Chinese name, e.g. 资料库. */
  feature: string;
  /** Shows a back arrow (pages opened from another page; not the bottom tabs' pages). */
  back?: boolean;
}

/** Stands in for a page whose feature is not built yet: it says so, nothing pretends to work. */
export function ComingSoonPage({ feature, back = false }: ComingSoonPageProps) {
  const navigate = useNavigate();
  const goBack = useGoBack('/');

  return (
    <>
      <PageHeader title={feature} onBack={back ? goBack : undefined} />
      <StatusBlock
        icon={<ClockCircleOutline />}
        title={feature}
        description="该功能即将上线"
        action={
          <Button block color="primary" shape="rounded" onClick={() => void navigate('/')}>
            返回首页
          </Button>
        }
      />
    </>
  );
}
