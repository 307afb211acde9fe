import { Button, Form, Input } from 'antd-mobile';
import {
  accountPattern,
  agentTexts,
  isStrongPassword,
  rebateProblem,
  registrationMessages,
} from '@lottery/contracts';
import type { RebateRange } from '@lottery/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { showToast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useAccountFree, useAddSubUser } from '../api/add-user';
import { useRebateRange } from '../api/get-rebate-range';
import { AccountKind } from '../components/account-kind';
import { RebateField } from '../components/rebate-field';
import { CardsSkeleton } from '../components/team-report-view';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { agentPageTexts as texts } from '../texts';
import styles from '../components/agent.module.css';

interface Draft {
  account: string;
  password: string;
  confirmPassword: string;
  isDl: 0 | 1;
  rebate: number;
}

/** The first rule the new account breaks (registration's rules), or null. */
const problemOf = (draft: Draft, range: RebateRange, taken: boolean): string | null => {
  const account = draft.account.trim();
  if (!accountPattern.test(account)) return registrationMessages.account;
  if (taken) return texts.accountTaken;
  if (!isStrongPassword(draft.password)) return registrationMessages.password;
  if (draft.confirmPassword !== draft.password) return registrationMessages.confirmPassword;
  if (draft.password.toLowerCase() === account.toLowerCase()) {
    return registrationMessages.passwordEqualsAccount;
  }
  return rebateProblem(draft.rebate, range) ?? null;
};

function AccountCheck({ account }: { account: string }) {
  const settled = useDebouncedValue(account.trim());
  const valid = accountPattern.test(settled);
  const check = useAccountFree(settled, valid);
  // Empty: the placeholder already reads the rule.
  if (settled === '') return null;
  if (!valid) return <span className={styles.hint}>{texts.accountHint}</span>;
  if (check.isPending) return <span className={styles.hint}>{texts.checking}</span>;
  if (check.isError) return null;
  return check.data ? (
    <span className={styles.hintGood} role="status">
      {texts.accountFree}
    </span>
  ) : (
    <span className={styles.hintBad} role="status">
      {texts.accountTaken}
    </span>
  );
}

function AddUserForm({ range }: { range: RebateRange }) {
  const navigate = useNavigate();
  const add = useAddSubUser();
  const [draft, setDraft] = useState<Draft>({
    account: '',
    password: '',
    confirmPassword: '',
    isDl: 0,
    rebate: range[1],
  });
  const settled = useDebouncedValue(draft.account.trim());
  const check = useAccountFree(settled, accountPattern.test(settled));
  const taken = settled === draft.account.trim() && check.data === false;
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const problem = problemOf(draft, range, taken);
    if (problem) {
      showToast(problem);
      return;
    }
    add.mutate(
      { account: draft.account, password: draft.password, isDl: draft.isDl, rebate: draft.rebate },
      {
        onSuccess: () => {
          showToast(agentTexts.added, { icon: 'success' });
          void navigate('/agent/user-list', { replace: true });
        },
        onError: toastError,
      },
    );
  };

  return (
    <Form
      layout="vertical"
      className={styles.form}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={add.isPending}
          onClick={submit}
        >
          {texts.submitAdd}
        </Button>
      }
    >
      <Form.Item label={texts.account} description={<AccountCheck account={draft.account} />}>
        <Input
          aria-label={texts.account}
          placeholder={texts.accountHint}
          autoComplete="off"
          maxLength={15}
          value={draft.account}
          onChange={set('account')}
          clearable
        />
      </Form.Item>
      <Form.Item label={texts.password}>
        <Input
          aria-label={texts.password}
          type="password"
          placeholder={texts.passwordHint}
          autoComplete="new-password"
          maxLength={20}
          value={draft.password}
          onChange={set('password')}
        />
      </Form.Item>
      <Form.Item label={texts.confirmPassword}>
        <Input
          aria-label={texts.confirmPassword}
          type="password"
          placeholder={texts.confirmHint}
          autoComplete="new-password"
          maxLength={20}
          value={draft.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </Form.Item>
      <Form.Item label={texts.accountType}>
        <AccountKind value={draft.isDl} onChange={set('isDl')} />
      </Form.Item>
      <Form.Item label={texts.rebate}>
        <RebateField value={draft.rebate} range={range} onChange={set('rebate')} />
      </Form.Item>
    </Form>
  );
}

/** /agent/add-user 添加下级: a downline account made directly, its rebate within the range. */
export function AddUserPage() {
  const goBack = useGoBack('/agent');
  const range = useRebateRange();
  return (
    <>
      <PageHeader title={texts.addUser} onBack={goBack} />
      <PageBody>
        {range.isPending ? (
          <CardsSkeleton cards={1} />
        ) : range.isError ? (
          <QueryError
            error={range.error}
            retrying={range.isFetching}
            onRetry={() => void range.refetch()}
          />
        ) : (
          <AddUserForm range={range.data} />
        )}
      </PageBody>
    </>
  );
}
