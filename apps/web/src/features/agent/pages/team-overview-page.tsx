import { Button, Popup, SearchBar } from 'antd-mobile';
import type { SubUser, SubUserPage } from '@lottery/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { QueryError } from '../../../components/query-error';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useSubUsers } from '../api/get-sub-users';
import { SubUserItem } from '../components/sub-user-item';
import { RangedTeamReport } from '../components/ranged-team-report';
import { agentPageTexts as texts } from '../texts';
import styles from '../components/agent.module.css';

const userKey = (user: SubUser) => user.id;
const userRows = (page: SubUserPage) => page.data;

/** The sub-user picker: the whole team, searched by account. */
function SubUserPicker({
  visible,
  onClose,
  onPick,
}: {
  visible: boolean;
  onClose: () => void;
  onPick: (user: SubUser | null) => void;
}) {
  const [account, setAccount] = useState('');
  const users = useSubUsers({ account: account || undefined, all: 1 }, visible);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom">
      <div className={styles.drawerBody} role="dialog" aria-label={texts.pickSubUser}>
        <SearchBar
          placeholder={texts.searchAccount}
          onSearch={(value) => setAccount(value.trim())}
          onClear={() => setAccount('')}
        />
        <Button block onClick={() => onPick(null)}>
          {texts.mine}
        </Button>
        {visible ? (
          <PagedList
            query={users}
            rowsOf={userRows}
            keyOf={userKey}
            label={texts.pickSubUser}
            error={
              <QueryError
                error={users.error}
                retrying={users.isFetching}
                onRetry={() => void users.refetch()}
              />
            }
          >
            {(user) => <SubUserItem user={user} onOpen={() => onPick(user)} />}
          </PagedList>
        ) : null}
      </div>
    </Popup>
  );
}

/**
 * /agent/team-overview 团队总览: the overview's report, for the agent's own team or, picked, one
 * downline's team (?userId= and ?account=, so a member's detail page can open it too).
 */
export function TeamOverviewPage() {
  const goBack = useGoBack('/agent');
  const [searchParams, setSearchParams] = useSearchParams();
  const [picking, setPicking] = useState(false);
  const userId = Number(searchParams.get('userId')) || undefined;
  const account = searchParams.get('account') ?? '';
  const pick = (user: SubUser | null) => {
    setPicking(false);
    setSearchParams(user ? { userId: String(user.id), account: user.account } : {}, {
      replace: true,
    });
  };

  return (
    <>
      <PageHeader title={texts.teamOverview} onBack={goBack} />
      <div className={styles.filterBar}>
        <span className={styles.picked}>
          {userId ? `${texts.subUser}：${account || userId}` : texts.mine}
        </span>
        <Button size="small" shape="rounded" onClick={() => setPicking(true)}>
          {texts.pickSubUser}
        </Button>
      </div>
      <RangedTeamReport userId={userId} />
      <SubUserPicker visible={picking} onClose={() => setPicking(false)} onPick={pick} />
    </>
  );
}
