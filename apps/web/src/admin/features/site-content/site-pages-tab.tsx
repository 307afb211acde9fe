import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminSitePage } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useSitePages } from './site-content-api';
import { SitePageModal } from './site-page-modal';

/** 站点页面: the about pages the member app links (用户协议, 联系我们, 隐私协议). */
export function SitePagesTab({ editable }: { editable: boolean }) {
  const [editing, setEditing] = useState<AdminSitePage>();
  const wide = useWideScreen();
  const pages = useSitePages();
  useQueryErrorToast(pages.error);

  const columns: TableColumnsType<AdminSitePage> = [
    { title: '标题', dataIndex: 'title', ellipsis: true, width: wide ? undefined : 140 },
    { title: '标识', dataIndex: 'slug', width: 150, responsive: ['md'] },
    {
      title: '状态',
      dataIndex: 'stored',
      width: 80,
      render: (stored: boolean) => (stored ? <Tag color="green">已发布</Tag> : <Tag>未设置</Tag>),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 180,
      responsive: ['lg'],
      render: (value: number | null) => (value === null ? '-' : chinaTimeOf(value)),
    },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, page: AdminSitePage) => (
              <Button type="link" size="small" onClick={() => setEditing(page)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<AdminSitePage>
        rowKey="slug"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={pages.data ?? []}
        loading={pages.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing && <SitePageModal page={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
