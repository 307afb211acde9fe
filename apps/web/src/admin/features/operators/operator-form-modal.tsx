import { Form, Input, Select, Switch } from 'antd';
import {
  adminPassword,
  adminRoleLabels,
  adminRoles,
  saveOperatorBody,
  type AdminOperator,
  type OperatorSaveAnswer,
  type SaveOperatorBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useSaveOperator } from './operators-api';

const fields = saveOperatorBody.shape;
const roleOptions = adminRoles.map((role) => ({ value: role, label: adminRoleLabels[role] }));

type OperatorForm = Omit<SaveOperatorBody, 'id'>;

interface OperatorFormModalProps {
  /** The operator to change, or null for a new one. */
  operator: AdminOperator | null;
  onClose: () => void;
  onSaved: (answer: OperatorSaveAnswer) => void;
}

/** 新增/编辑操作员: a new one needs a password; a changed role ends their sessions. */
export function OperatorFormModal({ operator, onClose, onSaved }: OperatorFormModalProps) {
  const save = useSaveOperator();
  return (
    <FormModal<OperatorForm, SaveOperatorBody, OperatorSaveAnswer>
      title={operator ? '编辑操作员' : '新增操作员'}
      save={save}
      toBody={({ password, ...values }) => ({
        ...values,
        ...(operator ? { id: operator.id } : {}),
        ...(password ? { password } : {}),
      })}
      successText={false}
      onClose={onClose}
      onSaved={onSaved}
      initialValues={
        operator
          ? {
              account: operator.account,
              name: operator.name,
              role: operator.role,
              disabled: operator.disabled,
            }
          : { role: 'readonly', disabled: false }
      }
    >
      <Form.Item name="account" label="账号" rules={[zodRule(fields.account)]}>
        <Input autoComplete="off" autoCapitalize="off" maxLength={32} />
      </Form.Item>
      <Form.Item name="name" label="姓名" rules={[zodRule(fields.name)]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="role" label="角色" extra={operator ? '修改角色会使其重新登录' : undefined}>
        <Select options={roleOptions} />
      </Form.Item>
      <Form.Item name="disabled" label="停用" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="password"
        label={operator ? '新密码' : '密码'}
        extra={operator ? '留空则不修改' : '至少10位，包含大小写字母和数字'}
        rules={[zodRule(adminPassword, { optional: operator !== null })]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
