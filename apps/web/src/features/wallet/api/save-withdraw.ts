import { withdrawPaths } from '@lottery/contracts';
import type { WithdrawOrder } from '@lottery/contracts';
import { encryptSecret } from '../../../lib/crypto/encrypt-secret';
import { withFreshKey } from '../../../lib/crypto/with-fresh-key';
import { http } from '../../../lib/http';

/** One withdrawal the member asked for: the same key on every send of it. */
export interface WithdrawIntent {
  bankId: number;
  /** Yuan as typed (at most two decimals); the server reads it into thousandths. */
  amount: string;
  idempotencyKey: string;
}

/**
 * POST /api/userWithdraw/save/v2 (form). Without `cashPassword` the server answers
 * UC/CASH_PASSWORD; with it, the password goes sealed with the sk_encrypt.json key.
 */
export const saveWithdraw = (
  intent: WithdrawIntent,
  cashPassword?: string,
): Promise<WithdrawOrder> =>
  withFreshKey(async () => {
    const sealed = cashPassword === undefined ? undefined : await encryptSecret(cashPassword);
    return http.post<WithdrawOrder>(withdrawPaths.save, {
      form: {
        bankId: intent.bankId,
        amount: intent.amount,
        idempotencyKey: intent.idempotencyKey,
        cashPassword: sealed,
      },
    });
  });
