import type { UserType } from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './account.repository';
import { hashPassword } from './password';

export interface NewMember {
  account: string;
  password: string | null;
  type?: UserType;
  isAgent?: boolean;
  parentId?: number | null;
  avatarId?: number;
  vipLevel?: number;
}

export type AccountService = ReturnType<typeof createAccountService>;

export const createAccountService = ({ db }: Pick<Deps, 'db'>, wallet: WalletService) => {
  /** Creates the member with empty money and live wallets. */
  const createMember = async (member: NewMember, outer?: Db) => {
    const passwordHash = member.password ? await hashPassword(member.password) : null;
    return (outer ?? db).transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        account: member.account,
        passwordHash,
        type: member.type ?? 'HY',
        isAgent: member.isAgent ?? false,
        parentId: member.parentId ?? null,
        avatarId: member.avatarId ?? 1,
        vipLevel: member.vipLevel ?? 0,
      });
      await wallet.open(user.id, tx);
      return user;
    });
  };

  return { createMember, findByAccount: (account: string) => repo.findUserByAccount(db, account) };
};
