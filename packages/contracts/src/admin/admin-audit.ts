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
  'ad.save': '保存广告',
  'carousel.save': '保存首页轮播',
  'sitePage.save': '保存站点页面',
  'image.upload': '上传图片',
  'template.save': '保存模板卡片',
  'template.remove': '删除模板卡片',
  'template.saveGroup': '保存模板分组',
  'template.removeGroup': '删除模板分组',
  'template.saveItem': '保存模板内容',
  'template.removeItem': '删除模板内容',
  'gallery.saveGroup': '保存图库图纸',
  'gallery.removeGroup': '删除图库图纸',
  'promotion.save': '保存优惠活动',
  'promotion.remove': '删除优惠活动',
  'library.saveCategory': '保存资料分类',
  'library.saveArticle': '保存资料文章',
  'library.removeArticle': '删除资料文章',
  'config.save': '修改系统设置',
  'draw.result': '录入开奖结果',
  'draw.correct': '更正开奖结果',
  'chat.room': '保存聊天室',
  'chat.mute': '聊天禁言/解禁',
  'chat.deleteMessage': '删除聊天消息',
  'chat.switch': '聊天总开关/维护',
  'agent.rebate': '修改代理返点',
  'agent.bonusRate': '修改洗码比例',
  'chat.redPacketLimits': '修改红包限额',
  'game.odds': '修改赔率',
  'game.limits': '修改玩法限额',
  'game.maintenance': '游戏维护时间',
  'game.save': '保存游戏',
  'game.provider': '保存游戏平台',
  'game.category': '保存游戏分类',
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
