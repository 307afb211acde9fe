import { Button, SearchBar } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import type { SubUser, SubUserPage } from '@lottery/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { QueryError } from '../../../components/query-error';
import { reportMoney } from '../../../components/signed-money';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useSubUsers } from '../api/get-sub-users';
import { SubUserItem } from '../components/sub-user-item';
import { UserFilter } from '../components/user-filter';
import type { UserFilterValue } from '../components/user-filter';
import { agentPageTexts as texts } from '../texts';
import styles from '../components/agent.module.css';

const userKey = (user: SubUser) => user.id;
const userRows = (page: SubUserPage) => page.data;

/**
 * /agent/user-list 下级用户: the downline (direct to start), searched by account and filtered by
 * date joined, online, balance and direct/all; 20 a page; a row opens the member's details.
 */
export function UserListPage() {
  const goBack = useGoBack('/agent');
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [filter, setFilter] = useState<UserFilterValue>({ all: 0 });
  const [filtering, setFiltering] = useState(false);
  const users = useSubUsers({ ...filter, account: account || undefined });
  const first = users.data?.pages[0];

  return (
    <>
      <PageHeader title={texts.userList} onBack={goBack} />
      <div className={`${styles.filterBar} ${styles.sticky}`}>
        <SearchBar
          placeholder={texts.searchAccount}
          onSearch={(value) => setAccount(value.trim())}
          onClear={() => setAccount('')}
        />
        <Button size="small" fill="none" onClick={() => setFiltering(true)}>
          <FilterOutline /> {texts.filter}
        </Button>
      </div>
      <div className={styles.listBody}>
        {first ? (
          <div className={styles.summary}>
            <span>{texts.totalCount(first.totalCount)}</span>
            <span>
              {texts.totalBalance} {reportMoney(first.otherData.totalBalance)}
            </span>
          </div>
        ) : null}
        <PagedList
          query={users}
          rowsOf={userRows}
          keyOf={userKey}
          label={texts.userList}
          error={
            <QueryError
              error={users.error}
              retrying={users.isFetching}
              onRetry={() => void users.refetch()}
            />
          }
        >
          {(user) => (
            <SubUserItem
              user={user}
              onOpen={() => void navigate(`/agent/user-detail/${user.id}`)}
            />
          )}
        </PagedList>
      </div>
      <UserFilter
        visible={filtering}
        value={filter}
        onClose={() => setFiltering(false)}
        onSearch={(next) => {
          setFilter(next);
          setFiltering(false);
        }}
      />
    </>
  );
}
