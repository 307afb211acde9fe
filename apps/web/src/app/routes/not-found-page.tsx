import { Button } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { StatusBlock } from '../../components/status-block';

export function NotFoundPage() {
  const navigate = useNavigate();

  return (
    <>
      <PageHeader title="页面不存在" />
      <StatusBlock
        icon={<QuestionCircleOutline />}
        title="页面不存在"
        description="您访问的页面不存在或已被移除"
        action={
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => void navigate('/', { replace: true })}
          >
            返回首页
          </Button>
        }
      />
    </>
  );
}
