import type { Cents, PaymentProvider } from '@platform/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';

/**
 * Read-only history of a user's wallets (issue 5: the transactions screen and its exports).
 * Never writes: ledger.service.ts stays the only writer of the ledger tables.
 */

export interface WalletRef {
  id: number;
  provider: PaymentProvider;
}

export interface HistoryTransfer {
  id: number;
  debitAccountId: number;
  creditAccountId: number;
  amount: Cents;
  phase: 'posted' | 'pending' | 'post_pending' | 'void_pending';
  pendingId: number | null;
  code: string;
  referenceType: string | null;
  referenceId: string | null;
  description: string | null;
  createdAt: Date;
}

/** Every wallet the user has (connectPay and the legacy lemonway one), oldest first. */
export async function userWallets(db: Db, userId: number): Promise<WalletRef[]> {
  const rows = await db
    .select({ id: ledgerAccounts.id, provider: ledgerAccounts.provider })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'wallet')))
    .orderBy(asc(ledgerAccounts.id));
  return rows.map((r) => ({ id: r.id, provider: (r.provider ?? 'connectPay') as PaymentProvider }));
}

/** Every transfer row (all phases) that debits or credits one of `accountIds`, in the order they were written. */
export async function transfersTouching(db: Db, accountIds: number[]): Promise<HistoryTransfer[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({
      id: ledgerTransfers.id,
      debitAccountId: ledgerTransfers.debitAccountId,
      creditAccountId: ledgerTransfers.creditAccountId,
      amount: ledgerTransfers.amount,
      phase: ledgerTransfers.phase,
      pendingId: ledgerTransfers.pendingId,
      code: ledgerTransfers.code,
      referenceType: ledgerTransfers.referenceType,
      referenceId: ledgerTransfers.referenceId,
      description: ledgerTransfers.description,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .where(or(inArray(ledgerTransfers.debitAccountId, accountIds), inArray(ledgerTransfers.creditAccountId, accountIds)))
    .orderBy(asc(ledgerTransfers.id));
  return rows.map((r) => ({ ...r, phase: r.phase as HistoryTransfer['phase'] }));
}
