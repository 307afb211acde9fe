import { App, Form, Input, InputNumber, Modal, Switch, Typography } from 'antd';
import {
  systemConfigRuleOf,
  systemConfigSpecOf,
  type AdminSetting,
  type SystemConfigKind,
} from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useSaveSetting } from './settings-api';

interface SettingForm {
  configValue: string;
}

const kindHints: Partial<Record<SystemConfigKind, string>> = {
  json: 'JSON 格式',
  richText: '支持 HTML，展示时会清理不安全的内容',
};

/** The input of a kind; every one keeps the value as the text that is stored. */
function ValueField({ setting }: { setting: AdminSetting }) {
  const spec = systemConfigSpecOf(setting.configKey);
  const rules = spec ? [zodRule(systemConfigRuleOf(spec))] : [];
  const common = {
    name: 'configValue',
    label: setting.label,
    extra: kindHints[setting.kind],
    rules,
  } as const;
  switch (setting.kind) {
    case 'number':
      return (
        <Form.Item {...common}>
          <InputNumber stringMode min="0" precision={0} style={{ width: 240 }} />
        </Form.Item>
      );
    case 'switch':
      return (
        <Form.Item
          {...common}
          getValueProps={(value: string) => ({ checked: value === '1' })}
          normalize={(checked: boolean) => (checked ? '1' : '0')}
        >
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
      );
    case 'json':
    case 'richText':
      return (
        <Form.Item {...common}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common}>
          <Input />
        </Form.Item>
      );
  }
}

/** 编辑 one key: validated by the contract's rule; saving republishes the site's files at once. */
export function SettingFormModal({
  setting,
  onClose,
}: {
  setting: AdminSetting;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SettingForm>();
  const save = useSaveSetting();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = ({ configValue }: SettingForm) =>
    save.mutate(
      { configKey: setting.configKey, configValue: configValue ?? '' },
      {
        onSuccess: () => {
          void message.success('保存成功');
          onClose();
        },
        onError: toastError,
      },
    );

  return (
    <Modal
      open
      title={`编辑 ${setting.label}`}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={setting.kind === 'json' || setting.kind === 'richText' ? 640 : 480}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        <Typography.Text code>{setting.configKey}</Typography.Text> {setting.meaning}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ configValue: setting.configValue }}
        onFinish={submit}
      >
        <ValueField setting={setting} />
      </Form>
    </Modal>
  );
}
