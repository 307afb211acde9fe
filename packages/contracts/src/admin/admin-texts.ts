/** The back office's error texts, zod-free so errors.ts can import them. */
export const adminLimits = {
  /** Wrong sign-ins (password or code) per account before a lock, and the lock's length. */
  login: { maxFailures: 5, lockMinutes: 15 },
  /** A session ends after this long without a call, and this long after sign-in at most. */
  idleMinutes: 30,
  maxHours: 12,
} as const;

export const adminErrorTexts = {
  loginFailed: '账号、密码或动态码错误',
  locked: `错误次数过多，账号已临时锁定，请${adminLimits.login.lockMinutes}分钟后再试`,
  notSignedIn: '请先登录后台',
  sessionEnded: '登录已失效，请重新登录',
  forbidden: '当前角色无权进行该操作',
  operatorExists: '该账号已存在',
  notFound: '记录不存在',
  lastSuper: '至少保留一名启用的超级管理员',
  agentUnknown: '代理不存在',
  agentLoop: '不能移到自己的下级代理下',
} as const;
