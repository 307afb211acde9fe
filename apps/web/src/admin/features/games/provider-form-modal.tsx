import { Form, Input, InputNumber, Switch } from 'antd';
import {
  saveProviderBody,
  type AdminGameProvider,
  type SaveProviderBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
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
  const save = useSaveProvider();
  return (
    <FormModal<ProviderForm, SaveProviderBody>
      title={`编辑平台 · ${provider.name}`}
      save={save}
      toBody={(values) => ({
        liveCode: provider.liveCode,
        enabled: values.enabled,
        sort: values.sort ?? 0,
        maintain: (values.maintain ?? '').trim(),
      })}
      onClose={onClose}
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
    </FormModal>
  );
}
