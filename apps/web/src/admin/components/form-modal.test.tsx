import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError } from '../lib/admin-api';
import { stubScreenWidth } from '../test/browser-stubs';
import { FormModal } from './form-modal';

interface RenameBody {
  id: number;
  name: string;
}

/** A one-field modal over a real mutation whose call is `send`. */
function RenameModal({
  send,
  onClose,
}: {
  send: (body: RenameBody) => Promise<null>;
  onClose: () => void;
}) {
  const rename = useMutation({ mutationFn: send });
  return (
    <FormModal<{ name: string }, RenameBody>
      title="改名"
      initialValues={{ name: '旧名' }}
      save={rename}
      toBody={({ name }) => ({ id: 3, name: name.trim() })}
      onClose={onClose}
    >
      <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}

const renderModal = (send: (body: RenameBody) => Promise<null>) => {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <StyleProvider mock="server">
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <RenameModal send={send} onClose={onClose} />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: '改名' }) };
};

const rename = (dialog: HTMLElement, name: string) => {
  fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
};

beforeEach(() => stubScreenWidth(1280));
afterEach(() => vi.unstubAllGlobals());

describe('FormModal', () => {
  it('saves the body made of the form, says so and closes', async () => {
    const send = vi.fn(async (_body: RenameBody) => null);
    const { onClose, dialog } = renderModal(send);

    rename(dialog, '  新名 ');

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0]).toEqual({ id: 3, name: '新名' });
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('shows the server’s refusal and stays open', async () => {
    const send = vi.fn(async (_body: RenameBody): Promise<null> => {
      throw new AdminApiError('NAME_TAKEN', '名称已被使用', 409);
    });
    const { onClose, dialog } = renderModal(send);

    rename(dialog, '重名');

    expect(await screen.findByText('名称已被使用')).toBeTruthy();
    expect(send).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '改名' })).toBe(dialog);
    expect(screen.queryByText('已保存')).toBeNull();
  });

  it('sends nothing while a field is invalid', async () => {
    const send = vi.fn(async (_body: RenameBody) => null);
    const { onClose, dialog } = renderModal(send);

    rename(dialog, '');

    expect(await within(dialog).findByText('请输入名称')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
