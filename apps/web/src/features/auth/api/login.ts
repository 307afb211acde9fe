import { accountPaths } from '@lottery/contracts';
import type { LoginForm, SessionTokens } from '@lottery/contracts';
import { http } from '../../../lib/http';

/** POST /app-api/v/user/login (form), with the company code header when it is known. */
export const postLogin = (form: LoginForm, companyCode?: string): Promise<SessionTokens> =>
  http.post(accountPaths.login, {
    form,
    headers: companyCode ? { companycode: companyCode } : {},
  });
