import { App, Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { adminRoleLabels, type AdminOperator, type OperatorSaveAnswer } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { OperatorFormModal } from './operator-form-modal';
import { useOperators, useResetOperatorTotp } from './operators-api';
import { TotpModal } from './totp-modal';

/** 操作员: the accounts of the back office, their roles, and their authenticator secrets. */
export function OperatorsPage() {
  /** The operator being edited; null for a new one; undefined when the form is closed. */
  const [editing, setEditing] = useState<AdminOperator | null | undefined>(undefined);
  const [shownTotp, setShownTotp] = useState<OperatorSaveAnswer | null>(null);
  const wide = useWideScreen();
  const operators = useOperators();
  useQueryErrorToast(operators.error);
  const resetTotp = useResetOperatorTotp();
  const { message, modal } = App.useApp();
  const toastError = useToastError();

  const saved = (answer: OperatorSaveAnswer) => {
    setEditing(undefined);
    void message.success('已保存');
    if (answer.totp) setShownTotp(answer);
  };

  const confirmResetTotp = (operator: AdminOperator) =>
    modal.confirm({
      title: '重置动态码',
      content: `重置后「${operator.account}」原有的身份验证器将失效，并需要重新登录。确定重置吗？`,
      okText: '重置',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        resetTotp.mutateAsync(operator.id).then(setShownTotp, (error: unknown) => {
          toastError(error);
        }),
    });

  const columns: TableColumnsType<AdminOperator> = [
    { title: '账号', dataIndex: 'account' },
    { title: '姓名', dataIndex: 'name', responsive: ['sm'] },
    {
      title: '角色',
      dataIndex: 'role',
      render: (role: AdminOperator['role']) => adminRoleLabels[role],
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      render: (disabled: boolean) =>
        disabled ? <Tag color="red">停用</Tag> : <Tag color="green">正常</Tag>,
    },
    {
      title: '最后登录',
      dataIndex: 'lastLoginAt',
      responsive: ['md'],
      render: (value: number | null) => chinaTimeOf(value),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, operator: AdminOperator) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing(operator)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => confirmResetTotp(operator)}>
            重置动态码
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        title="操作员"
        extra={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增
          </Button>
        }
      />
      <Table<AdminOperator>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={operators.data ?? []}
        loading={operators.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing !== undefined && (
        <OperatorFormModal
          operator={editing}
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      )}
      {shownTotp?.totp && (
        <TotpModal
          account={shownTotp.operator.account}
          totp={shownTotp.totp}
          onClose={() => setShownTotp(null)}
        />
      )}
    </>
  );
}
