import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { BrandHeader } from '../../../components/brand-header';
import { PageBody } from '../../../components/page-body';
import { SectionCard } from '../../../components/section-card';
import { StatusBlock } from '../../../components/status-block';
import { HttpError } from '../../../lib/http';
import { useCompany } from '../../../lib/company/get-company';

export function HomePage() {
  const company = useCompany();

  return (
    <>
      <BrandHeader
        name={company.data?.name}
        logoUrl={company.data?.logoUrl}
        loading={company.isPending}
      />
      <PageBody>
        {company.isError && company.data === undefined ? (
          <StatusBlock
            framed
            icon={<ExclamationCircleOutline />}
            title="站点信息加载失败"
            description={
              company.error instanceof HttpError ? company.error.msg : '请检查网络后再试一次'
            }
            action={
              <Button
                color="primary"
                fill="outline"
                shape="rounded"
                loading={company.isFetching}
                onClick={() => void company.refetch()}
              >
                重试
              </Button>
            }
          />
        ) : null}
        <SectionCard
          title="资讯列表"
          description="开奖资讯与预测资料将随模板功能一同上线，届时会在这里按玩法分类展示。"
        />
      </PageBody>
    </>
  );
}
