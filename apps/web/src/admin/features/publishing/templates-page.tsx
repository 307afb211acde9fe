import { App, Button, Flex, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminTemplate } from '@lottery/contracts';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { GamePicker } from './game-picker';
import { useRemoveTemplate, useTemplates } from './publishing-api';
import { RowActions } from './row-actions';
import { TemplateCardModal } from './template-card-modal';
import { TemplateContentDrawer } from './template-content-drawer';

/** 模板卡片: a game's prediction cards, their groups and items; content roles change them. */
export function TemplatesPage() {
  const [gameId, setGameId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<AdminTemplate | null | undefined>(undefined);
  const [opened, setOpened] = useState<AdminTemplate | undefined>(undefined);
  const { can } = useOperator();
  const editable = can('editContent');
  const wide = useWideScreen();
  const cards = useTemplates(gameId);
  useQueryErrorToast(cards.error);
  const remove = useRemoveTemplate();
  const { message } = App.useApp();
  const toastError = useToastError();

  const contentButton = (card: AdminTemplate) => (
    <Button type="link" size="small" onClick={() => setOpened(card)}>
      内容
    </Button>
  );

  const columns: TableColumnsType<AdminTemplate> = [
    { title: '名称', dataIndex: 'name', ellipsis: true, width: wide ? undefined : 140 },
    { title: '版式', dataIndex: 'templateCode', width: 90 },
    { title: '玩法分类', dataIndex: 'playCateName', width: 110, responsive: ['md'] },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (value: number) => (value === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '来源',
      dataIndex: 'generated',
      width: 90,
      responsive: ['lg'],
      render: (value: boolean) => (value ? <Tag color="blue">开奖生成</Tag> : <Tag>人工</Tag>),
    },
    { title: '排序', dataIndex: 'sort', width: 80, responsive: ['md'] },
    {
      title: '操作',
      key: 'actions',
      width: editable ? 160 : 80,
      render: (_: unknown, card: AdminTemplate) =>
        editable ? (
          <RowActions
            name={card.name}
            removeTitle="删除模板卡片"
            before={contentButton(card)}
            onEdit={() => setEditing(card)}
            onRemove={() =>
              remove
                .mutateAsync({ id: card.id })
                .then(() => void message.success('已删除'), toastError)
            }
          />
        ) : (
          contentButton(card)
        ),
    },
  ];

  return (
    <>
      <PageTitle
        title="模板卡片"
        extra={
          editable && (
            <Button type="primary" disabled={gameId === undefined} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <GamePicker value={gameId} onChange={setGameId} />
      </Flex>
      <Table<AdminTemplate>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={cards.data ?? []}
        loading={cards.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing !== undefined && gameId !== undefined && (
        <TemplateCardModal card={editing} gameId={gameId} onClose={() => setEditing(undefined)} />
      )}
      {opened && (
        <TemplateContentDrawer
          card={opened}
          editable={editable}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
}
