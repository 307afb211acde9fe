import {
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  promotionTemplateTypes,
  savePromotionBody,
  type AdminPromotion,
  type SavePromotionBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { usePromotionClasses, useSavePromotion } from './publishing-api';
import { RichPreview } from './rich-preview';

const fields = savePromotionBody.shape;

type PromotionForm = Omit<SavePromotionBody, 'id' | 'startTime' | 'endTime' | 'classifyName'> & {
  newClass: boolean;
  classifyName: string;
  start: Dayjs | null;
  end: Dayjs | null;
};

export const deviceLabels: Record<number, string> = { 0: '全部设备', 1: '手机', 2: '电脑' };

const formOf = (
  promotion: AdminPromotion | null,
  firstClass: number | undefined,
): PromotionForm => ({
  newClass: false,
  classifyType: promotion?.classifyType ?? firstClass ?? 1,
  classifyName: '',
  name: promotion?.name ?? '',
  coverUrl: promotion?.coverUrl ?? '',
  imageUrl: promotion?.imageUrl ?? '',
  templateType: promotion?.templateType === 3 ? 3 : 0,
  color: promotion?.color ?? '',
  start: promotion ? dayjs(promotion.startTime) : null,
  end: promotion ? dayjs(promotion.endTime) : null,
  domain: promotion?.domain ?? '',
  linkUrl: promotion?.linkUrl ?? '',
  content: promotion?.content ?? '',
  device: promotion?.device === 1 || promotion?.device === 2 ? promotion.device : 0,
  sort: promotion?.sort ?? 0,
});

const required = (message: string) => ({ required: true, message });

interface PromotionFormModalProps {
  promotion: AdminPromotion | null;
  onClose: () => void;
}

/** 新增/编辑活动: members' list shows it while it runs, from their next read. */
export function PromotionFormModal({ promotion, onClose }: PromotionFormModalProps) {
  const [form] = Form.useForm<PromotionForm>();
  const [previewing, setPreviewing] = useState(false);
  const classes = usePromotionClasses();
  const save = useSavePromotion();
  const newClass = Form.useWatch('newClass', form) ?? false;
  const templateType = Form.useWatch('templateType', form) ?? 0;

  return (
    <FormModal<PromotionForm, SavePromotionBody>
      title={promotion ? '编辑活动' : '新增活动'}
      save={save}
      toBody={({ newClass: isNew, classifyName, start, end, ...values }) => ({
        ...values,
        // Shown only for an external link; a page keeps none.
        linkUrl: values.linkUrl ?? '',
        sort: values.sort ?? 0,
        startTime: start?.valueOf() ?? 0,
        endTime: end?.valueOf() ?? 0,
        ...(isNew ? { classifyName } : {}),
        ...(promotion ? { id: promotion.id } : {}),
      })}
      onClose={onClose}
      width={640}
      form={form}
      initialValues={formOf(promotion, classes.data?.[0]?.classifyType)}
    >
      <Form.Item name="name" label="活动名称" rules={[zodRule(fields.name)]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="newClass" label="新建分类" valuePropName="checked">
        <Switch />
      </Form.Item>
      {newClass ? (
        <>
          <Form.Item
            name="classifyType"
            label="分类编号"
            extra="已有编号时改为此名称"
            rules={[required('请输入分类编号')]}
          >
            <InputNumber min={1} max={999} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="classifyName"
            label="分类名称"
            rules={[zodRule(fields.classifyName.unwrap())]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="classifyType" label="分类" rules={[required('请选择分类')]}>
          <Select
            loading={classes.isLoading}
            options={(classes.data ?? []).map((c) => ({ value: c.classifyType, label: c.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="start" label="开始时间" rules={[required('请选择开始时间')]}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item
        name="end"
        label="结束时间"
        dependencies={['start']}
        rules={[
          required('请选择结束时间'),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: Dayjs | null) => {
              const start = getFieldValue('start') as Dayjs | null;
              if (value && start && value.isBefore(start)) {
                throw new Error('结束时间不能早于开始时间');
              }
            },
          }),
        ]}
      >
        <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="device" label="显示设备">
        <Select
          options={Object.entries(deviceLabels).map(([value, label]) => ({
            value: Number(value),
            label,
          }))}
        />
      </Form.Item>
      <Form.Item name="templateType" label="活动形式">
        <Select
          options={[
            { value: promotionTemplateTypes.page, label: '活动页面' },
            { value: promotionTemplateTypes.externalLink, label: '外部链接' },
          ]}
        />
      </Form.Item>
      {templateType === promotionTemplateTypes.externalLink && (
        <Form.Item
          name="linkUrl"
          label="链接地址"
          rules={[required('外部链接活动需要链接地址'), zodRule(fields.linkUrl)]}
        >
          <Input placeholder="https://…" />
        </Form.Item>
      )}
      <Form.Item name="coverUrl" label="封面图地址" rules={[zodRule(fields.coverUrl)]}>
        <Input placeholder="/sys-upload/…" />
      </Form.Item>
      <Form.Item name="imageUrl" label="详情图地址" rules={[zodRule(fields.imageUrl)]}>
        <Input placeholder="/sys-upload/…" />
      </Form.Item>
      <Form.Item
        name="content"
        label="活动内容"
        extra="支持 HTML，保存时会清理不安全的内容"
        rules={[zodRule(fields.content)]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
      <Button onClick={() => setPreviewing(true)} style={{ marginBottom: 16 }}>
        预览
      </Button>
      <Form.Item name="color" label="名称颜色" rules={[zodRule(fields.color)]}>
        <Input placeholder="#rrggbb" maxLength={7} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="domain" label="活动网址" rules={[zodRule(fields.domain)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="sort" label="排序">
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      {previewing && (
        <Modal open title="预览" footer={null} onCancel={() => setPreviewing(false)} width={420}>
          <Typography.Title level={5}>{form.getFieldValue('name') as string}</Typography.Title>
          <RichPreview html={(form.getFieldValue('content') as string | undefined) ?? ''} />
        </Modal>
      )}
    </FormModal>
  );
}
