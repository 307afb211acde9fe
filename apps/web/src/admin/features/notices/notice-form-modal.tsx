import { Button, Form, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import {
  noticeTypes,
  saveNoticeBody,
  type AdminNotice,
  type SaveNoticeBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useSaveNotice } from './notices-api';
import { NoticePreview } from './notice-preview';
import { isRichNotice, noticeTypeOptions } from './notice-types';

const fields = saveNoticeBody.shape;

type NoticeForm = Omit<SaveNoticeBody, 'id'>;

const formOf = (notice: AdminNotice | null, noticeType: number): NoticeForm =>
  notice
    ? {
        noticeType: notice.noticeType,
        title: notice.title,
        content: notice.content,
        redirectUrl: notice.redirectUrl,
        imageUrl: notice.imageUrl,
        sort: notice.sort,
        enabled: notice.enabled,
        rolls: notice.rolls,
      }
    : {
        noticeType,
        title: '',
        content: '',
        redirectUrl: '',
        imageUrl: '',
        sort: 0,
        enabled: true,
        rolls: false,
      };

interface NoticeFormModalProps {
  /** The notice to change, or null for a new one of `noticeType`. */
  notice: AdminNotice | null;
  noticeType: number;
  onClose: () => void;
}

/** 新增/编辑公告; saving republishes the home's notice file at once. */
export function NoticeFormModal({ notice, noticeType, onClose }: NoticeFormModalProps) {
  const [form] = Form.useForm<NoticeForm>();
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveNotice();
  const type = Form.useWatch('noticeType', form) ?? noticeType;

  return (
    <FormModal<NoticeForm, SaveNoticeBody>
      title={notice ? '编辑公告' : '新增公告'}
      save={save}
      toBody={(values) => ({
        ...values,
        sort: values.sort ?? 0,
        ...(notice ? { id: notice.id } : {}),
      })}
      onClose={onClose}
      width={640}
      form={form}
      initialValues={formOf(notice, noticeType)}
    >
      <Form.Item name="noticeType" label="类型">
        <Select options={noticeTypeOptions} />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={[zodRule(fields.title)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="content"
        label="内容"
        extra={isRichNotice(type) ? '首页公告支持HTML，保存时会清理不安全的内容' : '纯文本'}
        rules={[zodRule(fields.content)]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
      <Button onClick={() => setPreviewing(true)} style={{ marginBottom: 16 }}>
        预览
      </Button>
      {type === noticeTypes.carousel && (
        <Form.Item name="imageUrl" label="图片地址" rules={[zodRule(fields.imageUrl)]}>
          <Input placeholder="/sys-upload/…" />
        </Form.Item>
      )}
      <Form.Item name="redirectUrl" label="跳转地址" rules={[zodRule(fields.redirectUrl)]}>
        <Input />
      </Form.Item>
      <Form.Item name="sort" label="排序">
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="rolls" label="滚动显示" valuePropName="checked">
        <Switch />
      </Form.Item>
      {previewing && (
        <Modal open title="预览" footer={null} onCancel={() => setPreviewing(false)} width={420}>
          <Typography.Title level={5}>{form.getFieldValue('title') as string}</Typography.Title>
          <NoticePreview
            noticeType={type}
            content={(form.getFieldValue('content') as string | undefined) ?? ''}
          />
        </Modal>
      )}
    </FormModal>
  );
}
