import { Form, Input, InputNumber } from 'antd';
import {
  saveTemplateGroupBody,
  type AdminTemplateGroup,
  type SaveTemplateGroupBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
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
  const save = useSaveTemplateGroup();
  return (
    <FormModal<GroupForm, SaveTemplateGroupBody>
      title={group ? '编辑分组' : '新增分组'}
      save={save}
      toBody={(values) => ({
        ...values,
        sort: values.sort ?? 0,
        templateId,
        ...(group ? { id: group.id } : {}),
      })}
      onClose={onClose}
      initialValues={{ groupName: group?.groupName ?? '', sort: group?.sort ?? 0 }}
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
    </FormModal>
  );
}
