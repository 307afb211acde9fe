import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { saveProviderBody, type AdminGameProvider } from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useSaveProvider } from './games-api';
import { maintainExample } from './maintenance-modal';

interface ProviderForm {
  enabled: boolean;
  sort: number;
  maintain: string;
}

const fields = saveProviderBody.shape;

/** 编辑平台: a provider on or off (all its games with it), its order and maintenance window. */
export function ProviderFormModal({
  provider,
  onClose,
}: {
  provider: AdminGameProvider;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProviderForm>();
  const save = useSaveProvider();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = (values: ProviderForm) =>
    save.mutate(
      {
        liveCode: provider.liveCode,
        enabled: values.enabled,
        sort: values.sort ?? 0,
        maintain: (values.maintain ?? '').trim(),
      },
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
      title={`编辑平台 · ${provider.name}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ProviderForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          enabled: provider.enabled,
          sort: provider.sort,
          maintain: provider.maintain,
        }}
      >
        <Form.Item
          name="enabled"
          label="启用"
          valuePropName="checked"
          extra="停用后该平台的游戏都不再显示"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="小的在前" rules={[zodRule(fields.sort)]}>
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="maintain"
          label="维护时间"
          extra="维护期间该平台的所有游戏都不能进入；留空为不维护"
          rules={[zodRule(fields.maintain)]}
        >
          <Input allowClear placeholder={maintainExample} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
