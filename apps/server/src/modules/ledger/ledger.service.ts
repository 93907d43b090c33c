import type { AccountKind, Cents, PaymentProvider, TransferCode } from '@platform/contract';
import { addCents, asCents, negCents, sumCents, walletBalances, ZERO_CENTS } from '@platform/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * The only writer of ledger_accounts and ledger_transfers. Every money movement of the platform
 * goes through `apply`: it locks the accounts involved in id order (no deadlocks), checks the
 * overdraft rule, inserts immutable transfer rows with unique idempotency keys and moves the
 * account totals, all inside the caller's transaction. The database CHECK on ledger_accounts
 * is the backstop if anything here were wrong.
 */

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;

export interface TransferInput {
  debitAccountId: number;
  creditAccountId: number;
  /** > 0. */
  amount: Cents;
  code: TransferCode;
  idempotencyKey: string;
  referenceType?: string;
  referenceId?: string | number;
  description?: string;
  createdByUserId?: number | null;
}

export interface LedgerResult {
  transfers: LedgerTransfer[];
  /** True when every leg already existed under its idempotency key: nothing moved now. */
  replayed: boolean;
}

type Phase = 'posted' | 'pending' | 'post_pending' | 'void_pending';

interface Leg {
  phase: Phase;
  debitAccountId: number;
  creditAccountId: number;
  amount: Cents;
  code: string;
  idempotencyKey: string;
  pendingId: number | null;
  batchId: string | null;
  referenceType: string | null;
  referenceId: string | null;
  description: string | null;
  createdByUserId: number | null;
}

interface Delta {
  debitsPosted: Cents;
  creditsPosted: Cents;
  debitsPending: Cents;
  creditsPending: Cents;
}

function leg(input: TransferInput, phase: 'posted' | 'pending', batchId: string | null): Leg {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new AppError('BAD_REQUEST', 'amount must be a positive number of cents');
  if (input.debitAccountId === input.creditAccountId) throw new AppError('BAD_REQUEST', 'debit and credit accounts must differ');
  if (!input.idempotencyKey) throw new AppError('BAD_REQUEST', 'idempotency key required');
  return {
    phase,
    debitAccountId: input.debitAccountId,
    creditAccountId: input.creditAccountId,
    amount: input.amount,
    code: input.code,
    idempotencyKey: input.idempotencyKey,
    pendingId: null,
    batchId,
    referenceType: input.referenceType ?? null,
    referenceId: input.referenceId === undefined ? null : String(input.referenceId),
    description: input.description ?? null,
    createdByUserId: input.createdByUserId ?? null,
  };
}

function sameLeg(existing: LedgerTransfer, wanted: Leg): boolean {
  return (
    existing.phase === wanted.phase &&
    existing.debitAccountId === wanted.debitAccountId &&
    existing.creditAccountId === wanted.creditAccountId &&
    existing.amount === wanted.amount &&
    existing.code === wanted.code &&
    (existing.pendingId ?? null) === wanted.pendingId
  );
}

function addDelta(deltas: Map<number, Delta>, accountId: number, change: Partial<Delta>): void {
  const d = deltas.get(accountId) ?? { debitsPosted: ZERO_CENTS, creditsPosted: ZERO_CENTS, debitsPending: ZERO_CENTS, creditsPending: ZERO_CENTS };
  d.debitsPosted = addCents(d.debitsPosted, change.debitsPosted ?? ZERO_CENTS);
  d.creditsPosted = addCents(d.creditsPosted, change.creditsPosted ?? ZERO_CENTS);
  d.debitsPending = addCents(d.debitsPending, change.debitsPending ?? ZERO_CENTS);
  d.creditsPending = addCents(d.creditsPending, change.creditsPending ?? ZERO_CENTS);
  deltas.set(accountId, d);
}

function effect(deltas: Map<number, Delta>, l: Leg): void {
  const a = l.amount;
  const minusA = negCents(a);
  switch (l.phase) {
    case 'posted':
      addDelta(deltas, l.debitAccountId, { debitsPosted: a });
      addDelta(deltas, l.creditAccountId, { creditsPosted: a });
      break;
    case 'pending':
      addDelta(deltas, l.debitAccountId, { debitsPending: a });
      addDelta(deltas, l.creditAccountId, { creditsPending: a });
      break;
    case 'post_pending':
      addDelta(deltas, l.debitAccountId, { debitsPending: minusA, debitsPosted: a });
      addDelta(deltas, l.creditAccountId, { creditsPending: minusA, creditsPosted: a });
      break;
    case 'void_pending':
      addDelta(deltas, l.debitAccountId, { debitsPending: minusA });
      addDelta(deltas, l.creditAccountId, { creditsPending: minusA });
      break;
  }
}

/** Applies legs atomically (all or none) inside the caller's transaction. */
async function apply(tx: Db, legs: Leg[]): Promise<LedgerResult> {
  if (legs.length === 0) return { transfers: [], replayed: false };
  const keys = legs.map((l) => l.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw new AppError('BAD_REQUEST', 'idempotency keys of linked transfers must differ');

  // Fast path for a replay: every leg already there, identical.
  const found = await tx.select().from(ledgerTransfers).where(inArray(ledgerTransfers.idempotencyKey, keys));
  if (found.length > 0) return replay(legs, found);

  // Lock every account involved, in id order, then check the overdraft rule on the fresh totals.
  const accountIds = [...new Set(legs.flatMap((l) => [l.debitAccountId, l.creditAccountId]))].sort((a, b) => a - b);
  const rows = await queryRows<{
    id: number;
    debits_must_not_exceed_credits: boolean;
    debits_posted: string;
    credits_posted: string;
    debits_pending: string;
    credits_pending: string;
  }>(
    tx,
    sql`SELECT id, debits_must_not_exceed_credits, debits_posted, credits_posted, debits_pending, credits_pending
        FROM ledger_accounts WHERE id IN (${sql.join(
          accountIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id FOR UPDATE`,
  );
  if (rows.length !== accountIds.length) throw new AppError('NOT_FOUND', 'ledger account not found');

  // Two-phase legs: the pending transfer must exist, be pending, and not be resolved yet.
  for (const l of legs) {
    if (l.pendingId === null) continue;
    const [resolved] = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.pendingId, l.pendingId)).limit(1);
    if (resolved) {
      const again = await tx.select().from(ledgerTransfers).where(inArray(ledgerTransfers.idempotencyKey, keys));
      if (again.length > 0) return replay(legs, again);
      throw new AppError('LEDGER_CONFLICT', 'pending transfer already resolved');
    }
  }

  const deltas = new Map<number, Delta>();
  for (const l of legs) effect(deltas, l);
  for (const row of rows) {
    if (!row.debits_must_not_exceed_credits) continue;
    const d = deltas.get(row.id)!;
    const debits = sumCents([asCents(row.debits_posted), d.debitsPosted, asCents(row.debits_pending), d.debitsPending]);
    const credits = addCents(asCents(row.credits_posted), d.creditsPosted);
    if (debits > credits) throw new AppError('INSUFFICIENT_FUNDS', 'not enough available balance');
  }

  // A racing request with the same key committed while we waited for the locks: replay it.
  const inserted = await tx.insert(ledgerTransfers).values(legs).onConflictDoNothing().returning();
  if (inserted.length !== legs.length) {
    if (inserted.length > 0) throw new AppError('LEDGER_CONFLICT', 'linked transfers partly exist');
    const again = await tx.select().from(ledgerTransfers).where(inArray(ledgerTransfers.idempotencyKey, keys));
    if (again.length > 0) return replay(legs, again);
    throw new AppError('LEDGER_CONFLICT', 'pending transfer already resolved');
  }

  if (accountIds.length > BULK_ACCOUNT_UPDATE) {
    await bulkMoveTotals(tx, accountIds, deltas);
    const byKey = new Map(inserted.map((t) => [t.idempotencyKey, t]));
    return { transfers: legs.map((l) => byKey.get(l.idempotencyKey)!), replayed: false };
  }
  for (const id of accountIds) {
    const d = deltas.get(id)!;
    await tx
      .update(ledgerAccounts)
      .set({
        debitsPosted: sql`${ledgerAccounts.debitsPosted} + ${d.debitsPosted}`,
        creditsPosted: sql`${ledgerAccounts.creditsPosted} + ${d.creditsPosted}`,
        debitsPending: sql`${ledgerAccounts.debitsPending} + ${d.debitsPending}`,
        creditsPending: sql`${ledgerAccounts.creditsPending} + ${d.creditsPending}`,
      })
      .where(eq(ledgerAccounts.id, id));
  }
  const byKey = new Map(inserted.map((t) => [t.idempotencyKey, t]));
  return { transfers: legs.map((l) => byKey.get(l.idempotencyKey)!), replayed: false };
}

/** Above this many accounts a batch moves their totals in one statement per 2,000 accounts instead of one each. */
const BULK_ACCOUNT_UPDATE = 16;

/** The totals of many accounts (already locked by `apply`) moved with `unnest`: same arithmetic as the per-account UPDATE. */
async function bulkMoveTotals(tx: Db, accountIds: number[], deltas: Map<number, Delta>): Promise<void> {
  for (let i = 0; i < accountIds.length; i += 2000) {
    const ids = accountIds.slice(i, i + 2000);
    const column = (pick: (d: Delta) => Cents) => sql.raw(`ARRAY[${ids.map((id) => String(pick(deltas.get(id)!))).join(',')}]::bigint[]`);
    await tx.execute(sql`
      UPDATE ledger_accounts a SET
        debits_posted = a.debits_posted + v.dp, credits_posted = a.credits_posted + v.cp,
        debits_pending = a.debits_pending + v.dn, credits_pending = a.credits_pending + v.cn
      FROM (SELECT unnest(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}) AS id, unnest(${column((d) => d.debitsPosted)}) AS dp,
                   unnest(${column((d) => d.creditsPosted)}) AS cp, unnest(${column((d) => d.debitsPending)}) AS dn,
                   unnest(${column((d) => d.creditsPending)}) AS cn) v
      WHERE a.id = v.id`);
  }
}

function replay(legs: Leg[], found: LedgerTransfer[]): LedgerResult {
  const byKey = new Map(found.map((t) => [t.idempotencyKey, t]));
  const transfers = legs.map((l) => byKey.get(l.idempotencyKey));
  if (transfers.some((t, i) => !t || !sameLeg(t, legs[i]!))) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 'idempotency key already used for a different transfer');
  }
  return { transfers: transfers as LedgerTransfer[], replayed: true };
}

/** A posted transfer: money moves now. */
export function transfer(tx: Db, input: TransferInput): Promise<LedgerResult> {
  return apply(tx, [leg(input, 'posted', null)]);
}

/** Several posted transfers that succeed or fail together (e.g. price, fee and ownership of a trade). */
export function transferLinked(tx: Db, inputs: TransferInput[], phase: 'posted' | 'pending' = 'posted'): Promise<LedgerResult> {
  const batchId = inputs[0]?.idempotencyKey ?? null;
  return apply(
    tx,
    inputs.map((i) => leg(i, phase, inputs.length > 1 ? batchId : null)),
  );
}

/** A pending transfer: the money is held (available drops) until post or void. */
export function reserve(tx: Db, input: TransferInput): Promise<LedgerResult> {
  return apply(tx, [leg(input, 'pending', null)]);
}

async function resolve(
  tx: Db,
  pendingIds: number[],
  phase: 'post_pending' | 'void_pending',
  idempotencyKey: string,
  createdByUserId?: number | null,
): Promise<LedgerResult> {
  if (pendingIds.length === 0) return { transfers: [], replayed: false };
  const pendings = await tx
    .select()
    .from(ledgerTransfers)
    .where(and(inArray(ledgerTransfers.id, pendingIds), eq(ledgerTransfers.phase, 'pending')));
  if (pendings.length !== new Set(pendingIds).size) throw new AppError('NOT_FOUND', 'pending transfer not found');
  const byId = new Map(pendings.map((p) => [p.id, p]));
  return apply(
    tx,
    pendingIds.map((id, i) => {
      const p = byId.get(id)!;
      return {
        phase,
        debitAccountId: p.debitAccountId,
        creditAccountId: p.creditAccountId,
        amount: p.amount,
        code: p.code,
        idempotencyKey: pendingIds.length === 1 ? idempotencyKey : `${idempotencyKey}#${i}`,
        pendingId: p.id,
        batchId: pendingIds.length > 1 ? idempotencyKey : null,
        referenceType: p.referenceType,
        referenceId: p.referenceId,
        description: p.description,
        createdByUserId: createdByUserId ?? null,
      };
    }),
  );
}

/** Completes held transfers (all or none): the money moves for good. */
export function post(tx: Db, pendingIds: number | number[], idempotencyKey: string, createdByUserId?: number | null): Promise<LedgerResult> {
  return resolve(tx, Array.isArray(pendingIds) ? pendingIds : [pendingIds], 'post_pending', idempotencyKey, createdByUserId);
}

/** Releases held transfers (all or none): the money returns to the debit account's available balance. */
export function voidPending(tx: Db, pendingIds: number | number[], idempotencyKey: string, createdByUserId?: number | null): Promise<LedgerResult> {
  return resolve(tx, Array.isArray(pendingIds) ? pendingIds : [pendingIds], 'void_pending', idempotencyKey, createdByUserId);
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export interface AccountSpec {
  code: string;
  kind: AccountKind;
  userId?: number | null;
  projectId?: number | null;
  provider?: PaymentProvider | null;
  debitsMustNotExceedCredits?: boolean;
}

/** Gets or creates an account by its unique code (safe when two requests create it at once). */
export async function ensureAccount(tx: Db, spec: AccountSpec): Promise<LedgerAccount> {
  const [existing] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, spec.code)).limit(1);
  if (existing) return existing;
  await tx
    .insert(ledgerAccounts)
    .values({
      code: spec.code,
      kind: spec.kind,
      userId: spec.userId ?? null,
      projectId: spec.projectId ?? null,
      provider: spec.provider ?? null,
      debitsMustNotExceedCredits: spec.debitsMustNotExceedCredits ?? false,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, spec.code)).limit(1);
  return row!;
}

/** A user's wallet at a provider (connectPay by default; lemonway for the legacy wallet). */
export function walletAccount(tx: Db, userId: number, provider: PaymentProvider = 'connectPay'): Promise<LedgerAccount> {
  return ensureAccount(tx, { code: `wallet:${provider}:user:${userId}`, kind: 'wallet', userId, provider, debitsMustNotExceedCredits: true });
}

/**
 * The wallets these users already have at their providers, locked for the rest of the caller's
 * transaction together with `alsoLock` (one statement, id order, like every ledger write). A batch
 * that moves money out of many wallets (automatic investment, decision 0035) reads the balances it
 * may spend under these locks, so its transfers cannot fail half-way. No wallet is created.
 */
export async function lockWallets(
  tx: Db,
  owners: readonly { userId: number; provider: PaymentProvider }[],
  alsoLock: readonly number[] = [],
): Promise<Map<number, WalletBalance & { accountId: number }>> {
  const codes = [...new Set(owners.map((o) => `wallet:${o.provider}:user:${o.userId}`))];
  const out = new Map<number, WalletBalance & { accountId: number }>();
  if (codes.length === 0 && alsoLock.length === 0) return out;
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(or(codes.length > 0 ? inArray(ledgerAccounts.code, codes) : undefined, alsoLock.length > 0 ? inArray(ledgerAccounts.id, [...alsoLock]) : undefined))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  for (const row of rows) if (row.kind === 'wallet' && row.userId !== null) out.set(row.userId, { ...walletBalances(row), accountId: row.id });
  return out;
}

/** A project's escrow: investments wait here until disbursement or refund. */
export function escrowAccount(tx: Db, projectId: number): Promise<LedgerAccount> {
  return ensureAccount(tx, { code: `escrow:project:${projectId}`, kind: 'escrow', projectId, debitsMustNotExceedCredits: true });
}

/** A borrower's loan (receivable) for a project. */
export function loanAccount(tx: Db, projectId: number, userId: number | null): Promise<LedgerAccount> {
  return ensureAccount(tx, { code: `loan:project:${projectId}`, kind: 'loan', projectId, userId });
}

/** Money the platform holds at a provider's bank (deposits arrive, withdrawals leave here). */
export function clearingAccount(tx: Db, provider: PaymentProvider): Promise<LedgerAccount> {
  return ensureAccount(tx, { code: `clearing:${provider}`, kind: 'clearing', provider });
}

/** Secondary-market purchases pass through here: the buyer pays in (market_purchase), the seller is paid out (market_sale), in one batch. */
export function marketClearingAccount(tx: Db): Promise<LedgerAccount> {
  return ensureAccount(tx, { code: 'clearing:market', kind: 'clearing' });
}

export function feeIncomeAccount(tx: Db): Promise<LedgerAccount> {
  return ensureAccount(tx, { code: 'fee_income', kind: 'fee_income' });
}

export function bonusExpenseAccount(tx: Db): Promise<LedgerAccount> {
  return ensureAccount(tx, { code: 'bonus_expense', kind: 'bonus_expense' });
}

/** The counter-account of operator adjustments (each needs a reason in the audit log). */
export function adjustmentsAccount(tx: Db): Promise<LedgerAccount> {
  return ensureAccount(tx, { code: 'adjustments', kind: 'adjustments' });
}

export interface WalletBalance {
  balance: Cents;
  available: Cents;
  reserved: Cents;
}

/** A user's wallet balances in cents (zero when the wallet was never opened). */
export async function walletBalance(db: Db, userId: number, provider: PaymentProvider = 'connectPay'): Promise<WalletBalance> {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, `wallet:${provider}:user:${userId}`))
    .limit(1);
  if (!account) return { balance: ZERO_CENTS, available: ZERO_CENTS, reserved: ZERO_CENTS };
  return walletBalances(account);
}
