import { Form, Input, InputNumber, Select, Switch } from 'antd';
import {
  galleryChartKindLabels,
  saveGalleryGroupBody,
  type AdminGalleryGroup,
  type SaveGalleryGroupBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
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
  const save = useSaveGalleryGroup();
  const categories = useGalleryCategories(gameId);
  return (
    <FormModal<GroupForm, SaveGalleryGroupBody>
      title={group ? '编辑图纸' : '新增图纸'}
      save={save}
      toBody={(values) => ({
        ...values,
        sort: values.sort ?? 0,
        categoryId: values.categoryId ?? null,
        gameId,
        ...(group ? { id: group.id } : {}),
      })}
      onClose={onClose}
      initialValues={formOf(group, groupType)}
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
    </FormModal>
  );
}
