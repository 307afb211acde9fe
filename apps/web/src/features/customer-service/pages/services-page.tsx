import { Button } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import { PageHeader } from '../../../components/page-header';
import { StatusBlock } from '../../../components/status-block';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useOnlineService } from '../../../lib/site/use-online-service';

/**
 * /services: the customer-service chat lives in the mobile app build; on the web, customer
 * service is the online service URL from the settings, opened from here.
 */
export function ServicesPage() {
  const service = useOnlineService();
  const goBack = useGoBack('/');
  return (
    <>
      <PageHeader title="在线客服" onBack={goBack} />
      <StatusBlock
        icon={<UserContactOutline />}
        title="在线客服"
        description="7×24 小时为您服务，点击下方按钮联系客服"
        action={
          <Button
            block
            color="primary"
            shape="rounded"
            loading={service.loading}
            onClick={service.open}
          >
            联系在线客服
          </Button>
        }
      />
    </>
  );
}
