import { App, Form, Input, InputNumber, Modal } from 'antd';
import {
  saveCategoryBody,
  type AdminGameCategory,
  type SaveCategoryBody,
} from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
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
  const [form] = Form.useForm<CategoryForm>();
  const save = useSaveCategory();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = (values: CategoryForm) =>
    save.mutate(
      {
        type: category.type as SaveCategoryBody['type'],
        name: values.name.trim(),
        sort: values.sort ?? 0,
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
      title={`编辑分类 · ${category.name}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CategoryForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: category.name, sort: category.sort }}
      >
        <Form.Item name="name" label="名称" rules={[zodRule(fields.name)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="小的在前" rules={[zodRule(fields.sort)]}>
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
