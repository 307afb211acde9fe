import { randomInt, randomUUID } from 'node:crypto';
import {
  firstOptionalFieldFailure,
  firstRegistrationFailure,
  isStrongPassword,
  fundPwdPattern,
  maskMiddle,
  registrationMessages,
  stripSpaces,
  transactionType,
  type BankAccount,
  type LoginForm,
  type Profile,
  type RegisterForm,
  type SessionTokens,
  type UserType,
  type z,
  type modifyUserInfoForm,
  type updateBankForm,
  type updateFundPwdForm,
  type updatePasswordByAccountForm,
  type updatePasswordForm,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { claimLinkPlace, downlineTerms, findInvite } from '../team/invites';
import { placeInTree } from '../team/team-tree';
import type { Authenticated, SessionService, User } from '../auth/session.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import { accountLimits } from './account-limits';
import * as repo from './account.repository';
import { hashPassword, verifyPassword } from './password';
import { createSecretGuard } from './secret-guard';
import type { SecretService } from './secret.service';

export interface NewMember {
  account: string;
  password: string | null;
  type?: UserType;
  isAgent?: boolean;
  parentId?: number | null;
  /** Percent of the stake; the column's default (8) when absent. */
  rebate?: number;
  avatarId?: number;
  vipLevel?: number;
  intrCode?: string | null;
  details?: Partial<
    Pick<User, 'fullName' | 'email' | 'phone' | 'qq' | 'weixin' | 'birthday' | 'domain'>
  >;
  fundPwd?: string | null;
  registeredIp?: string;
}

/** Who is calling: the address and browser, and the captcha id its cookie carries. */
export interface CallerContext {
  ip: string;
  userAgent: string;
  captchaId?: string | undefined;
  /** The registering browser's device cookie (registration gift caps). */
  deviceId?: string | undefined;
}

export interface AccountServiceDeps {
  wallet: WalletService;
  sessions: SessionService;
  secrets: SecretService;
  captcha: CaptchaService;
  settings: SettingsService;
  notifications: NotificationsService;
}

type CaptchaFields = Pick<LoginForm, 'valiCode' | 'captchaTicket' | 'captchaSkipped'>;

export type AccountService = ReturnType<typeof createAccountService>;

const failureWindowMs = 30 * 60_000;
/** Compared against when the account does not exist, so a miss costs as long as a wrong password. */
const dummyHash = hashPassword('timing-equaliser-Aa1');

export const createAccountService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  deps: AccountServiceDeps,
) => {
  const { wallet, sessions, secrets, captcha, settings, notifications } = deps;
  const limits = accountLimits(settings);
  const guard = createSecretGuard({ db, now });

  const createMember = async (member: NewMember, outer?: Db) => {
    const passwordHash = member.password ? await hashPassword(member.password) : null;
    const fundPwdHash = member.fundPwd ? await hashPassword(member.fundPwd) : null;
    return (outer ?? db).transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        account: member.account,
        passwordHash,
        fundPwdHash,
        type: member.type ?? 'HY',
        isAgent: member.isAgent ?? false,
        parentId: member.parentId ?? null,
        ...(member.rebate === undefined ? {} : { rebate: member.rebate }),
        avatarId: member.avatarId ?? 1,
        vipLevel: member.vipLevel ?? 0,
        intrCode: member.intrCode ?? null,
        nickname: member.account,
        registeredIp: member.registeredIp ?? '',
        ...member.details,
      });
      await placeInTree(tx, user.id, user.parentId);
      await wallet.open(user.id, tx);
      return user;
    });
  };

  /** A registration gift or trial credit: a type 8 (注册赠送) entry, once per reference. */
  const grant = async (
    userId: number,
    amount: number,
    reference: string,
    remark: string,
    tx: Db,
  ) => {
    if (amount <= 0) return;
    await wallet.post(
      {
        userId,
        wallet: 'money',
        amount,
        type: transactionType.registrationBonus,
        reference,
        remark,
      },
      tx,
    );
  };

  // —— login protection ——

  /** A miss on an unknown account costs as long as a wrong password. */
  const passwordMatches = async (user: User | undefined, password: string) =>
    user?.passwordHash
      ? verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await dummyHash, password)) && false;

  const accountKey = (account: string) => `account:${account.toLowerCase()}`;
  const failureKeys = (account: string, ip: string) => [accountKey(account), `ip:${ip}`];

  const captchaRequiredByFailures = async (account: string, ip: string) => {
    const { captchaAfterFailures } = await limits.login();
    const since = new Date(now().getTime() - failureWindowMs);
    const counts = await repo.failureCounts(db, failureKeys(account, ip), since);
    return counts.some((n) => n >= captchaAfterFailures);
  };

  const countFailure = async (account: string, ip: string) => {
    const at = now();
    const since = new Date(at.getTime() - failureWindowMs);
    for (const key of failureKeys(account, ip)) await repo.addFailure(db, key, at, since);
  };

  /**
   * Checks the captcha when one is due. The slider's automatic skip (after 3 failed loads or
   * tries, spec part 1 §4) is accepted only when the captcha is asked for every login, never
   * once failed logins made it due.
   */
  const checkCaptcha = async (
    purpose: 'login' | 'reg',
    due: { always: boolean; byFailures: boolean },
    answer: { code?: string | undefined; ticket?: string | undefined; skipped?: boolean },
    context: CallerContext,
  ) => {
    if (!due.always && !due.byFailures) return;
    if (await limits.sliderCaptcha()) {
      if (answer.ticket) {
        if (!(await captcha.takeSliderTicket(answer.ticket))) throw new AppError('UC/VCODE_ERROR');
        return;
      }
      if (answer.skipped && !due.byFailures) return;
      throw new AppError('UC/VCODE_REQUIRED');
    }
    if (!answer.code) throw new AppError('UC/VCODE_REQUIRED');
    if (!(await captcha.checkImage(context.captchaId, purpose, answer.code))) {
      throw new AppError('UC/VCODE_ERROR');
    }
  };

  /**
   * The login captcha, when the site asks it always or failures from here made it due; a wrong
   * or missing answer counts as a failure of the account and the address.
   */
  const checkLoginCaptcha = async (
    account: string,
    form: CaptchaFields,
    context: CallerContext,
  ) => {
    const due = {
      always: (await limits.login()).vCode === 1,
      byFailures: await captchaRequiredByFailures(account, context.ip),
    };
    const answer = {
      code: form.valiCode,
      ticket: form.captchaTicket,
      skipped: form.captchaSkipped === '1',
    };
    try {
      await checkCaptcha('login', due, answer, context);
    } catch (error) {
      await countFailure(account, context.ip);
      throw error;
    }
  };

  const login = async (form: LoginForm, context: CallerContext): Promise<SessionTokens> => {
    const password = await secrets.open(form.password);
    const account = form.account.trim();
    await checkLoginCaptcha(account, form, context);
    const user = await repo.findUserByAccount(db, account);
    const matches = await guard.loginPassword(account, () => passwordMatches(user, password));
    if (!user || !matches) {
      await countFailure(account, context.ip);
      throw new AppError('UC/LOGIN_FAILED');
    }
    if (user.status !== 0) throw new AppError('UC/ACCOUNT_STATE_ERROR');
    if (user.mustResetPassword) throw new AppError('UC/RESET_PASSWORD');
    await repo.clearFailures(db, accountKey(account));
    await repo.updateUser(db, user.id, { lastLoginAt: now() });
    return sessions.start(user, {
      remember: form.remember === '1',
      ip: context.ip,
      userAgent: context.userAgent,
    });
  };

  // —— registration ——

  /**
   * Registration gifts per address and per device in 24 hours, as the operator caps them: a
   * program registering many accounts from one place gets accounts, not money.
   */
  const giftAllowed = async (
    context: CallerContext,
    caps: { perAddress: number; perDevice: number },
    tx: Db,
  ) => {
    const byAddress = await guard.takeDaily(`gift-ip:${context.ip}`, caps.perAddress, tx);
    const byDevice = context.deviceId
      ? await guard.takeDaily(`gift-device:${context.deviceId}`, caps.perDevice, tx)
      : true;
    return byAddress && byDevice;
  };

  const register = async (form: RegisterForm, context: CallerContext): Promise<SessionTokens> => {
    const [password, confirmPassword, fundPwd] = await Promise.all([
      secrets.open(form.password),
      secrets.open(form.confirmPassword),
      form.fundPwd ? secrets.open(form.fundPwd) : Promise.resolve(''),
    ]);
    const registerLimit = await limits.register();
    // With the slider, the image code field is not shown, whatever its own setting says.
    const fields =
      registerLimit.thirdPartyCaptcha === 1
        ? { ...registerLimit.fields, vCode: 'hidden' as const }
        : registerLimit.fields;
    const blankIfHidden = (field: keyof typeof fields, value: string | undefined) =>
      fields[field] === 'hidden' ? '' : (value ?? '').trim();
    const input = {
      account: form.account.trim(),
      password,
      confirmPassword,
      birthday: blankIfHidden('birthday', form.birthday),
      email: blankIfHidden('email', form.email),
      fullName: blankIfHidden('fullName', form.fullName),
      fundPwd: blankIfHidden('fundPwd', fundPwd),
      intrCode: blankIfHidden('intrCode', form.intrCode),
      qq: blankIfHidden('qq', form.qq),
      weixin: blankIfHidden('weixin', form.weixin),
      phone: stripSpaces(blankIfHidden('phone', form.phone)),
      vCode: blankIfHidden('vCode', form.vCode),
    };
    const failure = firstRegistrationFailure(input, fields, now());
    if (failure) throw new AppError('UC/REGISTER_INVALID', failure.message);

    if (fields.vCode !== 'hidden' || registerLimit.thirdPartyCaptcha === 1) {
      await checkCaptcha(
        'reg',
        { always: true, byFailures: false },
        {
          code: input.vCode,
          ticket: form.captchaTicket,
          skipped: form.captchaSkipped === '1',
        },
        context,
      );
    }
    const invite = input.intrCode ? await findInvite(db, input.intrCode) : undefined;
    if (input.intrCode && !invite) {
      throw new AppError('UC/INTR_CODE_NOT_FOUND', registrationMessages.intrCodeNotFound);
    }
    if (await repo.findUserByAccount(db, input.account)) throw new AppError('UC/ACCOUNT_EXISTS');

    const gift = registerLimit.sendMenoy;
    const giftCaps = await limits.registerGiftCaps();
    return db.transaction(async (tx) => {
      if (invite?.linkId && !(await claimLinkPlace(tx, invite.linkId))) {
        throw new AppError('AGENT/LINK_EXHAUSTED');
      }
      let user: User;
      try {
        user = await createMember(
          {
            account: input.account,
            password,
            ...(invite ? await downlineTerms(invite, tx) : {}),
            fundPwd: input.fundPwd || null,
            registeredIp: context.ip,
            details: {
              fullName: input.fullName,
              email: input.email,
              phone: input.phone,
              qq: input.qq,
              weixin: input.weixin,
              birthday: input.birthday,
            },
          },
          tx,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('UC/ACCOUNT_EXISTS');
        throw error;
      }
      if (gift > 0 && (await giftAllowed(context, giftCaps, tx))) {
        await grant(user.id, gift, `reg-gift:${user.id}`, '注册赠送', tx);
      }
      await notifications.send(
        [
          {
            userId: user.id,
            title: '欢迎加入',
            content: `欢迎您，${user.account}！祝您好运常伴。`,
          },
        ],
        tx,
      );
      return sessions.start(
        user,
        { remember: false, ip: context.ip, userAgent: context.userAgent },
        tx,
      );
    });
  };

  /** 随便玩玩: a trial account without credentials, with the configured play credit. */
  const registerTrial = async (context: CallerContext): Promise<SessionTokens> => {
    const credit = await limits.trialCredit();
    for (let attempt = 0; attempt < 5; attempt++) {
      const account = `guest${randomInt(10_000_000, 100_000_000)}`;
      try {
        return await db.transaction(async (tx) => {
          const user = await createMember(
            { account, password: null, type: 'TEST', registeredIp: context.ip },
            tx,
          );
          await grant(user.id, credit, `trial-credit:${user.id}`, '试玩金', tx);
          return sessions.start(
            user,
            { remember: false, ip: context.ip, userAgent: context.userAgent },
            tx,
          );
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('SYS/INTERNAL');
  };

  const isAccountFree = async (account: string) =>
    !(await repo.findUserByAccount(db, account.trim()));

  // —— profile ——

  const profile = async ({ user }: Authenticated): Promise<Profile> => {
    const [balances, unReadCount] = await Promise.all([
      wallet.shownBalances(user.id),
      notifications.unreadCount(user.id),
    ]);
    return {
      userInfo: {
        userId: user.id,
        account: user.account,
        nickname: user.nickname || user.account,
        type: user.type === 'TEST' ? 'TEST' : 'HY',
        avatarId: user.avatarId,
        vipLevel: user.vipLevel,
        hyLevel: user.vipLevel,
        cycleBetAmount: user.cycleBetAmount,
        isDl: user.isAgent ? 1 : 0,
        enableChat: user.enableChat === 0 ? 0 : 1,
        chatLevel: user.chatLevel,
        chatThemeColor: user.chatThemeColor,
        rebate: user.rebate,
      },
      extInfo: {
        money: balances.money,
        liveMoney: balances.liveMoney,
        fundPwd: user.fundPwdHash ? 1 : 0,
        rechMoney: user.rechargeTotal,
      },
      userDetail: {
        domain: user.vipLevel >= 1 ? user.domain : '',
        fullName: user.fullName,
        email: user.email,
        phone: user.phone,
        qq: user.qq,
        weixin: user.weixin,
        birthday: user.birthday,
      },
      unReadCount,
    };
  };

  const vipRules = async () =>
    (await repo.listVipRules(db)).map(({ vipLevel, betMoney }) => ({ vipLevel, betMoney }));

  /**
   * 一键回收: moves the whole live balance back to the main wallet. Taps that race (a second tap
   * while the first runs, on any process) answer alike: a tap whose amount another moved first
   * is refused by the live wallet's balance check, reads again and finds nothing left to move.
   * The main wallet is posted first, as a game launch does, so the two never wait on each other.
   */
  const tellerMachine = async ({ user }: Authenticated) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { liveMoney } = await wallet.balances(user.id);
      if (liveMoney <= 0) break;
      const reference = `teller:${user.id}:${randomUUID()}`;
      const move = (kind: 'money' | 'live', amount: number, leg: string) => ({
        userId: user.id,
        wallet: kind,
        amount,
        type: transactionType.others,
        reference: `${reference}:${leg}`,
        remark: '一键回收',
      });
      try {
        await db.transaction(async (tx) => {
          await wallet.post(move('money', liveMoney, 'in'), tx);
          await wallet.post(move('live', -liveMoney, 'out'), tx);
        });
        break;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'WALLET/INSUFFICIENT_BALANCE')) {
          throw error;
        }
      }
    }
    return wallet.balances(user.id);
  };

  // —— passwords ——

  const newPasswordOf = async (sealedNew: string, sealedConfirm: string, account: string) => {
    const [next, confirm] = await Promise.all([
      secrets.open(sealedNew),
      secrets.open(sealedConfirm),
    ]);
    if (!isStrongPassword(next)) throw new AppError('UC/PASSWORD_RULE');
    if (next !== confirm)
      throw new AppError('UC/REGISTER_INVALID', registrationMessages.confirmPassword);
    if (next.toLowerCase() === account.toLowerCase()) {
      throw new AppError('UC/REGISTER_INVALID', registrationMessages.passwordEqualsAccount);
    }
    return next;
  };

  const requirePassword = async (user: User, sealed: string) => {
    const plain = await secrets.open(sealed);
    if (!(await guard.loginPassword(user.account, () => passwordMatches(user, plain)))) {
      throw new AppError('UC/OLD_PASSWORD_ERROR');
    }
  };

  /** Changes the login password; every other session of the member ends. */
  const updatePassword = async (
    member: Authenticated,
    form: z.infer<typeof updatePasswordForm>,
  ) => {
    await requirePassword(member.user, form.oldPassword);
    const next = await newPasswordOf(form.newPassword, form.confirmPassword, member.user.account);
    await repo.updateUser(db, member.user.id, {
      passwordHash: await hashPassword(next),
      mustResetPassword: false,
    });
    await sessions.endOthers(member.user.id, member.sessionId, 'password');
  };

  const updatePasswordByAccount = async (
    form: z.infer<typeof updatePasswordByAccountForm>,
    context: CallerContext,
  ) => {
    const account = form.account.trim();
    const old = await secrets.open(form.oldPassword);
    await checkLoginCaptcha(account, form, context);
    const user = await repo.findUserByAccount(db, account);
    if (!user || !(await guard.loginPassword(account, () => passwordMatches(user, old)))) {
      await countFailure(account, context.ip);
      throw new AppError('UC/OLD_PASSWORD_ERROR');
    }
    const next = await newPasswordOf(form.newPassword, form.confirmPassword, user.account);
    await repo.updateUser(db, user.id, {
      passwordHash: await hashPassword(next),
      mustResetPassword: false,
    });
    await sessions.endOthers(user.id, -1, 'password');
  };

  const fundPasswordOf = async (sealed: string) => {
    const plain = await secrets.open(sealed);
    if (!fundPwdPattern.test(plain))
      throw new AppError('UC/REGISTER_INVALID', registrationMessages.fundPwd);
    return plain;
  };

  /** Checks the withdraw password with the spec's codes: none set, or wrong. */
  const checkFundPassword = async (user: User, sealed: string) => {
    if (!user.fundPwdHash) throw new AppError('UC/CASH_PASSWORD_NULL');
    if (!sealed) throw new AppError('UC/CASH_PASSWORD');
    const { fundPwdHash } = user;
    const matches = await guard.fundPassword(user.id, async () => {
      const plain = await secrets.open(sealed).catch(() => undefined);
      return plain !== undefined && verifyPassword(fundPwdHash, plain);
    });
    if (!matches) throw new AppError('UC/CASH_PASSWORD_ERROR');
  };

  const updateFundPwd = async (
    { user }: Authenticated,
    form: z.infer<typeof updateFundPwdForm>,
  ) => {
    if (user.fundPwdHash) {
      if (!form.oldFundPwd) throw new AppError('UC/FUND_PASSWORD_EXISTS');
      await checkFundPassword(user, form.oldFundPwd);
    } else {
      if (!form.loginPassword) throw new AppError('UC/OLD_PASSWORD_ERROR');
      await requirePassword(user, form.loginPassword);
    }
    const [next, confirm] = await Promise.all([
      fundPasswordOf(form.fundPwd),
      fundPasswordOf(form.confirmFundPwd),
    ]);
    if (next !== confirm) throw new AppError('UC/REGISTER_INVALID', '两次输入的提现密码不一致');
    await repo.updateUser(db, user.id, { fundPwdHash: await hashPassword(next) });
  };

  // —— bank accounts ——

  const presentBank = (
    row: Awaited<ReturnType<typeof repo.listBankAccounts>>[number],
  ): BankAccount => ({
    id: row.id,
    type: row.type,
    bankName: row.bankName,
    bankAccount: maskMiddle(row.accountNo),
    accountName: row.accountName,
    bankBranch: row.bankBranch,
    createdAt: row.createdAt.toISOString(),
  });

  const bankList = async ({ user }: Authenticated) =>
    (await repo.listBankAccounts(db, user.id)).map(presentBank);

  const updateBank = async ({ user }: Authenticated, form: z.infer<typeof updateBankForm>) => {
    await checkFundPassword(user, form.fundPwd);
    const fields = {
      type: form.type,
      bankName: form.bankName,
      accountNo: form.bankAccount,
      accountName: form.accountName,
      bankBranch: form.bankBranch ?? '',
    };
    if (form.id !== undefined) {
      const row = await repo.updateBankAccount(db, user.id, form.id, fields);
      if (!row) throw new AppError('SYS/NOT_FOUND', '账户不存在');
      return presentBank(row);
    }
    return db.transaction(async (tx) => {
      if ((await repo.countBankAccounts(tx, user.id)) >= 5) throw new AppError('UC/BANK_LIMIT');
      return presentBank(await repo.insertBankAccount(tx, { userId: user.id, ...fields }));
    });
  };

  // —— personal info ——

  const modifyUserInfo = async (
    member: Authenticated,
    form: z.infer<typeof modifyUserInfoForm>,
  ) => {
    const patch = Object.fromEntries(
      Object.entries({
        ...form,
        phone: form.phone === undefined ? undefined : stripSpaces(form.phone),
      }).filter(([, value]) => value !== undefined),
    );
    const editable = {
      birthday: 'optional',
      email: 'optional',
      fullName: 'optional',
      qq: 'optional',
      weixin: 'optional',
      phone: 'optional',
    } as const;
    const failure = firstOptionalFieldFailure(patch, editable, now());
    if (failure) throw new AppError('UC/REGISTER_INVALID', failure.message);
    if (Object.keys(patch).length > 0) await repo.updateUser(db, member.user.id, patch);
    const user = await repo.findUserById(db, member.user.id);
    if (!user) throw new AppError('UC/TOKEN_INVALID');
    return profile({ ...member, user });
  };

  const setChatThemeColor = async ({ user }: Authenticated, colorId: number) => {
    const colors = await settings.chatThemeColors();
    if (!colors.some((color) => color.id === colorId))
      throw new AppError('SYS/VALIDATION', '颜色不存在');
    await repo.updateUser(db, user.id, { chatThemeColor: colorId });
  };

  return {
    limits,
    createMember,
    findByAccount: (account: string) => repo.findUserByAccount(db, account),
    login,
    register,
    registerTrial,
    isAccountFree,
    logout: (member: Authenticated) => sessions.end(member.sessionId),
    profile,
    vipRules,
    tellerMachine,
    balances: ({ user }: Authenticated) => wallet.shownBalances(user.id),
    updatePassword,
    updatePasswordByAccount,
    updateFundPwd,
    checkCashPassword: ({ user }: Authenticated, sealed: string) => checkFundPassword(user, sealed),
    bankList,
    updateBank,
    modifyUserInfo,
    setChatThemeColor,
  };
};
