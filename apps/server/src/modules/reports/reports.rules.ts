import { addCents, calendarDate, type Cents, negCents, type PaymentProvider, subCents, type TransferCode, ZERO_CENTS } from '@platform/contract';
import type { HistoryTransfer, WalletRef } from '../ledger/ledger.history';
import { walletLegs } from '../transactions/transactions.rules';

/**
 * The account statement of a period (issue 15, decision 0036), from the ledger rows of the user's
 * wallets. Money moves when a transfer is posted: a posted transfer at its time, a hold when it is
 * posted (its post row), never while only held or once voided. The opening balance is what the
 * posted movements before the first day add up to; every movement of the period follows with the
 * running balance; the closing balance is opening + movements, which is the wallets' posted
 * balance at the end of the last day — to the cent, by construction and by test. Days are
 * Vilnius calendar days, inclusive.
 */
export interface StatementMovement {
  id: string;
  date: Date;
  type: TransferCode;
  description: string | null;
  reference: string | null;
  wallet: PaymentProvider;
  /** Signed: + into the wallet, − out of it. */
  amount: Cents;
  balance: Cents;
}

export interface StatementResult {
  opening: Cents;
  closing: Cents;
  totalIn: Cents;
  totalOut: Cents;
  heldAtClose: Cents;
  lines: StatementMovement[];
}

export function statementOf(transfers: readonly HistoryTransfer[], wallets: readonly WalletRef[], from: string, to: string): StatementResult {
  const walletOf = new Map(wallets.map((w) => [w.id, w.provider]));
  const resolvedOn = new Map<number, string>();
  for (const t of transfers)
    if (t.pendingId !== null && (t.phase === 'post_pending' || t.phase === 'void_pending')) resolvedOn.set(t.pendingId, calendarDate(t.createdAt));

  let opening = ZERO_CENTS;
  let totalIn = ZERO_CENTS;
  let totalOut = ZERO_CENTS;
  let heldAtClose = ZERO_CENTS;
  const lines: StatementMovement[] = [];
  let balance = ZERO_CENTS;
  for (const t of transfers) {
    const day = calendarDate(t.createdAt);
    if (t.phase === 'pending') {
      // Held at the end of the period: held by then and not posted or voided by then.
      const resolved = resolvedOn.get(t.id);
      if (walletOf.has(t.debitAccountId) && day <= to && (resolved === undefined || resolved > to)) heldAtClose = addCents(heldAtClose, t.amount);
      continue;
    }
    if (t.phase === 'void_pending') continue;
    const legs = walletLegs(t, walletOf);
    for (const leg of legs) {
      if (day < from) {
        opening = addCents(opening, leg.amount);
        balance = opening;
        continue;
      }
      if (day > to) continue;
      balance = addCents(balance, leg.amount);
      if (leg.amount > 0) totalIn = addCents(totalIn, leg.amount);
      else totalOut = addCents(totalOut, negCents(leg.amount));
      lines.push({
        id: legs.length > 1 ? `${t.id}${leg.suffix}` : String(t.id),
        date: t.createdAt,
        type: t.code as TransferCode,
        description: t.description,
        reference: t.referenceType && t.referenceId ? `${t.referenceType}:${t.referenceId}` : null,
        wallet: leg.wallet,
        amount: leg.amount,
        balance,
      });
    }
  }
  return { opening, closing: subCents(addCents(opening, totalIn), totalOut), totalIn, totalOut, heldAtClose, lines };
}
