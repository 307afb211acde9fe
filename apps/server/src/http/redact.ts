import {
  isPgError,
  isQueryError,
  pgErrorPlaceFields,
  pgMessageMayQuoteValues,
} from '../lib/pg-errors';

/** Query parameters whose values never reach the logs. */
const secretParams = /([?&](?:cashPassword|password|token|ticket)=)[^&]*/gi;

export const redactSecretsInUrl = (url: string): string =>
  url.replace(secretParams, '$1[redacted]');

/** The longest statement a log line carries. */
const maxQueryLength = 2000;
/** How many causes of an error are followed. */
const maxCauses = 4;

const quoted = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;

/** Drizzle writes "Failed query: {sql}\nparams: {values}": everything from `params:` goes. */
const withoutParams = (message: string) => message.replace(/\n?\s*params:[\s\S]*$/, '');

const safeMessage = (error: Error): string => {
  // PGlite's errors carry the statement and its values too: the database's message comes first.
  if (isPgError(error)) {
    const message = withoutParams(error.message);
    return pgMessageMayQuoteValues(error.code) ? message.replace(quoted, '"…"') : message;
  }
  if (isQueryError(error)) return `Failed query: ${error.query.slice(0, maxQueryLength)}`;
  return withoutParams(error.message);
};

/** What a log line keeps of one error (no stack): its kind, safe message and place. */
const describe = (error: Error): Record<string, unknown> => {
  const out: Record<string, unknown> = {
    type: error.constructor?.name || error.name,
    message: safeMessage(error),
  };
  if (isQueryError(error)) {
    out.query = error.query.slice(0, maxQueryLength);
    out.paramCount = error.params.length;
  }
  const fields = isPgError(error)
    ? pgErrorPlaceFields
    : (['code', 'statusCode', 'errno', 'syscall'] as const);
  for (const field of fields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  return out;
};

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * The logger's `err` serializer: an error's type, message, stack frames and code, and for a
 * failed query its statement (placeholders only), parameter count and PostgreSQL code, table,
 * column and constraint — never the parameter values, a driver's `detail` ("Failing row
 * contains …"), `where` or `hint`, nor values a message quotes. Causes are described alike,
 * and the PostgreSQL code of the first one that has it is lifted to `pgCode`.
 */
export const serializeError = (error: Error): LoggedError => {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutParams(String(error)), stack: '' };
  }
  const described = describe(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = {
    ...described,
    type: String(described.type),
    message: String(described.message),
    stack: [`${String(described.type)}: ${String(described.message)}`, ...frames].join('\n'),
  };
  let level: Record<string, unknown> = out;
  let cause: unknown = error.cause;
  for (let depth = 0; depth < maxCauses && cause instanceof Error; depth += 1) {
    level.cause = describe(cause);
    level = level.cause as Record<string, unknown>;
    cause = cause.cause;
  }
  for (let e: unknown = error, depth = 0; e instanceof Error && depth <= maxCauses; depth += 1) {
    if (isPgError(e)) {
      out.pgCode = e.code;
      break;
    }
    e = e.cause;
  }
  return out;
};
