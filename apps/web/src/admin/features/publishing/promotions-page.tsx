import { App, Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminPromotion } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { deviceLabels, PromotionFormModal } from './promotion-form-modal';
import { usePromotions, useRemovePromotion } from './publishing-api';
import { RowActions } from './row-actions';

const stateOf = (promotion: AdminPromotion, now: number) =>
  now < promotion.startTime ? (
    <Tag color="blue">未开始</Tag>
  ) : now > promotion.endTime ? (
    <Tag>已结束</Tag>
  ) : (
    <Tag color="green">进行中</Tag>
  );

/** 优惠活动: every promotion, ended and future ones too; content roles change them. */
export function PromotionsPage() {
  const [editing, setEditing] = useState<AdminPromotion | null | undefined>(undefined);
  const [now] = useState(() => Date.now());
  const { can } = useOperator();
  const editable = can('editContent');
  const wide = useWideScreen();
  const promotions = usePromotions();
  useQueryErrorToast(promotions.error);
  const remove = useRemovePromotion();
  const { message } = App.useApp();
  const toastError = useToastError();

  const columns: TableColumnsType<AdminPromotion> = [
    { title: '活动名称', dataIndex: 'name', ellipsis: true, width: wide ? undefined : 150 },
    { title: '分类', dataIndex: 'classifyName', width: 90 },
    {
      title: '状态',
      key: 'state',
      width: 90,
      render: (_: unknown, promotion: AdminPromotion) => stateOf(promotion, now),
    },
    {
      title: '活动时间',
      key: 'period',
      width: 330,
      responsive: ['lg'],
      render: (_: unknown, p: AdminPromotion) =>
        `${chinaTimeOf(p.startTime).slice(0, 16)} 至 ${chinaTimeOf(p.endTime).slice(0, 16)}`,
    },
    {
      title: '设备',
      dataIndex: 'device',
      width: 90,
      responsive: ['md'],
      render: (value: number) => deviceLabels[value] ?? value,
    },
    { title: '排序', dataIndex: 'sort', width: 80, responsive: ['md'] },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, promotion: AdminPromotion) => (
              <RowActions
                name={promotion.name}
                removeTitle="删除活动"
                onEdit={() => setEditing(promotion)}
                onRemove={() =>
                  remove
                    .mutateAsync({ id: promotion.id })
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
        title="优惠活动"
        extra={
          editable && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <Table<AdminPromotion>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={promotions.data ?? []}
        loading={promotions.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing !== undefined && (
        <PromotionFormModal promotion={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
