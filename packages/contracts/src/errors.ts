import { secretLimits } from './constants';

/**
 * Every error the server can answer with: a stable code, the HTTP status, and the Chinese
 * message a user reads. Codes named by the spec keep the spec's spelling.
 */
export const errorCatalog = {
  'SYS/VALIDATION': { status: 400, message: '请求参数错误' },
  'SYS/BAD_JSON': { status: 400, message: '请求内容不是有效的 JSON' },
  'SYS/UNSUPPORTED_MEDIA_TYPE': { status: 415, message: '不支持的请求内容类型' },
  'SYS/BODY_TOO_LARGE': { status: 413, message: '请求内容过大' },
  'SYS/NOT_FOUND': { status: 404, message: '请求的资源不存在' },
  'SYS/METHOD_NOT_ALLOWED': { status: 405, message: '不支持的请求方法' },
  'SYS/RATE_LIMITED': { status: 429, message: '操作频繁，请稍后试试' },
  'SYS/FORBIDDEN': { status: 403, message: '没有权限进行该操作' },
  'SYS/UNAVAILABLE': { status: 503, message: '服务正在停止，请稍后再试' },
  'SYS/INTERNAL': { status: 500, message: '系统错误。请再试一次' },
  'OP/DISABLED': { status: 403, message: '运营接口未启用' },
  'OP/UNAUTHORIZED': { status: 401, message: '运营凭证无效' },
  'UC/TOKEN_INVALID': { status: 400, message: '登录已失效，请重新登录' },
  'UC/NOT_LOGGED_IN': { status: 401, message: '请先登录' },
  'UC/LOGIN_ELSEWHERE': { status: 401, message: '您的账户已在其他设备上登录' },
  'UC/LOGIN_FAILED': { status: 400, message: '用户名或密码错误' },
  'UC/VCODE_ERROR': { status: 400, message: '验证码不正确' },
  'UC/VCODE_REQUIRED': { status: 400, message: '请输入验证码' },
  'UC/ACCOUNT_EXISTS': { status: 400, message: '该用户名已被注册' },
  'UC/INTR_CODE_NOT_FOUND': { status: 400, message: '推广码不存在' },
  'UC/REGISTER_INVALID': { status: 400, message: '注册信息有误' },
  'UC/SECRET_UNREADABLE': { status: 400, message: '密码加密信息已过期，请刷新页面后重试' },
  'UC/OLD_PASSWORD_ERROR': { status: 400, message: '原密码错误' },
  'UC/PASSWORD_RULE': {
    status: 400,
    message: '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
  },
  'UC/FUND_PASSWORD_EXISTS': { status: 400, message: '提现密码已设置，请输入原提现密码' },
  'UC/BANK_LIMIT': { status: 400, message: '最多只能绑定5个账户' },
  'UC/RESET_PASSWORD': { status: 400, message: '您的密码需要重置，请联系客服' },
  'UC/CASH_PASSWORD': { status: 400, message: '请输入提现密码' },
  'UC/CASH_PASSWORD_NULL': { status: 400, message: '请先设置提现密码' },
  'UC/CASH_PASSWORD_ERROR': { status: 400, message: '交易密码输入错误!' },
  'UC/CASH_PASSWORD_LOCKED': {
    status: 400,
    message: `提现密码错误次数过多，请${secretLimits.fundPassword.lockMinutes}分钟后再试`,
  },
  'UC/PASSWORD_LOCKED': {
    status: 400,
    message: `密码错误次数过多，账户已临时锁定，请${secretLimits.loginPassword.lockMinutes}分钟后再试`,
  },
  'UC/ACCOUNT_STATE_ERROR': { status: 400, message: '账户状态异常，请联系客服' },
  'UC/TRIAL_FORBIDDEN': { status: 403, message: '试玩账户无法进行该操作，请注册正式账户!' },
  'LIVE/maintenance': { status: 400, message: '游戏维护中' },
  'KY/0': { status: 400, message: '您正在牌局中，请稍后再试！' },
  'WALLET/INSUFFICIENT_BALANCE': { status: 400, message: '余额不足' },
  'MSG/NOT_FOUND': { status: 404, message: '消息不存在' },
  'GAME/NOT_FOUND': { status: 404, message: '游戏不存在' },
  'DRAW/TURN_NOT_FOUND': { status: 404, message: '期号不存在' },
  'GALLERY/GROUP_NOT_FOUND': { status: 404, message: '图纸不存在' },
  'GALLERY/IMAGE_NOT_FOUND': { status: 404, message: '图片不存在' },
  // Game centre (issue 5): launch refusals of spec part 1 §8 and the demo provider's rounds.
  USER_IN_BLACKLIST: { status: 403, message: '您的账户已被限制进入游戏，请联系客服' },
  'LIVE/BLACK_USER': { status: 403, message: '您的账户已被该游戏平台限制，请联系客服' },
  'LIVE/LAUNCH_FAILED': { status: 502, message: '操作频繁，请稍后试试' },
  'LIVE/SESSION_INVALID': { status: 401, message: '游戏会话已过期，请重新进入游戏' },
  'LIVE/ROUND_CONFLICT': { status: 409, message: '该局已存在，请勿重复下注' },
  'LIVE/ROUND_NOT_FOUND': { status: 404, message: '牌局不存在' },
  'LIVE/BET_INVALID': { status: 400, message: '下注金额不正确' },
  'TPL/NOT_FOUND': { status: 404, message: '模板不存在' },
  'TPL/POLL_NOT_FOUND': { status: 404, message: '投票不存在' },
  'TPL/OPTION_REQUIRED': { status: 400, message: '请先选择投票内容！' },
  'TPL/ALREADY_VOTED': { status: 400, message: '您已经投票过了！' },
  'TPL/POLL_CLOSED': { status: 400, message: '投票已结束' },
  'DRAW/TURN_NOT_CLOSED': { status: 409, message: '该期尚未封盘，不能录入开奖结果' },
  'DRAW/TURN_DRAWN': { status: 409, message: '该期已开奖' },
  // Betting (issue 18); the cancel texts are spec part 2 §5, §8.
  'BET/TURN_CLOSED': { status: 400, message: '本期已封盘，请等待下一期' },
  'BET/PLAY_UNKNOWN': { status: 400, message: '玩法不存在' },
  'BET/PLAY_DISABLED': { status: 400, message: '该玩法暂停投注' },
  'BET/CONTENT_INVALID': { status: 400, message: '投注内容不正确' },
  'BET/AMOUNT_LIMIT': { status: 400, message: '投注金额超出限额' },
  'BET/TURN_LIMIT': { status: 400, message: '超出本期该玩法的投注限额' },
  'BET/DUPLICATE_REQUEST': { status: 409, message: '该请求编号已用于另一份注单，请刷新后重试' },
  'BET/CANNOT_CANCEL': { status: 400, message: '该记录不能撤销！' },
  'BET/CANCEL_DISABLED': { status: 400, message: '注单状态不能撤单，请刷新页面！' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorStatus = (code: ErrorCode): number => errorCatalog[code].status;
export const errorMessage = (code: ErrorCode): string => errorCatalog[code].message;
