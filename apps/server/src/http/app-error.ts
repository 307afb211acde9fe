import { errorCatalog, type ErrorBody, type ErrorCode } from '@lottery/contracts';

/** A failure a user may read: one of the catalogue's codes, optionally with a more precise text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? errorCatalog[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCatalog[code].status;
  }

  toBody(): ErrorBody {
    return errorBodyOf(this.code, this.message, this.statusCode);
  }
}

export const errorBodyOf = (code: string, message: string, statusCode: number): ErrorBody => ({
  code,
  msg: message,
  message,
  statusCode,
});
