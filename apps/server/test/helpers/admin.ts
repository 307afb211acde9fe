import type { FastifyInstance } from 'fastify';
import { adminPaths, adminTokenHeader, apiBase, type AdminRole } from '@lottery/contracts';
import { demoOperatorOf } from '../../src/demo/demo-operators';
import { totpCodeAt } from '../../src/modules/admin/auth/totp';

/** The demo operator of `role`'s current authenticator code (at `at`, the app's clock). */
export const operatorCode = (role: AdminRole, at = new Date()) => {
  const operator = demoOperatorOf(role);
  return totpCodeAt(operator.account, operator.totpSecret, at);
};

export const adminLogin = (app: FastifyInstance, role: AdminRole, at = new Date()) => {
  const operator = demoOperatorOf(role);
  return app.inject({
    method: 'POST',
    url: `${apiBase}${adminPaths.login}`,
    payload: {
      account: operator.account,
      password: operator.password,
      code: operatorCode(role, at),
    },
  });
};

// A code signs in once, so each app keeps the session its first sign-in of a role made (the
// promise, so calls in parallel share one sign-in).
const sessions = new WeakMap<FastifyInstance, Map<AdminRole, Promise<string>>>();

/** The headers of a signed-in demo operator of `role` (one sign-in per app and role). */
export const operatorHeaders = async (
  app: FastifyInstance,
  role: AdminRole,
  at = new Date(),
): Promise<Record<string, string>> => {
  const byRole = sessions.get(app) ?? new Map<AdminRole, Promise<string>>();
  sessions.set(app, byRole);
  let token = byRole.get(role);
  if (!token) {
    token = adminLogin(app, role, at).then((res) => {
      if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
      return (res.json() as { data: { token: string } }).data.token;
    });
    byRole.set(role, token);
  }
  return { [adminTokenHeader]: await token };
};

/** An admin call by a demo operator of `role`. */
export const adminInject = async (
  app: FastifyInstance,
  role: AdminRole,
  request: {
    method: 'GET' | 'POST';
    path: string;
    query?: Record<string, string>;
    payload?: unknown;
  },
) =>
  app.inject({
    method: request.method,
    url: `${apiBase}${request.path}`,
    ...(request.query ? { query: request.query } : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    headers: await operatorHeaders(app, role),
  });
