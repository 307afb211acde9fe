import { App, Button, Drawer, Empty, Flex, Select, Spin, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminTemplate, AdminTemplateGroup, AdminTemplateItem } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import {
  useRemoveTemplateGroup,
  useRemoveTemplateItem,
  useTemplate,
  useTemplateItems,
} from './publishing-api';
import { RowActions } from './row-actions';
import { TemplateGroupModal } from './template-group-modal';
import { TemplateItemModal } from './template-item-modal';

/** Plain text of stored HTML, for a table cell. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface TemplateContentDrawerProps {
  card: AdminTemplate;
  editable: boolean;
  onClose: () => void;
}

/** 卡片内容: the card's groups (tabs) and each group's items, newest first. */
export function TemplateContentDrawer({ card, editable, onClose }: TemplateContentDrawerProps) {
  const wide = useWideScreen();
  const detail = useTemplate(card.id);
  useQueryErrorToast(detail.error);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const groups = detail.data?.groups ?? [];
  const group = groups.find((g) => g.id === picked) ?? groups[0];
  const [page, setPage] = useState(1);
  const items = useTemplateItems(group?.id, page);
  useQueryErrorToast(items.error);
  const [editingGroup, setEditingGroup] = useState<AdminTemplateGroup | null | undefined>();
  const [editingItem, setEditingItem] = useState<AdminTemplateItem | null | undefined>();
  const removeGroup = useRemoveTemplateGroup();
  const removeItem = useRemoveTemplateItem();
  const { message } = App.useApp();
  const toastError = useToastError();

  const removed = () => void message.success('已删除');

  const columns: TableColumnsType<AdminTemplateItem> = [
    { title: '标题', dataIndex: 'title', width: 100 },
    {
      title: '内容',
      dataIndex: 'content',
      ellipsis: true,
      width: wide ? undefined : 160,
      render: (value: string) => textOf(value),
    },
    {
      title: '可见',
      key: 'locks',
      width: 110,
      responsive: ['md'],
      render: (_: unknown, item: AdminTemplateItem) =>
        item.requireRecharge ? (
          <Tag color="orange">充值后</Tag>
        ) : item.requireLogin ? (
          <Tag color="blue">登录后</Tag>
        ) : (
          <Tag>所有人</Tag>
        ),
    },
    { title: '排序', dataIndex: 'sort', width: 80, responsive: ['md'] },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 170,
      responsive: ['lg'],
      render: (value: number) => chinaTimeOf(value),
    },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, item: AdminTemplateItem) => (
              <RowActions
                name={item.title || textOf(item.content).slice(0, 20)}
                removeTitle="删除内容"
                onEdit={() => setEditingItem(item)}
                onRemove={() => removeItem.mutateAsync({ id: item.id }).then(removed, toastError)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer open title={`卡片内容：${card.name}`} width={wide ? 760 : '100%'} onClose={onClose}>
      {detail.isLoading ? (
        <Spin />
      ) : (
        <>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
            <Select
              aria-label="分组"
              value={group?.id}
              placeholder="暂无分组"
              onChange={(id) => {
                setPicked(id);
                setPage(1);
              }}
              options={groups.map((g) => ({
                value: g.id,
                label: `${g.groupName}（${g.itemCount}）`,
              }))}
              style={{ minWidth: 160 }}
            />
            {editable && (
              <>
                <Button onClick={() => setEditingGroup(null)}>新增分组</Button>
                {group && (
                  <RowActions
                    name={group.groupName}
                    removeTitle="删除分组"
                    onEdit={() => setEditingGroup(group)}
                    onRemove={() =>
                      removeGroup.mutateAsync({ id: group.id }).then(() => {
                        setPicked(undefined);
                        removed();
                      }, toastError)
                    }
                  />
                )}
                {group && (
                  <Button type="primary" onClick={() => setEditingItem(null)}>
                    新增内容
                  </Button>
                )}
              </>
            )}
          </Flex>
          {group ? (
            <Table<AdminTemplateItem>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={items.data?.list ?? []}
              loading={items.isLoading}
              scroll={{ x: 'max-content' }}
              pagination={{
                current: page,
                pageSize: 20,
                total: items.data?.total ?? 0,
                onChange: setPage,
                hideOnSinglePage: true,
                showSizeChanger: false,
              }}
              locale={{ emptyText: '暂无数据' }}
            />
          ) : (
            <Empty description="暂无数据" />
          )}
        </>
      )}
      {editingGroup !== undefined && (
        <TemplateGroupModal
          group={editingGroup}
          templateId={card.id}
          onClose={() => setEditingGroup(undefined)}
        />
      )}
      {editingItem !== undefined && group && (
        <TemplateItemModal
          item={editingItem}
          groupId={group.id}
          onClose={() => setEditingItem(undefined)}
        />
      )}
    </Drawer>
  );
}
