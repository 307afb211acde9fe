import { App, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useToastError } from '../lib/toast-error';

/** What the modal needs of a TanStack mutation: one call with callbacks, and whether it runs. */
export interface SaveMutation<Body, Result> {
  mutate: (
    body: Body,
    options: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface FormModalProps<Values, Body, Result> {
  title: ReactNode;
  initialValues?: Partial<Values>;
  save: SaveMutation<Body, Result>;
  /** The body sent for the form's validated values. */
  toBody: (values: Values) => Body;
  onClose: () => void;
  /** After a save; closes the modal unless given. */
  onSaved?: (result: Result) => void;
  okText?: string;
  /** The toast after a save, or false for none (when `onSaved` says it). */
  successText?: string | ((values: Values) => string) | false;
  width?: number;
  /** Given when the caller reads the form too (Form.useWatch, a preview). */
  form?: FormInstance<Values>;
  /** The form's items, and anything shown beside them. */
  children: ReactNode;
}

/** An always-open modal whose OK button validates the form and saves it, toasting the outcome. */
export function FormModal<Values, Body, Result = unknown>({
  title,
  initialValues,
  save,
  toBody,
  onClose,
  onSaved = onClose,
  okText = '保存',
  successText = '已保存',
  width,
  form: givenForm,
  children,
}: FormModalProps<Values, Body, Result>) {
  const [ownForm] = Form.useForm<Values>();
  const form = givenForm ?? ownForm;
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = (values: Values) =>
    save.mutate(toBody(values), {
      onSuccess: (result) => {
        const text = typeof successText === 'function' ? successText(values) : successText;
        if (text) void message.success(text);
        onSaved(result);
      },
      onError: toastError,
    });

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={width}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        {children}
      </Form>
    </Modal>
  );
}
