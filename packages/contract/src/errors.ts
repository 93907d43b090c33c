import { z } from 'zod';

/** Every error the API can answer with. The web app translates codes; the server never sends prose to show. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  READ_ONLY: 403,
  IMPERSONATION_READ_ONLY: 403,
  CSRF_FAILED: 403,
  INVALID_CREDENTIALS: 401,
  TWO_STEP_INVALID: 401,
  EMAIL_TAKEN: 409,
  WEAK_PASSWORD: 400,
  INVALID_TOKEN: 400,
  CAPTCHA_FAILED: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  LEDGER_CONFLICT: 409,
  MERGE_PENDING_HOLDS: 409,
  /** Not 401: the caller's own session is fine, only the other account's password is wrong. */
  MERGE_PASSWORD_INVALID: 422,
  IDENTITY_NOT_VERIFIED: 403,
  BANK_ACCOUNT_REQUIRED: 409,
  BANK_ACCOUNT_UNVERIFIED: 409,
  BANK_ACCOUNT_TOO_NEW: 409,
  CONFIRMATION_CODE_INVALID: 400,
  CONFIRMATION_CODE_EXPIRED: 400,
  CONFIRMATION_CODE_LOCKED: 429,
  /** Back office: the financial terms of a project that was open for investment cannot change. */
  PROJECT_TERMS_LOCKED: 409,
  INVEST_NOT_ALLOWED: 403,
  QUESTIONNAIRE_REQUIRED: 403,
  PROJECT_NOT_OPEN: 409,
  INVEST_AMOUNT_INVALID: 422,
  LARGE_AMOUNT_ACK_REQUIRED: 409,
  REFLECTION_OVER: 409,
  STATUS_TRANSITION_NOT_ALLOWED: 409,
  /** A FUNDED project with investments still in their reflection period: fieldErrors.disbursableFrom holds when it may go (decision 0024). */
  DISBURSEMENT_REFLECTION_PENDING: 409,
  REPAYMENT_TOO_LARGE: 422,
  LOAN_NOT_OPEN: 409,
  /** Secondary market (decision 0034): the holding or its loan cannot be listed (status, reflection period). */
  MARKET_NOT_SELLABLE: 409,
  /** An amount outside what may be listed or bought (fieldErrors.amount names the rule). */
  MARKET_AMOUNT_INVALID: 422,
  MARKET_PREMIUM_OUT_OF_RANGE: 422,
  /** The listing is sold out, cancelled or expired. */
  MARKET_LISTING_CLOSED: 409,
  /** The project's listings are paused by a project event until an operator resumes them. */
  MARKET_PAUSED: 409,
  MARKET_OWN_LISTING: 409,
  /** Automatic investment (decision 0035): an investor keeps at most MAX_STRATEGIES_PER_USER strategies. */
  AUTOINVEST_STRATEGY_LIMIT: 409,
  /** Revoking a mandate the investor does not have (none, expired or revoked already). */
  MANDATE_NOT_ACTIVE: 409,
  /** A stored agreement whose bytes no longer match their recorded SHA-256 (or are gone): never re-drawn, never served (decision 0038). */
  AGREEMENT_UNAVAILABLE: 503,
  /** The identity provider refused, failed or did not answer the session creation; the person can try later (decision 0056). */
  KYC_PROVIDER_UNAVAILABLE: 503,
  /** Re-issuing an invoice that a credit note already cancelled (decision 0037). */
  INVOICE_ALREADY_CREDITED: 409,
  /** Registration with an invite code nobody has (fieldErrors.referralCode: ['unknown']), decision 0044. */
  REFERRAL_CODE_UNKNOWN: 422,
  /** A promo code that does not exist, has not started, has ended, is used up or was entered already (fieldErrors names which), decision 0044. */
  PROMO_CODE_INVALID: 422,
  INTERNAL: 500,
  MAINTENANCE: 503,
  /** /api/ready: the database is unreachable or migrations are not applied yet. */
  NOT_READY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function statusForCode(code: ErrorCode): number {
  return ERROR_CODES[code];
}
