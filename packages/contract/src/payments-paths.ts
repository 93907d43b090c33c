// Zod-free: browser code imports these without pulling zod in.
import type { PaymentProvider } from './ledger-rules';
import { type Cents, fromWire } from './money';

/** Wallet, payment accounts and provider webhooks (issue 5, payments). */
export const PAYMENTS_API = {
  wallet: '/api/get/wallet',
  setUserBalance: '/api/set/user-balance',
  connectPayAccount: '/api/connect-pay/account',
  openConnectPayAccount: '/api/set/connect-pay/account',
  connectPayReport: (page: number) => `/api/connect-pay/transaction/report/${page}`,
  sandboxIncomingTransfer: '/api/set/sandbox/incoming-transfer',
  lemonwayMigrate: '/api/set/lemonway/migrate',
  webhook: (provider: PaymentProvider) => `/api/webhooks/payments/${provider}`,
} as const;

/** Header of a provider webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';
/** A signed webhook older (or newer) than this is refused. */
export const PAYMENT_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Periods of the connect-pay transaction report (spec: default this_month). */
export const CONNECT_PAY_DATE_TYPES = ['this_month', 'last_month', 'this_year', 'custom'] as const;
export type ConnectPayDateType = (typeof CONNECT_PAY_DATE_TYPES)[number];
export const CONNECT_PAY_DEFAULT_DATE_TYPE: ConnectPayDateType = 'this_month';
/** Rows per page of the connect-pay transaction report. */
export const CONNECT_PAY_REPORT_LIMIT = 10;
/** A custom period may span at most this many days. */
export const CONNECT_PAY_MAX_CUSTOM_DAYS = 366;

/** Largest single sandbox "incoming bank transfer" (cents): EUR 1,000,000.00. */
export const SANDBOX_MAX_DEPOSIT_CENTS = 100_000_000;

/** localStorage key remembering that the person closed the connectPay migration pop-up (spec section 4). */
export const CONNECT_PAY_MIGRATION_DISMISSED_KEY = 'connect-pay-migration-dismissed';
/** sessionStorage key: the start-up "set user balance" call ran in this browser session (spec section 7). */
export const USER_BALANCE_SYNCED_KEY = 'user-balance-synced';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-03-01" -> Date at UTC midnight, or null when it is not a real calendar date. */
export function parseIsoDate(text: string): Date | null {
  if (!DATE_PATTERN.test(text)) return null;
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return null;
  return date;
}

export type ReportPeriod =
  { ok: true; from: Date; to: Date } | { ok: false; field: 'startDate' | 'endDate'; reason: 'required' | 'invalid' | 'order' | 'too_long' };

/**
 * The half-open UTC interval [from, to) a report period covers. Calendar periods are relative to
 * `now`; a custom period needs both dates (inclusive days), in order, at most a year long.
 */
export function reportPeriod(dateType: ConnectPayDateType, startDate: string | undefined, endDate: string | undefined, now: Date): ReportPeriod {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (dateType) {
    case 'this_month':
      return { ok: true, from: new Date(Date.UTC(y, m, 1)), to: new Date(Date.UTC(y, m + 1, 1)) };
    case 'last_month':
      return { ok: true, from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
    case 'this_year':
      return { ok: true, from: new Date(Date.UTC(y, 0, 1)), to: new Date(Date.UTC(y + 1, 0, 1)) };
    case 'custom': {
      if (!startDate) return { ok: false, field: 'startDate', reason: 'required' };
      if (!endDate) return { ok: false, field: 'endDate', reason: 'required' };
      const from = parseIsoDate(startDate);
      if (!from) return { ok: false, field: 'startDate', reason: 'invalid' };
      const last = parseIsoDate(endDate);
      if (!last) return { ok: false, field: 'endDate', reason: 'invalid' };
      if (last < from) return { ok: false, field: 'endDate', reason: 'order' };
      const to = new Date(last.getTime() + DAY_MS);
      if ((to.getTime() - from.getTime()) / DAY_MS > CONNECT_PAY_MAX_CUSTOM_DAYS) return { ok: false, field: 'endDate', reason: 'too_long' };
      return { ok: true, from, to };
    }
  }
}

/** Which share of the balance is reserved, in percent (0–100) for the wallet bar. */
export function reservedShare(balanceCents: Cents, reservedCents: Cents): number {
  if (balanceCents <= 0 || reservedCents <= 0) return 0;
  return Math.min(100, Math.round((reservedCents / balanceCents) * 1000) / 10);
}

/** Spec section 6: the lemonway page only when the lemonway balance is above 0 or the source is lemonway. */
export function canSeeLemonwayPage(wallet: { paymentSource: PaymentProvider; lemonwayBalance: { amount: string } }): boolean {
  return wallet.paymentSource === 'lemonway' || fromWire(wallet.lemonwayBalance.amount) > 0;
}

/** Spec section 6: the connectPay page only when the payment source is connectPay. */
export function canSeeConnectPayPage(wallet: { paymentSource: PaymentProvider }): boolean {
  return wallet.paymentSource === 'connectPay';
}
