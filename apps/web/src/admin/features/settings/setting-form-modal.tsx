import { Form, Input, InputNumber, Switch, Typography } from 'antd';
import {
  systemConfigRuleOf,
  systemConfigSpecOf,
  type AdminSetting,
  type SaveSettingBody,
  type SystemConfigKind,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
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
  const save = useSaveSetting();
  return (
    <FormModal<SettingForm, SaveSettingBody>
      title={`编辑 ${setting.label}`}
      save={save}
      toBody={({ configValue }) => ({
        configKey: setting.configKey,
        configValue: configValue ?? '',
      })}
      successText="保存成功"
      onClose={onClose}
      width={setting.kind === 'json' || setting.kind === 'richText' ? 640 : 480}
      initialValues={{ configValue: setting.configValue }}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        <Typography.Text code>{setting.configKey}</Typography.Text> {setting.meaning}
      </Typography.Paragraph>
      <ValueField setting={setting} />
    </FormModal>
  );
}
