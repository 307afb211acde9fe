import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import {
  galleryChartKindLabels,
  saveGalleryGroupBody,
  type AdminGalleryGroup,
  type SaveGalleryGroupBody,
} from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useGalleryCategories, useSaveGalleryGroup } from './publishing-api';

const fields = saveGalleryGroupBody.shape;

type GroupForm = Omit<SaveGalleryGroupBody, 'id' | 'gameId'>;

export const groupTypeOptions = [
  { value: 1, label: '彩色' },
  { value: 2, label: '黑白' },
];

const chartKindOptions = Object.entries(galleryChartKindLabels).map(([value, label]) => ({
  value,
  label,
}));

const formOf = (group: AdminGalleryGroup | null, groupType: number): GroupForm => ({
  groupType: (group?.groupType ?? groupType) === 2 ? 2 : 1,
  name: group?.name ?? '',
  initials: group?.initials ?? '',
  popular: group?.popular ?? false,
  categoryId: group?.categoryId ?? null,
  chartKind: (group?.chartKind as GroupForm['chartKind'] | undefined) ?? 'numbers',
  sort: group?.sort ?? 0,
  enabled: group?.enabled ?? true,
});

interface GalleryGroupModalProps {
  group: AdminGalleryGroup | null;
  gameId: number;
  groupType: number;
  onClose: () => void;
}

/** 新增/编辑图纸: members' gallery lists it (or stops) at their next read. */
export function GalleryGroupModal({ group, gameId, groupType, onClose }: GalleryGroupModalProps) {
  const [form] = Form.useForm<GroupForm>();
  const save = useSaveGalleryGroup();
  const categories = useGalleryCategories(gameId);
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = (values: GroupForm) =>
    save.mutate(
      {
        ...values,
        sort: values.sort ?? 0,
        categoryId: values.categoryId ?? null,
        gameId,
        ...(group ? { id: group.id } : {}),
      },
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
      title={group ? '编辑图纸' : '新增图纸'}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={formOf(group, groupType)}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label="图纸名称" rules={[zodRule(fields.name)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="initials"
          label="首字母"
          extra="图库按名称首字母归类"
          normalize={(value: string) => value.toUpperCase()}
          rules={[zodRule(fields.initials)]}
        >
          <Input maxLength={1} style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="groupType" label="类型">
          <Select options={groupTypeOptions} />
        </Form.Item>
        <Form.Item name="chartKind" label="图表内容">
          <Select options={chartKindOptions} />
        </Form.Item>
        <Form.Item name="categoryId" label="分类">
          <Select
            allowClear
            placeholder="不分类"
            loading={categories.isLoading}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="popular" label="热门" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
