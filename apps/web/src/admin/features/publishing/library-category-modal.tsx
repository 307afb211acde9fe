import { App, Form, Input, InputNumber, Modal } from 'antd';
import {
  saveLibraryCategoryBody,
  type LibraryCategory,
  type SaveLibraryCategoryBody,
} from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useSaveLibraryCategory } from './publishing-api';

const fields = saveLibraryCategoryBody.shape;

interface LibraryCategoryModalProps {
  category: LibraryCategory | null;
  onClose: (saved?: LibraryCategory) => void;
}

/** 新增/编辑分类: a category by its code (the code of an existing one stays). */
export function LibraryCategoryModal({ category, onClose }: LibraryCategoryModalProps) {
  const [form] = Form.useForm<SaveLibraryCategoryBody>();
  const save = useSaveLibraryCategory();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = (values: SaveLibraryCategoryBody) =>
    save.mutate(
      { ...values, sort: values.sort ?? 0 },
      {
        onSuccess: (saved) => {
          void message.success('已保存');
          onClose(saved);
        },
        onError: toastError,
      },
    );

  return (
    <Modal
      open
      title={category ? '编辑分类' : '新增分类'}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          code: category?.code ?? '',
          name: category?.name ?? '',
          sort: category?.sort ?? 0,
        }}
        onFinish={submit}
        style={{ marginTop: 16 }}
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
      </Form>
    </Modal>
  );
}
