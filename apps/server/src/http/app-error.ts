import { statusForCode, type ErrorCode } from '@platform/contract';

/** Thrown by services; mapped to an HTTP status and `{code, message, fieldErrors?}` in one place. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    public readonly code: ErrorCode,
    message: string = code,
    public readonly fieldErrors?: Record<string, string[]>,
    /** Extra facts for the handler (not sent as-is), e.g. retryAfterSeconds for 429. */
    public readonly meta: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusForCode(code);
  }
}

export function notFound(message = 'Not found'): AppError {
  return new AppError('NOT_FOUND', message);
}
