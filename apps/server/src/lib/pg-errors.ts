/** The PostgreSQL error code anywhere in an error's cause chain (drivers and Drizzle wrap them). */
const hasPgCode = (error: unknown, code: string): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === code) return true;
  }
  return false;
};

export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');
export const isCheckViolation = (error: unknown) => hasPgCode(error, '23514');
