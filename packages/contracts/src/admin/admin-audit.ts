import { z } from 'zod';
import { query } from '../query';
import { textField } from '../validation';
import { adminDay, adminPage, adminPageQuery } from './admin-common';

/** What an audit row names as its action: `{area}.{verb}`, one per admin call that changes. */
export const auditActionLabels = {
  'operator.login': '登录后台',
  'operator.logout': '退出后台',
  'operator.save': '保存操作员',
  'operator.resetTotp': '重置动态码',
  'member.freeze': '冻结/解冻会员',
  'member.blacklist': '游戏黑名单',
  'member.resetPassword': '重置登录密码',
  'member.clearFundLock': '解除提现密码锁定',
  'member.adjust': '人工存款/扣款',
  'member.vip': '修改VIP等级',
  'member.moveAgent': '转移上级代理',
  'withdrawal.pay': '提现出款',
  'withdrawal.reject': '提现拒绝',
  'recharge.confirm': '充值确认',
  'recharge.reject': '充值拒绝',
  'channel.save': '保存支付通道',
  'notice.save': '保存公告',
  'notice.remove': '删除公告',
  'config.save': '修改系统设置',
  'chat.room': '保存聊天室',
  'chat.mute': '聊天禁言/解禁',
  'chat.deleteMessage': '删除聊天消息',
  'chat.switch': '聊天总开关/维护',
} as const;
export type AuditAction = keyof typeof auditActionLabels;

export const adminAuditQuery = query({
  ...adminPageQuery,
  operator: textField(32).optional(),
  action: textField(64).optional(),
  /** The target's text (a member's account, an order number). */
  target: textField(64).optional(),
  startDate: adminDay.optional(),
  endDate: adminDay.optional(),
});

export const adminAuditRow = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorAccount: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  target: z.string(),
  ip: z.string(),
  /** The state before and after, as JSON (secrets never written). */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.number().int(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRow>;
export const adminAuditPage = adminPage(adminAuditRow);
