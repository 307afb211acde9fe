import { Button, Empty } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { reportMoney, SignedMoney } from '../../../components/signed-money';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useMemberInformation } from '../api/get-member-information';
import { InfoRows } from '../components/info-rows';
import { CardsSkeleton } from '../components/team-report-view';
import { shownRebate, shownTime } from '../model/format';
import { agentPageTexts as texts } from '../texts';

/** /agent/user-detail/:id 用户详情: one downline's account and their last 30 days. */
export function UserDetailPage() {
  const goBack = useGoBack('/agent/user-list');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const userId = Number(id);
  const member = useMemberInformation(Number.isInteger(userId) ? userId : 0);
  const data = member.data;

  let body;
  if (!(userId > 0)) body = <Empty description="暂无数据" />;
  else if (member.isPending) body = <CardsSkeleton cards={2} />;
  else if (member.isError || !data) {
    body = (
      <QueryError
        error={member.error}
        retrying={member.isFetching}
        onRetry={() => void member.refetch()}
      />
    );
  } else {
    body = (
      <>
        <SectionCard title={texts.userDetail}>
          <InfoRows
            label={texts.userDetail}
            rows={[
              { label: texts.account, value: data.account },
              { label: texts.nickname, value: data.nickname || '-' },
              { label: texts.type, value: data.isDl === 1 ? texts.agent : texts.member },
              { label: texts.rebate, value: shownRebate(data.rebate) },
              { label: texts.balance, value: reportMoney(data.balance) },
              {
                label: texts.level,
                value: data.level === 1 ? texts.direct : texts.levelOf(data.level),
              },
              { label: texts.parentAccount, value: data.parentAccount },
              { label: texts.teamCount, value: data.teamCount.toLocaleString('zh-CN') },
              { label: texts.onlineState, value: data.online === 1 ? texts.online : texts.offline },
              { label: texts.registeredAt, value: shownTime(data.registeredAt) },
              { label: texts.lastLoginAt, value: shownTime(data.lastLoginAt) },
            ]}
          />
        </SectionCard>
        <SectionCard title={texts.recent} description={data.recent.statTime}>
          <InfoRows
            label={texts.recent}
            rows={[
              { label: texts.betCount, value: data.recent.betCount.toLocaleString('zh-CN') },
              { label: texts.bettingMoney, value: reportMoney(data.recent.bettingMoney) },
              { label: texts.winMoney, value: reportMoney(data.recent.winMoney) },
              {
                label: texts.winOrcloseMoney,
                value: <SignedMoney milli={data.recent.winOrcloseMoney} />,
              },
              { label: texts.rechMoney, value: reportMoney(data.recent.rechMoney) },
              { label: texts.withdrawMoney, value: reportMoney(data.recent.withdrawMoney) },
            ]}
          />
        </SectionCard>
        {data.isDl === 1 ? (
          <Button
            block
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() =>
              void navigate(
                `/agent/team-overview?${new URLSearchParams({ userId: String(data.id), account: data.account }).toString()}`,
              )
            }
          >
            {texts.teamOverview}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title={texts.userDetail} onBack={goBack} />
      <PageBody>{body}</PageBody>
    </>
  );
}
