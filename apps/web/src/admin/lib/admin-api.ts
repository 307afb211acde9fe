import { adminTokenHeader, apiBase } from '@lottery/contracts';
import { adminSession } from '../session/admin-session';

/** A refused admin call: the server's code, its Chinese message, the HTTP status. */
export class AdminApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

const queryString = (query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** A 401 of the back office (session ended, idle, role changed): back to the sign-in page. */
const sessionCodes = new Set(['ADMIN/NOT_SIGNED_IN', 'ADMIN/SESSION_ENDED']);

const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, query?: Query) => {
  const token = adminSession.token();
  const response = await fetch(`${apiBase}${path}${queryString(query)}`, {
    method,
    headers: {
      ...(token ? { [adminTokenHeader]: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as {
    code?: number | string;
    msg?: string;
    data?: T;
  } | null;
  if (response.ok && envelope?.code === 0) return envelope.data as T;
  const code = typeof envelope?.code === 'string' ? envelope.code : 'SYS/INTERNAL';
  if (sessionCodes.has(code)) adminSession.end();
  throw new AdminApiError(code, envelope?.msg ?? '系统错误。请再试一次', response.status);
};

/** Every back-office read and action, with the operator's token header (never a cookie). */
export const adminGet = <T>(path: string, query?: Query) => call<T>('GET', path, undefined, query);
export const adminPost = <T>(path: string, body: unknown) => call<T>('POST', path, body);
