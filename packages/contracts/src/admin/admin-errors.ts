import { adminErrorTexts } from './admin-texts';

/**
 * The back office's errors, kept apart from the member catalogue so the member client's
 * bundle never carries operator texts.
 */
export const operatorErrorCatalog = {
  'OP/DISABLED': { status: 403, message: '运营接口未启用' },
  'OP/UNAUTHORIZED': { status: 401, message: '运营凭证无效' },
  'ADMIN/LOGIN_FAILED': { status: 400, message: adminErrorTexts.loginFailed },
  'ADMIN/LOCKED': { status: 429, message: adminErrorTexts.locked },
  'ADMIN/NOT_SIGNED_IN': { status: 401, message: adminErrorTexts.notSignedIn },
  'ADMIN/SESSION_ENDED': { status: 401, message: adminErrorTexts.sessionEnded },
  'ADMIN/FORBIDDEN': { status: 403, message: adminErrorTexts.forbidden },
  'ADMIN/OPERATOR_EXISTS': { status: 400, message: adminErrorTexts.operatorExists },
  'ADMIN/NOT_FOUND': { status: 404, message: adminErrorTexts.notFound },
  'ADMIN/LAST_SUPER': { status: 400, message: adminErrorTexts.lastSuper },
  'ADMIN/AGENT_UNKNOWN': { status: 400, message: adminErrorTexts.agentUnknown },
  'ADMIN/AGENT_LOOP': { status: 400, message: adminErrorTexts.agentLoop },
  'DRAW/TURN_NOT_DRAWN': { status: 409, message: '该期尚未开奖完成，不能更正' },
  'DRAW/SAME_RESULT': { status: 409, message: '更正后的号码与原号码相同' },
  'DRAW/REVERSAL_SHORT': {
    status: 409,
    message: '有会员余额不足以冲正派奖，更正未执行',
  },
} as const satisfies Record<string, { status: number; message: string }>;
