import { Button, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import {
  postBadges,
  saveTemplateItemBody,
  type AdminTemplateItem,
  type PostBadge,
  type SaveTemplateItemBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useSaveTemplateItem } from './publishing-api';
import { TemplateItemPreview } from './template-item-preview';

const fields = saveTemplateItemBody.shape;

type ItemForm = Omit<SaveTemplateItemBody, 'id' | 'groupId'>;

const formOf = (item: AdminTemplateItem | null): ItemForm => ({
  title: item?.title ?? '',
  content: item?.content ?? '',
  content2: item?.content2 ?? '',
  content3: item?.content3 ?? '',
  note: item?.note ?? '',
  iconUrl: item?.iconUrl ?? '',
  subName: item?.subName ?? '',
  sort: item?.sort ?? 0,
  requireLogin: item?.requireLogin ?? 0,
  requireRecharge: item?.requireRecharge ?? 0,
  templateType: item?.templateType === 0 ? 0 : 1,
  activeCover: item?.activeCover ?? 0,
  badges: (item?.badges ?? []).filter((badge): badge is PostBadge =>
    (postBadges as readonly string[]).includes(badge),
  ),
});

/** A 0/1 field as a switch. */
const flag = {
  valuePropName: 'checked',
  getValueProps: (value: number) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
} as const;

const html = '支持 HTML，保存时会清理不安全的内容';

interface TemplateItemModalProps {
  item: AdminTemplateItem | null;
  groupId: number;
  onClose: () => void;
}

/** 新增/编辑模板内容, with a preview as the member sees it. */
export function TemplateItemModal({ item, groupId, onClose }: TemplateItemModalProps) {
  const [form] = Form.useForm<ItemForm>();
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveTemplateItem();
  return (
    <FormModal<ItemForm, SaveTemplateItemBody>
      title={item ? '编辑内容' : '新增内容'}
      save={save}
      toBody={(values) => ({
        ...values,
        sort: values.sort ?? 0,
        groupId,
        ...(item ? { id: item.id } : {}),
      })}
      onClose={onClose}
      width={640}
      form={form}
      initialValues={formOf(item)}
    >
      <Form.Item name="title" label="标题" extra="期号类卡片填期号" rules={[zodRule(fields.title)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="content" label="内容" extra={html} rules={[zodRule(fields.content)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item name="content2" label="内容二" rules={[zodRule(fields.content2)]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="content3" label="内容三" rules={[zodRule(fields.content3)]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="note" label="备注" rules={[zodRule(fields.note)]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
      <Button onClick={() => setPreviewing(true)} style={{ marginBottom: 16 }}>
        预览
      </Button>
      <Form.Item name="subName" label="副标题" rules={[zodRule(fields.subName)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="iconUrl" label="图标地址" rules={[zodRule(fields.iconUrl)]}>
        <Input placeholder="/sys-upload/…" />
      </Form.Item>
      <Form.Item name="badges" label="徽章">
        <Select mode="multiple" options={postBadges.map((badge) => ({ value: badge }))} />
      </Form.Item>
      <Form.Item name="templateType" label="类型">
        <Select
          options={[
            { value: 1, label: '普通内容' },
            { value: 0, label: '链接聊天室' },
          ]}
        />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="越大越靠前">
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="requireLogin" label="登录后可见" {...flag}>
        <Switch />
      </Form.Item>
      <Form.Item name="requireRecharge" label="充值后可见" {...flag}>
        <Switch />
      </Form.Item>
      <Form.Item name="activeCover" label="红色标记" {...flag}>
        <Switch />
      </Form.Item>
      {previewing && (
        <Modal open title="预览" footer={null} onCancel={() => setPreviewing(false)} width={420}>
          <TemplateItemPreview item={form.getFieldsValue(true) as ItemForm} />
        </Modal>
      )}
    </FormModal>
  );
}
