import { App, Form, Input, InputNumber, Modal } from 'antd';
import {
  saveTemplateGroupBody,
  type AdminTemplateGroup,
  type SaveTemplateGroupBody,
} from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useSaveTemplateGroup } from './publishing-api';

type GroupForm = Pick<SaveTemplateGroupBody, 'groupName' | 'sort'>;

interface TemplateGroupModalProps {
  group: AdminTemplateGroup | null;
  templateId: number;
  onClose: () => void;
}

/** 新增/编辑分组: a tab of the card. */
export function TemplateGroupModal({ group, templateId, onClose }: TemplateGroupModalProps) {
  const [form] = Form.useForm<GroupForm>();
  const save = useSaveTemplateGroup();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = (values: GroupForm) =>
    save.mutate(
      { ...values, sort: values.sort ?? 0, templateId, ...(group ? { id: group.id } : {}) },
      {
        onSuccess: () => {
          void message.success('已保存');
          onClose();
        },
        onError: toastError,
      },
    );

  return (
    <Modal
      open
      title={group ? '编辑分组' : '新增分组'}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ groupName: group?.groupName ?? '', sort: group?.sort ?? 0 }}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="groupName"
          label="分组名称"
          rules={[zodRule(saveTemplateGroupBody.shape.groupName)]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
