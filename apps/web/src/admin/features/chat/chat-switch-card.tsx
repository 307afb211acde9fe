import { App, Card, Flex, Switch, Typography } from 'antd';
import type { AdminChatSwitch } from '@lottery/contracts';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useOperator } from '../../session/admin-session';
import { useChatSwitch, useSaveChatSwitch } from './chat-api';

const asks = {
  enableChat: (on: boolean) =>
    on ? '确定开启聊天室吗？' : '确定关闭整个聊天室吗？所有会员将无法使用聊天。',
  maintenance: (on: boolean) =>
    on ? '确定将聊天室设为维护中吗？会员将看到维护提示。' : '确定结束聊天室维护吗？',
} as const;

/** The chat's global switch and maintenance; each change is confirmed first. */
export function ChatSwitchCard() {
  const { can } = useOperator();
  const editable = can('moderateChat');
  const current = useChatSwitch();
  useQueryErrorToast(current.error);
  const save = useSaveChatSwitch();
  const { modal, message } = App.useApp();
  const toastError = useToastError();

  const change = (key: keyof AdminChatSwitch, on: boolean) => {
    if (!current.data) return;
    const next = { ...current.data, [key]: on };
    modal.confirm({
      title: key === 'enableChat' ? '聊天总开关' : '聊天维护',
      content: asks[key](on),
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        save.mutateAsync(next).then(
          () => void message.success('已保存'),
          (error: unknown) => toastError(error),
        ),
    });
  };

  return (
    <Card size="small" style={{ marginBottom: 16 }} loading={current.isLoading}>
      <Flex gap={32} wrap>
        <Flex gap={8} align="center">
          <Typography.Text>聊天总开关</Typography.Text>
          <Switch
            aria-label="聊天总开关"
            checked={current.data?.enableChat ?? false}
            disabled={!editable || !current.data}
            loading={save.isPending}
            checkedChildren="开"
            unCheckedChildren="关"
            onChange={(on) => change('enableChat', on)}
          />
        </Flex>
        <Flex gap={8} align="center">
          <Typography.Text>维护中</Typography.Text>
          <Switch
            aria-label="聊天维护"
            checked={current.data?.maintenance ?? false}
            disabled={!editable || !current.data}
            loading={save.isPending}
            checkedChildren="是"
            unCheckedChildren="否"
            onChange={(on) => change('maintenance', on)}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
