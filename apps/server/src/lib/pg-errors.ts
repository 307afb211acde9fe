/** The PostgreSQL error code anywhere in an error's cause chain (drivers and Drizzle wrap them). */
const hasPgCode = (error: unknown, code: string): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === code) return true;
  }
  return false;
};

export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');
export const isCheckViolation = (error: unknown) => hasPgCode(error, '23514');

/** A PostgreSQL error as node-postgres and PGlite raise it: a five-character SQLSTATE code. */
export const isPgError = (error: Error): error is Error & { code: string } => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
};

/**
 * Fields of a PostgreSQL error that say where it happened and never carry a value (unlike
 * `detail` "Key (email)=(…)", "Failing row contains (…)", `where`, `hint` or `internalQuery`).
 */
export const pgErrorPlaceFields = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/**
 * SQLSTATE classes whose messages quote only identifiers (constraint, relation, column names or
 * a token of the statement): integrity violations keep their values in `detail`, syntax and
 * access errors name objects, the rest name none. Other classes (22 data exceptions, P0 raised
 * exceptions) may quote a value: "invalid input syntax for type integer: \"…\"".
 */
const identifierOnlyClasses = new Set(['08', '23', '25', '40', '42', '53', '54', '55', '57']);

export const pgMessageMayQuoteValues = (code: string) =>
  !identifierOnlyClasses.has(code.slice(0, 2));

/** A Drizzle "Failed query" error: the statement (placeholders only) and its parameter values. */
export const isQueryError = (
  error: Error,
): error is Error & { query: string; params: unknown[] } => {
  const { query, params } = error as { query?: unknown; params?: unknown };
  return typeof query === 'string' && Array.isArray(params);
};
