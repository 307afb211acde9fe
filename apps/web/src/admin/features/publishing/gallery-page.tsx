import { App, Button, Flex, Input, Segmented, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { galleryChartKindLabels, type AdminGalleryGroup } from '@lottery/contracts';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { GalleryGroupModal, groupTypeOptions } from './gallery-group-modal';
import { GamePicker } from './game-picker';
import { useGalleryGroups, useRemoveGalleryGroup } from './publishing-api';
import { RowActions } from './row-actions';

const chartKindLabel = (kind: string) =>
  galleryChartKindLabels[kind as keyof typeof galleryChartKindLabels] ?? kind;

/** 图库: a game's chart groups (图纸) by type; content roles add, change and remove them. */
export function GalleryPage() {
  const [gameId, setGameId] = useState<number | undefined>(undefined);
  const [groupType, setGroupType] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminGalleryGroup | null | undefined>(undefined);
  const { can } = useOperator();
  const editable = can('editContent');
  const wide = useWideScreen();
  const groups = useGalleryGroups({ gameId, groupType, searchText, page });
  useQueryErrorToast(groups.error);
  const remove = useRemoveGalleryGroup();
  const { message } = App.useApp();
  const toastError = useToastError();

  const columns: TableColumnsType<AdminGalleryGroup> = [
    { title: '图纸名称', dataIndex: 'name', ellipsis: true, width: wide ? undefined : 140 },
    { title: '首字母', dataIndex: 'initials', width: 80 },
    {
      title: '图表内容',
      dataIndex: 'chartKind',
      width: 100,
      responsive: ['md'],
      render: chartKindLabel,
    },
    {
      title: '状态',
      key: 'state',
      width: 120,
      render: (_: unknown, group: AdminGalleryGroup) => (
        <>
          {group.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}
          {group.popular && <Tag color="red">热门</Tag>}
        </>
      ),
    },
    { title: '期数', dataIndex: 'imageCount', width: 80, responsive: ['md'] },
    { title: '排序', dataIndex: 'sort', width: 80, responsive: ['lg'] },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, group: AdminGalleryGroup) => (
              <RowActions
                name={group.name}
                removeTitle="删除图纸"
                onEdit={() => setEditing(group)}
                onRemove={() =>
                  remove
                    .mutateAsync({ id: group.id })
                    .then(() => void message.success('已删除'), toastError)
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageTitle
        title="图库"
        extra={
          editable && (
            <Button type="primary" disabled={gameId === undefined} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <GamePicker
          value={gameId}
          onChange={(id) => {
            setGameId(id);
            setPage(1);
          }}
        />
        <Segmented
          options={groupTypeOptions}
          value={groupType}
          onChange={(value) => {
            setGroupType(value);
            setPage(1);
          }}
        />
        <Input.Search
          aria-label="搜索图纸"
          placeholder="图纸名称"
          allowClear
          onSearch={(value) => {
            setSearchText(value.trim());
            setPage(1);
          }}
          style={{ width: 200, maxWidth: '100%' }}
        />
      </Flex>
      <Table<AdminGalleryGroup>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={groups.data?.list ?? []}
        loading={groups.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: groups.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing !== undefined && gameId !== undefined && (
        <GalleryGroupModal
          group={editing}
          gameId={gameId}
          groupType={groupType}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
