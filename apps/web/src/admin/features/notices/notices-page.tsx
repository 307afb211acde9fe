import { App, Button, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { noticeTypes, type AdminNotice } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { NoticeFormModal } from './notice-form-modal';
import { useNotices, useRemoveNotice } from './notices-api';
import { noticeTypeOptions } from './notice-types';

const yesNo = (value: boolean, yes: string) =>
  value ? <Tag color="green">{yes}</Tag> : <Tag>否</Tag>;

/** 公告管理: the three kinds of notices; only content roles may change them. */
export function NoticesPage() {
  const [noticeType, setNoticeType] = useState<number>(noticeTypes.carousel);
  /** The notice being edited; null for a new one; undefined when the form is closed. */
  const [editing, setEditing] = useState<AdminNotice | null | undefined>(undefined);
  const { can } = useOperator();
  const editable = can('editContent');
  const wide = useWideScreen();
  const notices = useNotices(noticeType);
  useQueryErrorToast(notices.error);
  const remove = useRemoveNotice();
  const { message } = App.useApp();
  const toastError = useToastError();

  const removeNotice = (notice: AdminNotice) =>
    remove.mutateAsync(notice.id).then(
      () => void message.success('已删除'),
      (error: unknown) => toastError(error),
    );

  const columns: TableColumnsType<AdminNotice> = [
    { title: '标题', dataIndex: 'title', ellipsis: true, width: wide ? undefined : 160 },
    { title: '排序', dataIndex: 'sort', width: 80, responsive: ['md'] },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 80,
      render: (value: boolean) => yesNo(value, '启用'),
    },
    {
      title: '滚动',
      dataIndex: 'rolls',
      width: 80,
      responsive: ['md'],
      render: (value: boolean) => yesNo(value, '滚动'),
    },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 180,
      responsive: ['lg'],
      render: (value: number) => chinaTimeOf(value),
    },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, notice: AdminNotice) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing(notice)}>
                  编辑
                </Button>
                <Popconfirm
                  title="删除公告"
                  description={`确定删除「${notice.title}」吗？`}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => removeNotice(notice)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageTitle
        title="公告管理"
        extra={
          editable && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <Segmented
        options={noticeTypeOptions}
        value={noticeType}
        onChange={(value) => setNoticeType(value)}
        style={{ marginBottom: 16 }}
      />
      <Table<AdminNotice>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={notices.data ?? []}
        loading={notices.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing !== undefined && (
        <NoticeFormModal
          notice={editing}
          noticeType={noticeType}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
