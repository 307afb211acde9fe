import { Empty, Form, Input, Selector, Skeleton } from 'antd-mobile';
import { errorMessage, paymentTypeLabels, paymentTypes } from '@lottery/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '../components/submit-button';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/http';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useBankList } from '../../../lib/profile/get-bank-list';
import { showToast } from '../../../lib/toast';
import { toastError, toastSaved } from '../../../lib/toast-error';
import { useUpdateBank } from '../api/update-bank';
import type { BankAccountInput } from '../api/update-bank';
import { FundPasswordInput } from '../components/fund-password-input';
import { firstBankAccountFailure } from '../validation';
import styles from './form-page.module.css';
import own from './update-account-page.module.css';

type Fields = Omit<BankAccountInput, 'id' | 'fundPwd'>;

const typeOptions = [paymentTypes.bank, paymentTypes.usdt, paymentTypes.eWallet].map((value) => ({
  value,
  label: paymentTypeLabels[value] ?? String(value),
}));

/** Field labels follow the kind of account. */
const labels = (type: number) =>
  type === paymentTypes.usdt
    ? { name: '协议类型', namePlaceholder: '如 TRC20', account: '钱包地址', holder: '账户名称' }
    : type === paymentTypes.eWallet
      ? {
          name: '钱包名称',
          namePlaceholder: '请输入钱包名称',
          account: '钱包账号',
          holder: '账户姓名',
        }
      : {
          name: '银行名称',
          namePlaceholder: '请输入银行名称',
          account: '银行卡号',
          holder: '开户姓名',
        };

const blank: Fields = {
  type: paymentTypes.bank,
  bankName: '',
  bankAccount: '',
  accountName: '',
  bankBranch: '',
};

interface AccountFormProps {
  id: number | undefined;
  initial: Fields;
  /** The masked number of the account being edited. */
  accountHint?: string;
}

function AccountForm({ id, initial, accountHint }: AccountFormProps) {
  const navigate = useNavigate();
  const goBack = useGoBack('/account-list');
  const update = useUpdateBank();
  const [fields, setFields] = useState<Fields>(initial);
  const [fundPwd, setFundPwd] = useState('');
  const text = labels(fields.type);

  const set = (field: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const input: BankAccountInput = {
      ...fields,
      bankBranch: fields.type === paymentTypes.bank ? fields.bankBranch : '',
      fundPwd,
      ...(id === undefined ? {} : { id }),
    };
    const failure = firstBankAccountFailure(input);
    if (failure) {
      showToast(failure);
      return;
    }
    update.mutate(input, {
      onSuccess: () => {
        toastSaved();
        goBack();
      },
      onError: (error) => {
        setFundPwd('');
        if (isApiError(error) && error.code === 'UC/CASH_PASSWORD_NULL') {
          // No withdraw password yet: set one first (spec part 1 §8).
          showToast(error.msg);
          void navigate('/password-withdraw-money');
          return;
        }
        if (isApiError(error) && error.code === 'UC/CASH_PASSWORD_ERROR') {
          showToast(errorMessage('UC/CASH_PASSWORD_ERROR'));
          return;
        }
        toastError(error);
      },
    });
  };

  return (
    <div className={styles.body}>
      <Form
        layout="horizontal"
        className={styles.form}
        footer={
          <SubmitButton loading={update.isPending} onClick={submit}>
            保存
          </SubmitButton>
        }
      >
        <Form.Item label="账户类型">
          <Selector
            className={own.selector}
            columns={3}
            options={typeOptions}
            value={[fields.type]}
            onChange={(value) => {
              const [type] = value;
              if (type !== undefined) setFields((current) => ({ ...current, type }));
            }}
          />
        </Form.Item>
        <Form.Item label={text.name}>
          <Input
            placeholder={text.namePlaceholder}
            maxLength={40}
            value={fields.bankName}
            onChange={set('bankName')}
            clearable
          />
        </Form.Item>
        <Form.Item label={text.account}>
          <Input
            placeholder={accountHint ?? `请输入${text.account}`}
            maxLength={80}
            value={fields.bankAccount}
            onChange={set('bankAccount')}
            clearable
          />
        </Form.Item>
        <Form.Item label={text.holder}>
          <Input
            placeholder={`请输入${text.holder}`}
            maxLength={32}
            value={fields.accountName}
            onChange={set('accountName')}
            clearable
          />
        </Form.Item>
        {fields.type === paymentTypes.bank ? (
          <Form.Item label="开户支行">
            <Input
              placeholder="选填"
              maxLength={60}
              value={fields.bankBranch}
              onChange={set('bankBranch')}
              clearable
            />
          </Form.Item>
        ) : null}
        <div className={own.passcodeBlock}>
          <div className={own.passcodeLabel}>提现密码</div>
          <FundPasswordInput label="提现密码" value={fundPwd} onChange={setFundPwd} />
        </div>
      </Form>
      {id !== undefined ? (
        <p className={styles.note}>为了您的资金安全，修改账户需重新填写完整账号。</p>
      ) : null}
    </div>
  );
}

/** /update-account (add) and /update-account?id= (edit), saved with the withdraw password. */
export function UpdateAccountPage() {
  const goBack = useGoBack('/account-list');
  const [search] = useSearchParams();
  const rawId = search.get('id');
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : undefined;
  const banks = useBankList();
  const editing = id === undefined ? undefined : banks.data?.find((account) => account.id === id);

  const title = id === undefined ? '添加账户' : '编辑账户';
  let content;
  if (id === undefined) content = <AccountForm id={undefined} initial={blank} />;
  else if (banks.isPending) {
    content = (
      <div className={styles.body}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (!editing) {
    content = <Empty className={own.empty} description="暂无数据" />;
  } else {
    content = (
      <AccountForm
        key={editing.id}
        id={editing.id}
        accountHint={editing.bankAccount}
        initial={{
          type: editing.type,
          bankName: editing.bankName,
          // The number must be typed again; the masked one is only a hint.
          bankAccount: '',
          accountName: editing.accountName,
          bankBranch: editing.bankBranch,
        }}
      />
    );
  }

  return (
    <>
      <PageHeader title={title} onBack={goBack} />
      {content}
    </>
  );
}
