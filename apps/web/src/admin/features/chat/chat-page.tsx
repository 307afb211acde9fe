import { Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminChatRoom } from '@lottery/contracts';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { useChatRooms } from './chat-api';
import { ChatSwitchCard } from './chat-switch-card';
import { RedPacketLimitsCard } from './red-packet-limits-card';
import { RoomFormModal } from './room-form-modal';
import { RoomMessagesDrawer } from './room-messages-drawer';

const onOff = (value: number, on: string, off: string) =>
  value === 1 ? <Tag color="green">{on}</Tag> : <Tag>{off}</Tag>;

/** 聊天管理: the global switches, the rooms and their rules, a room's live messages. */
export function ChatPage() {
  const { can } = useOperator();
  const editable = can('moderateChat');
  const wide = useWideScreen();
  const rooms = useChatRooms();
  useQueryErrorToast(rooms.error);
  const [editing, setEditing] = useState<AdminChatRoom | null>(null);
  const [watching, setWatching] = useState<AdminChatRoom | null>(null);

  const columns: TableColumnsType<AdminChatRoom> = [
    { title: '聊天室', dataIndex: 'name', width: wide ? undefined : 140 },
    { title: '分组', dataIndex: 'classGroupName', width: 120, responsive: ['md'] },
    { title: '人数', dataIndex: 'totalPeople', width: 80 },
    {
      title: '会员发言',
      dataIndex: 'enableChat',
      width: 100,
      render: (value: number) => onOff(value, '允许', '禁止'),
    },
    {
      title: '发言间隔',
      dataIndex: 'secPerMess',
      width: 100,
      responsive: ['md'],
      render: (value: number) => (value > 0 ? `${value}秒` : '不限'),
    },
    { title: '最低VIP', dataIndex: 'minVipLevel', width: 90, responsive: ['md'] },
    {
      title: '维护',
      dataIndex: 'maintenance',
      width: 80,
      responsive: ['lg'],
      render: (value: number) => (value === 1 ? <Tag color="orange">维护中</Tag> : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_: unknown, room: AdminChatRoom) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setWatching(room)}>
            查看消息
          </Button>
          {editable && (
            <Button type="link" size="small" onClick={() => setEditing(room)}>
              编辑
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="聊天管理" />
      <ChatSwitchCard />
      <RedPacketLimitsCard />
      <Table<AdminChatRoom>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={rooms.data ?? []}
        loading={rooms.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: rooms.error ? '加载失败' : '暂无数据' }}
      />
      {editing && <RoomFormModal room={editing} onClose={() => setEditing(null)} />}
      {watching && <RoomMessagesDrawer room={watching} onClose={() => setWatching(null)} />}
    </>
  );
}
