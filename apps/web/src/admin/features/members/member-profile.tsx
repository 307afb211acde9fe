import { Descriptions, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { AdminMemberDetail } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { useWideScreen } from '../../lib/use-wide-screen';
import { MemberStatusTag, Money } from '../finance/table-kit';

const memberTypeLabels: Record<string, string> = { HY: '正式会员', TEST: '试玩会员' };

const flag = (on: boolean, yes: string, no: string, color = 'orange') =>
  on ? <Tag color={color}>{yes}</Tag> : <Tag>{no}</Tag>;

const profileOf = (member: AdminMemberDetail): DescriptionsProps['items'] => [
  { label: '账号', children: member.account },
  { label: '状态', children: <MemberStatusTag status={member.status} /> },
  { label: '昵称', children: member.nickname || '-' },
  { label: '真实姓名', children: member.fullName || '-' },
  { label: '手机号', children: member.phone || '-' },
  { label: '邮箱', children: member.email || '-' },
  { label: 'QQ', children: member.qq || '-' },
  { label: '微信', children: member.weixin || '-' },
  { label: '生日', children: member.birthday || '-' },
  { label: '类型', children: memberTypeLabels[member.type] ?? member.type },
  { label: '代理', children: member.isAgent ? '是' : '否' },
  { label: '上级代理', children: member.agentAccount ?? '无' },
  { label: 'VIP等级', children: member.vipLevel },
  { label: '注册IP', children: member.registeredIp || '-' },
  { label: '注册时间', children: chinaTimeOf(member.createdAt) },
  { label: '最后登录', children: chinaTimeOf(member.lastLoginAt) },
  { label: '在线会话', children: member.openSessions },
];

const balancesOf = (member: AdminMemberDetail): DescriptionsProps['items'] => [
  { label: '余额', children: <Money milli={member.balance} /> },
  { label: '游戏钱包', children: <Money milli={member.liveBalance} /> },
  { label: '提现冻结', children: <Money milli={member.withdrawingAmount} /> },
  { label: '累计充值', children: <Money milli={member.rechargeTotal} /> },
];

const flagsOf = (member: AdminMemberDetail): DescriptionsProps['items'] => [
  { label: '登录密码待重置', children: flag(member.mustResetPassword, '是', '否') },
  {
    label: '提现密码',
    children: (
      <>
        {flag(member.fundPasswordSet, '已设置', '未设置', 'green')}
        {member.fundPasswordLocked && <Tag color="red">已锁定</Tag>}
      </>
    ),
  },
  { label: '游戏黑名单', children: flag(member.gameBlacklisted, '已加入', '否', 'red') },
  { label: '聊天', children: flag(!member.enableChat, '已禁止', '允许', 'red') },
];

/** A member's profile, balances and flags. */
export function MemberProfile({ member }: { member: AdminMemberDetail }) {
  const wide = useWideScreen();
  const common = { size: 'small', bordered: true, style: { marginBottom: 16 } } as const;
  return (
    <>
      <Descriptions {...common} title="资料" column={wide ? 3 : 1} items={profileOf(member)} />
      <Descriptions
        {...common}
        title="资金"
        column={wide ? 4 : 2}
        layout={wide ? 'horizontal' : 'vertical'}
        items={balancesOf(member)}
      />
      <Descriptions {...common} title="状态" column={wide ? 4 : 1} items={flagsOf(member)} />
    </>
  );
}
