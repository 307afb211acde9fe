import { Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { sanitizePageHtml } from '../../../lib/sanitize-page-html';
import { saveSitePageBody, type AdminSitePage, type SaveSitePageBody } from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useSaveSitePage } from './site-content-api';

const fields = saveSitePageBody.shape;

type PageForm = Omit<SaveSitePageBody, 'slug'>;

/** 编辑站点页面; saving republishes about.json at once. */
export function SitePageModal({ page, onClose }: { page: AdminSitePage; onClose: () => void }) {
  const [form] = Form.useForm<PageForm>();
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveSitePage();
  return (
    <FormModal<PageForm, SaveSitePageBody>
      title="编辑页面"
      save={save}
      toBody={(values) => ({ slug: page.slug, ...values, sort: values.sort ?? 0 })}
      onClose={onClose}
      width={720}
      form={form}
      initialValues={{ title: page.title, content: page.content, sort: page.sort }}
    >
      <Form.Item name="title" label="标题" rules={[zodRule(fields.title)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="content"
        label="内容"
        extra="支持HTML，保存时会清理不安全的内容"
        rules={[zodRule(fields.content)]}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 20 }} />
      </Form.Item>
      <Form.Item name="sort" label="排序">
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Button onClick={() => setPreviewing(true)}>预览</Button>
      {previewing && (
        <Modal open title="预览" footer={null} onCancel={() => setPreviewing(false)} width={420}>
          <Typography.Title level={5}>{form.getFieldValue('title') as string}</Typography.Title>
          <div
            style={{ lineHeight: 1.6, wordBreak: 'break-word', overflowX: 'auto' }}
            dangerouslySetInnerHTML={{
              __html: sanitizePageHtml((form.getFieldValue('content') as string | undefined) ?? ''),
            }}
          />
        </Modal>
      )}
    </FormModal>
  );
}
