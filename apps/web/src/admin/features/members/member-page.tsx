import { Button, Card, Empty, Skeleton } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { adminPages } from '../../lib/admin-pages';
import { useQueryErrorToast } from '../../lib/toast-error';
import { MemberActions } from './member-actions';
import { MemberProfile } from './member-profile';
import { MemberRecords } from './member-records';
import { useMember } from './members-api';

const idOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 会员详情: profile, balances and flags, the actions of the operator's role, and the records. */
export function MemberPage() {
  const id = idOf(useParams().id);
  if (id === null) return <Empty description="会员不存在" />;
  return <MemberDetail key={id} id={id} />;
}

function MemberDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const opened = useLocation().key === 'default';
  const member = useMember(id);
  useQueryErrorToast(member.error);
  const data = member.data;
  // Back to the list as it was left (its filters live in the address); a page opened directly
  // has nothing to go back to but the list.
  const back = () => void (opened ? navigate(adminPages.members) : navigate(-1));

  return (
    <>
      <PageTitle
        title={data ? `会员详情：${data.account}` : '会员详情'}
        extra={<Button onClick={back}>返回</Button>}
      />
      {!data ? (
        member.isError ? (
          <Empty description="暂无数据" />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )
      ) : (
        <>
          <div style={{ marginBottom: 16 }}>
            <MemberActions member={data} />
          </div>
          <MemberProfile member={data} />
          <Card size="small">
            <MemberRecords member={data} />
          </Card>
        </>
      )}
    </>
  );
}
