import { App, Button, Space } from 'antd';
import { useState } from 'react';
import {
  adminPaths,
  blacklistMemberBody,
  freezeMemberBody,
  type AdminMemberDetail,
  type clearFundLockBody,
  type moveMemberBody,
  type resetMemberPasswordBody,
  type setVipLevelBody,
  type z,
} from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { useOperator } from '../../session/admin-session';
import { ReasonModal } from '../finance/reason-modal';
import { AdjustBalanceModal } from './adjust-balance-modal';
import { MoveAgentModal, ResetPasswordModal, VipLevelModal } from './member-dialogs';
import { useMemberAction } from './members-api';

type Dialog = 'freeze' | 'blacklist' | 'password' | 'adjust' | 'vip' | 'agent';

/**
 * What the operator's role may do to the member: 客服/风控 manage the account, 财务 adjust the
 * balance, 超级管理员 both; a read-only operator sees no button at all.
 */
export function MemberActions({ member }: { member: AdminMemberDetail }) {
  const [open, setOpen] = useState<Dialog | null>(null);
  const { can } = useOperator();
  const { message, modal } = App.useApp();
  const toastError = useToastError();
  const freeze = useMemberAction<z.infer<typeof freezeMemberBody>>(adminPaths.freezeMember);
  const blacklist = useMemberAction<z.infer<typeof blacklistMemberBody>>(
    adminPaths.blacklistMember,
  );
  const resetPassword = useMemberAction<z.infer<typeof resetMemberPasswordBody>>(
    adminPaths.resetMemberPassword,
  );
  const clearFundLock = useMemberAction<z.infer<typeof clearFundLockBody>>(
    adminPaths.clearFundLock,
  );
  const setVipLevel = useMemberAction<z.infer<typeof setVipLevelBody>>(adminPaths.setVipLevel);
  const move = useMemberAction<z.infer<typeof moveMemberBody>>(adminPaths.moveMember);

  const manages = can('manageMembers');
  const adjusts = can('adjustBalance');
  if (!manages && !adjusts) return null;

  const close = () => setOpen(null);
  const done = {
    onSuccess: () => {
      void message.success('操作成功');
      close();
    },
    onError: toastError,
  };
  const frozen = member.status === 1;
  const id = member.id;

  const confirmClearFundLock = () =>
    modal.confirm({
      title: '解除提现密码锁定',
      content: `确定解除 ${member.account} 的提现密码锁定吗？`,
      okText: '解除',
      cancelText: '取消',
      onOk: () =>
        clearFundLock.mutateAsync({ id }).then(() => void message.success('操作成功'), toastError),
    });

  return (
    <>
      <Space wrap>
        {manages && (
          <>
            <Button danger={!frozen} onClick={() => setOpen('freeze')}>
              {frozen ? '解冻' : '冻结'}
            </Button>
            <Button onClick={() => setOpen('blacklist')}>
              {member.gameBlacklisted ? '移出游戏黑名单' : '加入游戏黑名单'}
            </Button>
            <Button onClick={() => setOpen('password')}>重置登录密码</Button>
            <Button disabled={!member.fundPasswordLocked} onClick={confirmClearFundLock}>
              解除提现密码锁定
            </Button>
          </>
        )}
        {adjusts && (
          <Button type="primary" onClick={() => setOpen('adjust')}>
            人工存款/扣款
          </Button>
        )}
        {manages && (
          <>
            <Button onClick={() => setOpen('vip')}>修改VIP等级</Button>
            <Button onClick={() => setOpen('agent')}>转移上级代理</Button>
          </>
        )}
      </Space>
      {open === 'freeze' && (
        <ReasonModal
          title={frozen ? `解冻会员：${member.account}` : `冻结会员：${member.account}`}
          description={frozen ? '解冻后该会员可重新登录。' : '冻结后该会员所有登录会话立即失效。'}
          label="原因"
          schema={freezeMemberBody.shape.reason}
          okText={frozen ? '解冻' : '冻结'}
          danger={!frozen}
          pending={freeze.isPending}
          onSubmit={(reason) => freeze.mutate({ id, frozen: !frozen, reason }, done)}
          onClose={close}
        />
      )}
      {open === 'blacklist' && (
        <ReasonModal
          title={member.gameBlacklisted ? '移出游戏黑名单' : '加入游戏黑名单'}
          description={
            member.gameBlacklisted
              ? `${member.account} 将可以重新进入第三方游戏。`
              : `${member.account} 将不能进入任何第三方游戏。`
          }
          label="原因"
          schema={blacklistMemberBody.shape.reason}
          okText="确定"
          danger={!member.gameBlacklisted}
          pending={blacklist.isPending}
          onSubmit={(reason) =>
            blacklist.mutate({ id, blacklisted: !member.gameBlacklisted, reason }, done)
          }
          onClose={close}
        />
      )}
      {open === 'password' && (
        <ResetPasswordModal
          member={member}
          pending={resetPassword.isPending}
          onSubmit={({ password }) => resetPassword.mutate({ id, password }, done)}
          onClose={close}
        />
      )}
      {open === 'adjust' && <AdjustBalanceModal member={member} onClose={close} />}
      {open === 'vip' && (
        <VipLevelModal
          member={member}
          pending={setVipLevel.isPending}
          onSubmit={({ vipLevel }) => setVipLevel.mutate({ id, vipLevel }, done)}
          onClose={close}
        />
      )}
      {open === 'agent' && (
        <MoveAgentModal
          member={member}
          pending={move.isPending}
          onSubmit={({ agentAccount }) =>
            move.mutate({ id, agentAccount: agentAccount?.trim() ?? '' }, done)
          }
          onClose={close}
        />
      )}
    </>
  );
}
