import { type Cents, walletBalances } from '@platform/contract';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';

/**
 * Read-only statements of the ledger for the back office (issue 5). Never writes: the only writer
 * of ledger tables is ledger.service.ts.
 */

export interface UserLedgerAccount {
  id: number;
  code: string;
  kind: string;
  provider: string | null;
  balance: Cents;
  reserved: Cents;
  available: Cents;
}

export interface UserLedgerTransfer {
  id: number;
  createdAt: Date;
  code: string;
  phase: string;
  amount: Cents;
  debitAccount: string;
  creditAccount: string;
  direction: 'in' | 'out';
  referenceType: string | null;
  referenceId: string | null;
  description: string | null;
}

/** A user's accounts with their balances and the newest transfers touching them (newest first). */
export async function userLedger(db: Db, userId: number, limit = 500): Promise<{ accounts: UserLedgerAccount[]; transfers: UserLedgerTransfer[] }> {
  const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)).orderBy(ledgerAccounts.id);
  if (accounts.length === 0) return { accounts: [], transfers: [] };
  const ids = accounts.map((a) => a.id);
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(or(inArray(ledgerTransfers.debitAccountId, ids), inArray(ledgerTransfers.creditAccountId, ids)))
    .orderBy(desc(ledgerTransfers.id))
    .limit(limit);
  const otherIds = [...new Set(rows.flatMap((r) => [r.debitAccountId, r.creditAccountId]))].filter((id) => !ids.includes(id));
  const others =
    otherIds.length > 0
      ? await db.select({ id: ledgerAccounts.id, code: ledgerAccounts.code }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, otherIds))
      : [];
  const codeOf = new Map<number, string>([...accounts.map((a) => [a.id, a.code] as const), ...others.map((a) => [a.id, a.code] as const)]);
  const own = new Set(ids);
  return {
    accounts: accounts.map((a) => {
      const b = walletBalances(a);
      return { id: a.id, code: a.code, kind: a.kind, provider: a.provider, balance: b.balance, reserved: b.reserved, available: b.available };
    }),
    transfers: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      code: r.code,
      phase: r.phase,
      amount: r.amount,
      debitAccount: codeOf.get(r.debitAccountId) ?? String(r.debitAccountId),
      creditAccount: codeOf.get(r.creditAccountId) ?? String(r.creditAccountId),
      direction: own.has(r.creditAccountId) ? 'in' : 'out',
      referenceType: r.referenceType,
      referenceId: r.referenceId,
      description: r.description,
    })),
  };
}
