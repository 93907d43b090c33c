/**
 * Ledger vocabulary shared by the server and the web client (zod-free: the browser bundles it).
 * Amounts are integer cents; the wire carries two-decimal strings (money.ts).
 */
import { type Cents, subCents } from './money';

/** What a transfer is, as the user's transactions screen shows it. */
export const TRANSFER_CODES = [
  'deposit',
  'withdrawal',
  'investment',
  'refund',
  'principal',
  'interest',
  'late_interest',
  'market_sale',
  'market_purchase',
  'fee',
  'bonus',
  'adjustment',
  'merge',
  'migration',
] as const;
export type TransferCode = (typeof TRANSFER_CODES)[number];

export const ACCOUNT_KINDS = ['wallet', 'escrow', 'loan', 'clearing', 'fee_income', 'bonus_expense', 'adjustments'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const PAYMENT_PROVIDERS = ['connectPay', 'lemonway'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Accounts whose natural balance is credit (money the platform owes: wallets, escrows, income)
 * show credits − debits; the others (money held at a bank, loans, expenses) debits − credits.
 */
export function isCreditNormal(kind: AccountKind): boolean {
  return kind === 'wallet' || kind === 'escrow' || kind === 'fee_income' || kind === 'adjustments';
}

export interface AccountTotals {
  debitsPosted: Cents;
  creditsPosted: Cents;
  debitsPending: Cents;
  creditsPending: Cents;
}

/**
 * A credit-normal account's balances: `balance` is what is posted, `reserved` what pending
 * debits hold (withdrawals, investments in their reflection period), `available` what may be
 * spent. For wallets the database guarantees available >= 0.
 */
export function walletBalances(totals: AccountTotals): { balance: Cents; reserved: Cents; available: Cents } {
  const balance = subCents(totals.creditsPosted, totals.debitsPosted);
  return { balance, reserved: totals.debitsPending, available: subCents(balance, totals.debitsPending) };
}

/** Signed posted balance in the account's natural direction. */
export function postedBalance(kind: AccountKind, totals: AccountTotals): Cents {
  return isCreditNormal(kind) ? subCents(totals.creditsPosted, totals.debitsPosted) : subCents(totals.debitsPosted, totals.creditsPosted);
}

/** Header every money-moving call carries; the same key replays the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;
