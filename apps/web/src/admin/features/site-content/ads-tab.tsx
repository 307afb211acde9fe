import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminAd } from '@lottery/contracts';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { AdFormModal } from './ad-form-modal';
import { useAds } from './site-content-api';

/** 广告: the slots AD01–AD14, each with its switch and number of items. */
export function AdsTab({ editable }: { editable: boolean }) {
  const [editing, setEditing] = useState<AdminAd>();
  const wide = useWideScreen();
  const ads = useAds();
  useQueryErrorToast(ads.error);

  const columns: TableColumnsType<AdminAd> = [
    { title: '代码', dataIndex: 'templateCode', width: 80 },
    { title: '位置', dataIndex: 'label', ellipsis: true, width: wide ? undefined : 140 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean) => (enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '图片数',
      key: 'count',
      width: 80,
      responsive: ['md'],
      render: (_: unknown, ad: AdminAd) => ad.items.length,
    },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, ad: AdminAd) => (
              <Button type="link" size="small" onClick={() => setEditing(ad)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<AdminAd>
        rowKey="templateCode"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={ads.data ?? []}
        loading={ads.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing && <AdFormModal ad={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
