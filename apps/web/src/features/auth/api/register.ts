import { accountPaths } from '@lottery/contracts';
import type { RegisterForm, SessionTokens } from '@lottery/contracts';
import { http } from '../../../lib/http';

/** POST /app-api/v/user/reg (form). */
export const postRegister = (form: RegisterForm): Promise<SessionTokens> =>
  http.post(accountPaths.register, { form });
