import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Progress,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  adminPayWithdrawalBody,
  adminRejectWithdrawalBody,
  formatMoney,
  paymentTypeLabels,
  withdrawStatus,
  withdrawTexts,
  type AdminWithdrawalDetail,
} from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { adminPages } from '../../lib/admin-pages';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { usePayWithdrawal, useRejectWithdrawal, useWithdrawal } from './finance-api';
import { ledgerColumns } from './ledger-columns';
import { OrderStatusTag } from './order-status';
import { ReasonModal } from './reason-modal';
import { MemberStatusTag, Money, tableLocale } from './table-kit';

/** 打码量: what the deposits since the last withdrawal ask, against what has been bet. */
function Turnover({ turnover }: { turnover: AdminWithdrawalDetail['turnover'] }) {
  const { required, done } = turnover;
  const percent = required > 0 ? Math.min(100, Math.floor((done / required) * 100)) : 100;
  return (
    <>
      <Typography.Title level={5}>打码量</Typography.Title>
      <Progress
        percent={percent}
        status={done < required ? 'exception' : 'success'}
        format={(shown) => `${shown}%`}
      />
      <Typography.Paragraph type="secondary">
        已完成 {formatMoney(done)} / 要求 {formatMoney(required)}
      </Typography.Paragraph>
      {done < required && (
        <Alert
          type="warning"
          showIcon
          title={withdrawTexts.turnover}
          style={{ marginBottom: 16 }}
        />
      )}
    </>
  );
}

function WithdrawalDetail({ detail }: { detail: AdminWithdrawalDetail }) {
  const { order, member } = detail;
  const wide = useWideScreen();
  return (
    <>
      <Descriptions
        title="订单"
        size="small"
        bordered
        column={wide ? 2 : 1}
        items={[
          { label: '订单号', children: order.orderNo },
          {
            label: '状态',
            children: (
              <OrderStatusTag kind="withdrawal" status={order.status} text={order.statusText} />
            ),
          },
          { label: '金额', children: <Money milli={order.amount} /> },
          { label: '收款方式', children: paymentTypeLabels[order.type] ?? '其他' },
          { label: '银行', children: order.bankName },
          {
            label: '账号',
            children: (
              <Typography.Text copyable={{ text: order.bankAccount }}>
                {order.bankAccount}
              </Typography.Text>
            ),
          },
          { label: '户名', children: order.accountName },
          { label: '申请时间', children: chinaTimeOf(order.createdAt) },
          { label: '处理人', children: order.decidedBy ?? '-' },
          { label: '处理时间', children: chinaTimeOf(order.finishedAt) },
          ...(order.reason ? [{ label: '原因/备注', children: order.reason }] : []),
        ]}
        style={{ marginBottom: 16 }}
      />
      <Descriptions
        title="会员"
        size="small"
        bordered
        column={wide ? 2 : 1}
        items={[
          {
            label: '账号',
            children: <Link to={adminPages.member(member.id)}>{member.account}</Link>,
          },
          { label: '真实姓名', children: member.fullName || '-' },
          { label: '状态', children: <MemberStatusTag status={member.status} /> },
          { label: '余额', children: <Money milli={member.balance} /> },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Turnover turnover={detail.turnover} />
      <Typography.Title level={5}>最近资金明细</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        columns={ledgerColumns}
        dataSource={detail.recentLedger}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={tableLocale}
      />
    </>
  );
}

/**
 * A withdrawal before it is paid: the order, its member, the turnover and the recent money; a
 * finance operator decides it here while it is under review.
 */
export function WithdrawalDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [deciding, setDeciding] = useState<'pay' | 'reject' | null>(null);
  const wide = useWideScreen();
  const { can } = useOperator();
  const withdrawal = useWithdrawal(id);
  useQueryErrorToast(withdrawal.error);
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const { message } = App.useApp();
  const toastError = useToastError();
  const detail = withdrawal.data;
  const order = detail?.order;
  const decidable = order?.status === withdrawStatus.reviewing && can('decideMoney');

  const decided = {
    onSuccess: () => void message.success('操作成功'),
    onError: toastError,
    onSettled: () => setDeciding(null),
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title="提现详情"
      size={wide ? 720 : '100%'}
      destroyOnHidden
      footer={
        decidable && (
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button danger onClick={() => setDeciding('reject')}>
              拒绝
            </Button>
            <Button type="primary" onClick={() => setDeciding('pay')}>
              确认出款
            </Button>
          </Space>
        )
      }
    >
      {detail ? (
        <WithdrawalDetail detail={detail} />
      ) : withdrawal.isError ? (
        <Empty description="暂无数据" />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
      {order && deciding === 'pay' && (
        <ReasonModal
          title="确认出款"
          description={`确认已向 ${order.accountName} 出款 ${formatMoney(order.amount)} 元？`}
          label="备注"
          optional
          schema={adminPayWithdrawalBody.shape.reason}
          okText="确认出款"
          pending={pay.isPending}
          onSubmit={(reason) => pay.mutate({ id: order.id, reason }, decided)}
          onClose={() => setDeciding(null)}
        />
      )}
      {order && deciding === 'reject' && (
        <ReasonModal
          title="拒绝提现"
          description={`拒绝后 ${formatMoney(order.amount)} 元将退回会员 ${order.account} 的余额。`}
          label="拒绝原因"
          schema={adminRejectWithdrawalBody.shape.reason}
          okText="拒绝"
          danger
          pending={reject.isPending}
          onSubmit={(reason) => reject.mutate({ id: order.id, reason }, decided)}
          onClose={() => setDeciding(null)}
        />
      )}
    </Drawer>
  );
}
