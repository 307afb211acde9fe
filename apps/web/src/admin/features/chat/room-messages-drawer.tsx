import {
  Alert,
  App,
  Button,
  Drawer,
  Empty,
  Flex,
  List,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import type { AdminChatMessage, AdminChatRoom } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { errorText, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { liveRefreshMs, useChatMessages, useDeleteChatMessage } from './chat-api';
import { MuteModal } from './mute-modal';

const typeLabels: Record<AdminChatMessage['type'], string> = {
  text: '文字',
  emoji: '表情',
  image: '图片',
  hongbao: '红包',
  system: '系统',
};

/** A message's body, always as text: what a member typed is never read as HTML. */
function MessageBody({ message }: { message: AdminChatMessage }) {
  if (message.deleted) return <Typography.Text type="secondary">（已删除）</Typography.Text>;
  return (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {message.type !== 'text' && <Tag>{typeLabels[message.type]}</Tag>}
      {message.body}
    </Typography.Paragraph>
  );
}

/** A room's latest messages, read again every 5 s; moderators delete and mute from here. */
export function RoomMessagesDrawer({
  room,
  onClose,
}: {
  room: AdminChatRoom;
  onClose: () => void;
}) {
  const { can } = useOperator();
  const moderator = can('moderateChat');
  const wide = useWideScreen();
  const messages = useChatMessages(room.id);
  const remove = useDeleteChatMessage();
  const [muting, setMuting] = useState<AdminChatMessage | null>(null);
  const { message: toast } = App.useApp();
  const toastError = useToastError();

  const removeMessage = (id: number) =>
    remove.mutateAsync(id).then(
      () => void toast.success('已删除'),
      (error: unknown) => toastError(error),
    );

  const actionsOf = (message: AdminChatMessage) =>
    moderator && !message.deleted
      ? [
          <Popconfirm
            key="delete"
            title="删除消息"
            description="删除后会员将看不到这条消息，确定删除吗？"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => removeMessage(message.id)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>,
          <Button key="mute" type="link" size="small" onClick={() => setMuting(message)}>
            禁言
          </Button>,
        ]
      : [];

  let content;
  if (messages.isLoading) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  } else if (messages.error && !messages.data) {
    content = <Alert type="error" showIcon title={errorText(messages.error)} />;
  } else if (!messages.data?.list.length) {
    content = <Empty description="暂无数据" />;
  } else {
    content = (
      <List<AdminChatMessage>
        dataSource={messages.data.list}
        rowKey="id"
        renderItem={(message) => (
          <List.Item actions={actionsOf(message)}>
            <List.Item.Meta
              title={
                <Space size={8} wrap>
                  <Typography.Text strong>{message.senderName}</Typography.Text>
                  <Typography.Text type="secondary">
                    {message.senderAccount ?? '游客'}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {chinaTimeOf(message.createdAt)}
                  </Typography.Text>
                </Space>
              }
              description={<MessageBody message={message} />}
            />
          </List.Item>
        )}
      />
    );
  }

  return (
    <Drawer
      open
      title={`${room.name} · 最新消息`}
      extra={<Typography.Text type="secondary">每{liveRefreshMs / 1000}秒刷新</Typography.Text>}
      size={wide ? 640 : '100%'}
      onClose={onClose}
      destroyOnHidden
    >
      {messages.error && messages.data && (
        <Alert
          type="warning"
          showIcon
          message={errorText(messages.error)}
          style={{ marginBottom: 12 }}
        />
      )}
      {content}
      {muting && (
        <MuteModal message={muting} roomName={room.name} onClose={() => setMuting(null)} />
      )}
    </Drawer>
  );
}
