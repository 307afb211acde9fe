import { App, Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { sanitizePageHtml } from '../../../lib/sanitize-page-html';
import { saveSitePageBody, type AdminSitePage, type SaveSitePageBody } from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useSaveSitePage } from './site-content-api';

const fields = saveSitePageBody.shape;

type PageForm = Omit<SaveSitePageBody, 'slug'>;

/** 编辑站点页面; saving republishes about.json at once. */
export function SitePageModal({ page, onClose }: { page: AdminSitePage; onClose: () => void }) {
  const [form] = Form.useForm<PageForm>();
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveSitePage();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = (values: PageForm) =>
    save.mutate(
      { slug: page.slug, ...values, sort: values.sort ?? 0 },
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
      title="编辑页面"
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: page.title, content: page.content, sort: page.sort }}
        onFinish={submit}
        style={{ marginTop: 16 }}
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
      </Form>
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
    </Modal>
  );
}
