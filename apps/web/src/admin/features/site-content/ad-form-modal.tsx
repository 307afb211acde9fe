import { Button, Card, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import { saveAdItem, type AdminAd, type SaveAdBody } from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { ImageUploadField } from '../../components/image-upload-field';
import { BannerPreview } from './banner-preview';
import { useSaveAd } from './site-content-api';

const fields = saveAdItem.shape;

interface AdItemForm {
  imageUrl: string;
  redirectUrl: string;
  content: string;
  sort: number | null;
  groupNo: number;
}

interface AdForm {
  enabled: boolean;
  items: AdItemForm[];
}

const emptyItem = (sort: number): AdItemForm => ({
  imageUrl: '',
  redirectUrl: '',
  content: '',
  sort,
  groupNo: 1,
});

/** 编辑广告位: its switch and its items; saving republishes the members' ad file at once. */
export function AdFormModal({ ad, onClose }: { ad: AdminAd; onClose: () => void }) {
  const [form] = Form.useForm<AdForm>();
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveAd();

  // Every stored value, also those without a field of their own (a banner's id, an item's group).
  const toBody = (): SaveAdBody => {
    const values = form.getFieldsValue(true) as AdForm;
    return {
      templateCode: ad.templateCode,
      enabled: values.enabled,
      items: (values.items ?? []).map((item) => ({
        groupNo: item.groupNo ?? 1,
        imageUrl: item.imageUrl ?? '',
        redirectUrl: item.redirectUrl ?? '',
        content: item.content ?? '',
        sort: item.sort ?? 0,
      })),
    };
  };

  return (
    <FormModal<AdForm, SaveAdBody>
      title={`编辑广告 ${ad.templateCode}`}
      save={save}
      toBody={toBody}
      onClose={onClose}
      width={640}
      form={form}
      initialValues={{ enabled: ad.enabled, items: ad.items } satisfies AdForm}
    >
      <Form.Item label="位置">{ad.label}</Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.List name="items">
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <Card
                key={item.key}
                size="small"
                title={`第 ${index + 1} 项`}
                style={{ marginBottom: 12 }}
                extra={
                  <Button type="link" danger size="small" onClick={() => remove(item.name)}>
                    移除
                  </Button>
                }
              >
                <Form.Item
                  name={[item.name, 'imageUrl']}
                  label="图片"
                  rules={[zodRule(fields.imageUrl)]}
                >
                  <ImageUploadField label={`第 ${index + 1} 项图片`} />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'redirectUrl']}
                  label="跳转地址"
                  rules={[zodRule(fields.redirectUrl, { optional: true })]}
                >
                  <Input placeholder="/gallery 或 https://…" />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'content']}
                  label="内容"
                  extra="可选，支持HTML，保存时会清理不安全的内容"
                >
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'sort']} label="排序">
                  <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
                </Form.Item>
              </Card>
            ))}
            <Button
              block
              onClick={() => add(emptyItem(items.length + 1))}
              disabled={items.length >= 20}
              style={{ marginBottom: 12 }}
            >
              添加一项
            </Button>
          </>
        )}
      </Form.List>
      <Button onClick={() => setPreviewing(true)}>预览</Button>
      {previewing && (
        <Modal open title="预览" footer={null} onCancel={() => setPreviewing(false)} width={420}>
          <BannerPreview
            banners={((form.getFieldValue('items') as AdItemForm[] | undefined) ?? []).map(
              (item) => ({ imageUrl: item?.imageUrl ?? '', sort: item?.sort ?? 0 }),
            )}
          />
        </Modal>
      )}
    </FormModal>
  );
}
