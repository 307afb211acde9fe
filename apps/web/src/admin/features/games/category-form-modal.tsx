import { Form, Input, InputNumber } from 'antd';
import {
  saveCategoryBody,
  type AdminGameCategory,
  type SaveCategoryBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useSaveCategory } from './games-api';

interface CategoryForm {
  name: string;
  sort: number;
}

const fields = saveCategoryBody.shape;

/** 编辑分类: a game-centre tab's name and order. */
export function CategoryFormModal({
  category,
  onClose,
}: {
  category: AdminGameCategory;
  onClose: () => void;
}) {
  const save = useSaveCategory();
  return (
    <FormModal<CategoryForm, SaveCategoryBody>
      title={`编辑分类 · ${category.name}`}
      save={save}
      toBody={(values) => ({
        type: category.type as SaveCategoryBody['type'],
        name: values.name.trim(),
        sort: values.sort ?? 0,
      })}
      onClose={onClose}
      initialValues={{ name: category.name, sort: category.sort }}
    >
      <Form.Item name="name" label="名称" rules={[zodRule(fields.name)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="小的在前" rules={[zodRule(fields.sort)]}>
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
