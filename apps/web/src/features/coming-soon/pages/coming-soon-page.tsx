import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusBlock } from '../../../components/status-block';

interface ComingSoonPageProps {
  /** The feature's Chinese name, e.g. 资料库. */
  feature: string;
}

/** Stands in for a tab whose feature is not built yet. */
export function ComingSoonPage({ feature }: ComingSoonPageProps) {
  const navigate = useNavigate();

  return (
    <>
      <PageHeader title={feature} />
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
