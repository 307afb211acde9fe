import { accountPaths } from '@lottery/contracts';
import type { SessionTokens } from '@lottery/contracts';
import { http } from '../../../lib/http';

/** GET /app-api/v/user/regTest: a new trial (TEST) account, no credentials needed. */
export const getTrialAccount = (): Promise<SessionTokens> => http.get(accountPaths.registerTrial);
