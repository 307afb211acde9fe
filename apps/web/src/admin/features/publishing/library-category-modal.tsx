import { Form, Input, InputNumber } from 'antd';
import {
  saveLibraryCategoryBody,
  type LibraryCategory,
  type SaveLibraryCategoryBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useSaveLibraryCategory } from './publishing-api';

const fields = saveLibraryCategoryBody.shape;

interface LibraryCategoryModalProps {
  category: LibraryCategory | null;
  onClose: (saved?: LibraryCategory) => void;
}

/** 新增/编辑分类: a category by its code (the code of an existing one stays). */
export function LibraryCategoryModal({ category, onClose }: LibraryCategoryModalProps) {
  const save = useSaveLibraryCategory();
  return (
    <FormModal<SaveLibraryCategoryBody, SaveLibraryCategoryBody, LibraryCategory>
      title={category ? '编辑分类' : '新增分类'}
      save={save}
      toBody={(values) => ({ ...values, sort: values.sort ?? 0 })}
      onClose={() => onClose()}
      onSaved={onClose}
      initialValues={{
        code: category?.code ?? '',
        name: category?.name ?? '',
        sort: category?.sort ?? 0,
      }}
    >
      <Form.Item
        name="code"
        label="分类代码"
        extra="小写字母开头，会员端地址使用"
        rules={[zodRule(fields.code)]}
      >
        <Input maxLength={40} disabled={category !== null} />
      </Form.Item>
      <Form.Item name="name" label="分类名称" rules={[zodRule(fields.name)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="sort" label="排序">
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
