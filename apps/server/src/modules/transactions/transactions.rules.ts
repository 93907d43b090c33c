import {
  absCents,
  addCents,
  calendarDate,
  type Cents,
  negCents,
  type PaymentProvider,
  type TransactionStatus,
  type TransferCode,
  ZERO_CENTS,
} from '@platform/contract';
import type { HistoryTransfer, WalletRef } from '../ledger/ledger.history';

/**
 * How ledger transfers become lines of the user's transactions screen (decision 0011):
 * - one line per business transfer and wallet: a two-phase transfer (hold, then post or void) is
 *   ONE line at the time the hold was made, with its state: pending while held, posted once
 *   posted, voided once released. The post/void rows never show as lines of their own.
 * - a transfer between two of the user's own wallets (lemonway → connectPay migration) shows as
 *   two lines, one per wallet, so each line's amount is what that wallet gained or lost.
 * - the running balance is the posted balance of all the user's wallets: each line's balance is
 *   the previous line's plus its amount when the line is posted; pending and voided lines leave it
 *   unchanged. The newest line's balance is therefore what the ledger says is posted now.
 */
export interface TransactionLine {
  id: string;
  date: Date;
  type: TransferCode;
  description: string | null;
  reference: string | null;
  wallet: PaymentProvider;
  /** Signed: + credit to the wallet, − debit from it. */
  amount: Cents;
  status: TransactionStatus;
  /** Posted balance of the user's wallets after this line. */
  balance: Cents;
  resolvedAt: Date | null;
}

/**
 * What one transfer did to the user's wallets: a leg per wallet it touches, signed (+ credit, −
 * debit). A move between two of the user's own wallets has two legs. The statement (reports) uses it too.
 */
export function walletLegs(
  t: Pick<HistoryTransfer, 'debitAccountId' | 'creditAccountId' | 'amount'>,
  walletById: ReadonlyMap<number, PaymentProvider>,
): { wallet: PaymentProvider; amount: Cents; suffix: string }[] {
  const legs: { wallet: PaymentProvider; amount: Cents; suffix: string }[] = [];
  const debitWallet = walletById.get(t.debitAccountId);
  const creditWallet = walletById.get(t.creditAccountId);
  if (debitWallet) legs.push({ wallet: debitWallet, amount: negCents(t.amount), suffix: ':debit' });
  if (creditWallet) legs.push({ wallet: creditWallet, amount: t.amount, suffix: ':credit' });
  return legs;
}

/** Lines in the order they happened (oldest first) with their running balance. */
export function presentTransfers(transfers: readonly HistoryTransfer[], wallets: readonly WalletRef[]): TransactionLine[] {
  const walletById = new Map(wallets.map((w) => [w.id, w.provider]));
  const resolutions = new Map<number, HistoryTransfer>();
  for (const t of transfers) if (t.pendingId !== null && (t.phase === 'post_pending' || t.phase === 'void_pending')) resolutions.set(t.pendingId, t);

  const lines: TransactionLine[] = [];
  let balance = ZERO_CENTS;
  for (const t of transfers) {
    if (t.phase !== 'posted' && t.phase !== 'pending') continue;
    const resolution = t.phase === 'pending' ? resolutions.get(t.id) : undefined;
    const status: TransactionStatus =
      t.phase === 'posted' ? 'posted' : resolution === undefined ? 'pending' : resolution.phase === 'post_pending' ? 'posted' : 'voided';
    const legs = walletLegs(t, walletById);
    for (const leg of legs) {
      if (status === 'posted') balance = addCents(balance, leg.amount);
      lines.push({
        id: legs.length > 1 ? `${t.id}${leg.suffix}` : String(t.id),
        date: t.createdAt,
        type: t.code as TransferCode,
        description: t.description,
        reference: t.referenceType && t.referenceId ? `${t.referenceType}:${t.referenceId}` : null,
        wallet: leg.wallet,
        amount: leg.amount,
        status,
        balance,
        resolvedAt: resolution?.createdAt ?? null,
      });
    }
  }
  return lines;
}

export interface LineFilters {
  type: TransferCode | 'all';
  /** Inclusive days in Vilnius, YYYY-MM-DD: the days the list shows (decision 0028). */
  dateFrom?: string;
  dateTo?: string;
  /** Inclusive bounds on the amount's absolute value. */
  amountMin?: Cents;
  amountMax?: Cents;
}

const dayOf = (date: Date) => calendarDate(date);

/** Filters lines without touching their balances (the balance is always that of the whole history). */
export function filterLines(lines: readonly TransactionLine[], filters: LineFilters): TransactionLine[] {
  return lines.filter((line) => {
    if (filters.type !== 'all' && line.type !== filters.type) return false;
    const day = dayOf(line.date);
    if (filters.dateFrom && day < filters.dateFrom) return false;
    if (filters.dateTo && day > filters.dateTo) return false;
    const size = absCents(line.amount);
    if (filters.amountMin !== undefined && size < filters.amountMin) return false;
    if (filters.amountMax !== undefined && size > filters.amountMax) return false;
    return true;
  });
}

/** Newest first, one page (1-based). */
export function pageOf<T>(oldestFirst: readonly T[], page: number, pageSize: number): T[] {
  const newestFirst = [...oldestFirst].reverse();
  return newestFirst.slice((page - 1) * pageSize, page * pageSize);
}
