import {
  acceptsRepayment,
  addCents,
  type Cents,
  type AdminLoan,
  canTransition,
  daysOverdue,
  dueInstallments,
  generateSchedule,
  type HoldingState,
  isoDateOf,
  type ItemState,
  itemStatus,
  type LoanScheduleItem,
  manualTargets,
  planRepayment,
  type ProjectStatus,
  type RepaymentMethod,
  type RepaymentPlan,
  type RepaymentResult,
  type RepaymentSplit,
  RepaymentTooLargeError,
  splitSchedule,
  subCents,
  sumCents,
  toWire,
  ZERO_CENTS,
  type TransferCode,
} from '@platform/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { investments, investmentScheduleItems, ledgerTransfers, projects, projectScheduleItems, projectVisibleUsers, repayments, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { idempotent, type IdempotentAnswer, ledgerKey } from '../../http/idempotency';
import type { Viewer } from '../../http/request-context';
import { recordAudit } from '../audit/audit.service';
import { markInvestmentRefunded, settleHolding } from '../investing/investment.commands';
import { postEndedReflectionsOfProject, reflectionRunningUntil } from '../investing/investing.ledger';
import {
  clearingAccount,
  escrowAccount,
  loanAccount,
  type TransferInput,
  transfer,
  transferLinked,
  voidPending,
  walletAccount,
} from '../ledger/ledger.service';
import { closeProjectListings, pauseProjectListings } from '../market/market.commands';
import { notify } from '../notifications/notifications.service';
import { refuseTransition, transitionProject } from '../projects/project.commands';
import { canViewProject } from '../projects/projects.rules';
import { transferDescription } from '../transactions/transfer-descriptions';

/**
 * Project lifecycle, disbursement and repayments (issue 6, decision 0015). The tx-level functions
 * run inside the caller's transaction (the jobs and the payments side call them too); the service
 * wraps the operator actions in their own transactions with HTTP idempotency.
 */

type ProjectRow = typeof projects.$inferSelect;
type InvestmentRow = typeof investments.$inferSelect;
type ItemRow = typeof projectScheduleItems.$inferSelect;

export interface RequestMeta {
  ip?: string | null;
}

async function lockProject(tx: Db, projectId: number): Promise<ProjectRow> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update').limit(1);
  if (!row) throw notFound('Project not found');
  return row;
}

const refuse = refuseTransition;

async function audit(tx: Db, project: ProjectRow, actorUserId: number | null, action: string, details: Record<string, unknown>, meta?: RequestMeta) {
  await recordAudit(tx, {
    actorUserId,
    subjectUserId: project.ownerUserId,
    action,
    details: { projectId: project.id, projectNumber: project.number, ...details },
    ip: meta?.ip ?? null,
  });
}

async function liveHoldings(tx: Db, projectId: number, statuses: string[]): Promise<InvestmentRow[]> {
  return tx
    .select()
    .from(investments)
    .where(and(eq(investments.projectId, projectId), inArray(investments.status, statuses)))
    .orderBy(asc(investments.id))
    .for('update');
}

/** A plain status change along the table (audited). Money-moving changes have their own functions. */
const MARKET_PAUSING_STATUSES = new Set<string>(['DELAYED', 'DEFAULTED', 'RECOVERY']);
const MARKET_CLOSING_STATUSES = new Set<string>(['REPAID', 'WRITTEN_OFF', 'CANCELLED']);

export async function setProjectStatus(
  tx: Db,
  project: ProjectRow,
  to: ProjectStatus,
  actorUserId: number | null,
  reason: string | null,
  meta?: RequestMeta,
): Promise<ProjectRow> {
  const updated = await transitionProject(tx, project.id, project.status, to);
  if (!updated) throw refuse(project.status, to);
  await audit(tx, project, actorUserId, 'project.status_changed', { from: project.status, to, reason }, meta);
  // Nobody trades on news others have not seen (decision 0034): a late or failing loan pauses its
  // secondary-market listings until an operator resumes them; a loan that ended closes them.
  if (MARKET_PAUSING_STATUSES.has(to)) await pauseProjectListings(tx, project.id, `status:${to}`, actorUserId);
  if (MARKET_CLOSING_STATUSES.has(to)) await closeProjectListings(tx, project.id, `status:${to}`);
  return updated;
}

async function notifyHolders(
  tx: Db,
  projectId: number,
  statuses: string[],
  event: 'funded' | 'delayed' | 'defaulted' | 'cancelled',
  params: Record<string, string | number>,
) {
  const holders = await tx
    .selectDistinct({ userId: investments.userId })
    .from(investments)
    .where(and(eq(investments.projectId, projectId), inArray(investments.status, statuses)));
  await notify(
    tx,
    holders.map((h) => ({ userId: h.userId, event, projectId, params })),
  );
}

/** The wallet an investment's money came from (its investment transfer's debit side). */
async function sourceWalletOf(tx: Db, row: InvestmentRow): Promise<number> {
  const [leg] = await tx
    .select({ debit: ledgerTransfers.debitAccountId })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.referenceType, 'investment'),
        eq(ledgerTransfers.referenceId, String(row.id)),
        eq(ledgerTransfers.code, 'investment'),
        inArray(ledgerTransfers.phase, ['posted', 'pending']),
      ),
    )
    .limit(1);
  if (leg) return leg.debit;
  return (await walletAccount(tx, row.userId)).id;
}

/**
 * CANCELLED (from GATHERING or FUNDED): holds in their reflection period are voided, posted
 * investments are refunded from the escrow to the wallet they came from (code refund); the
 * project's funded amount drops to zero. Safe to repeat: a cancelled project refuses a second call.
 */
export async function cancelProject(
  tx: Db,
  projectId: number,
  actorUserId: number | null,
  reason: string | null,
  meta?: RequestMeta,
): Promise<{ refunded: number }> {
  const project = await lockProject(tx, projectId);
  if (!canTransition(project.status, 'CANCELLED')) throw refuse(project.status, 'CANCELLED');
  const rows = await liveHoldings(tx, projectId, ['reflection', 'active']);
  const escrow = await escrowAccount(tx, projectId);
  for (const row of rows) {
    if (row.status === 'reflection' && row.pendingTransferId !== null) {
      await voidPending(tx, row.pendingTransferId, `investment:${row.id}:cancel-void`, actorUserId);
    } else {
      await transfer(tx, {
        debitAccountId: escrow.id,
        creditAccountId: await sourceWalletOf(tx, row),
        amount: row.amountCents,
        code: 'refund',
        idempotencyKey: `investment:${row.id}:refund`,
        referenceType: 'investment',
        referenceId: row.id,
        description: transferDescription('server.transfer.refund', { number: project.number }),
        createdByUserId: actorUserId,
      });
    }
    await markInvestmentRefunded(tx, row.id);
  }
  await transitionProject(tx, projectId, project.status, 'CANCELLED', { set: { fundedCents: ZERO_CENTS } });
  await notify(
    tx,
    rows.map((r) => ({
      userId: r.userId,
      event: 'refunded' as const,
      investmentId: r.id,
      projectId,
      params: { amount: toWire(r.amountCents), projectNumber: project.number },
    })),
  );
  const userIds = [...new Set(rows.map((r) => r.userId))];
  await notify(
    tx,
    userIds.map((userId) => ({ userId, event: 'cancelled' as const, projectId, params: { projectNumber: project.number } })),
  );
  await audit(tx, project, actorUserId, 'project.cancelled', { from: project.status, reason, refunded: rows.length }, meta);
  return { refunded: rows.length };
}

/** GATHERING past its deadline closed as FUNDED with what it raised (unfunded_policy 'close'). */
export async function closeAsFunded(tx: Db, projectId: number, actorUserId: number | null, reason: string): Promise<void> {
  const project = await lockProject(tx, projectId);
  await setProjectStatus(tx, project, 'FUNDED', actorUserId, reason);
  await notifyHolders(tx, projectId, ['reflection', 'active'], 'funded', { projectNumber: project.number });
}

/**
 * Disbursement (FUNDED → ACTIVE) at `at`: only once every reflection period of the project has
 * ended (DISBURSEMENT_REFLECTION_PENDING with the date otherwise, decision 0024); posts the holds,
 * moves the escrow to the loan account, writes the borrower's schedule and each holding's schedule
 * (exact cents).
 */
export async function disburseProject(tx: Db, projectId: number, actorUserId: number | null, at: Date, meta?: RequestMeta): Promise<ProjectRow> {
  const project = await lockProject(tx, projectId);
  if (project.status !== 'FUNDED') throw refuse(project.status, 'ACTIVE');
  await postEndedReflectionsOfProject(tx, projectId, at);
  const holders = await liveHoldings(tx, projectId, ['active']);
  const principal = sumCents(holders.map((h) => h.amountCents));
  if (principal === 0) throw new AppError('CONFLICT', 'Nothing to disburse: the project has no investments');
  const escrow = await escrowAccount(tx, projectId);
  const loan = await loanAccount(tx, projectId, project.ownerUserId);
  await transfer(tx, {
    debitAccountId: escrow.id,
    creditAccountId: loan.id,
    amount: principal,
    code: 'investment',
    idempotencyKey: `project:${projectId}:disburse`,
    referenceType: 'project',
    referenceId: projectId,
    description: transferDescription('server.transfer.disbursement', { number: project.number }),
    createdByUserId: actorUserId,
  });
  const lines = generateSchedule({
    principal,
    annualRateBps: project.interestRateBps,
    termMonths: project.termMonths,
    method: project.repaymentMethod as RepaymentMethod,
    disbursementDate: isoDateOf(at),
  });
  await tx
    .insert(projectScheduleItems)
    .values(lines.map((l) => ({ projectId, installment: l.installment, dueDate: l.dueDate, principalCents: l.principal, interestCents: l.interest })));
  const split = splitSchedule(
    lines,
    holders.map((h) => h.amountCents),
  );
  await tx.insert(investmentScheduleItems).values(
    holders.flatMap((h, i) =>
      lines.map((l, k) => ({
        investmentId: h.id,
        installment: l.installment,
        dueDate: l.dueDate,
        principalCents: split[i]!.principal[k]!,
        interestCents: split[i]!.interest[k]!,
      })),
    ),
  );
  const updated = await transitionProject(tx, projectId, 'FUNDED', 'ACTIVE', { set: { disbursedAt: at, fundedCents: principal } });
  await notify(
    tx,
    holders.map((h) => ({
      userId: h.userId,
      event: 'disbursed' as const,
      investmentId: h.id,
      projectId,
      params: { amount: toWire(h.amountCents), projectNumber: project.number },
    })),
  );
  await audit(tx, project, actorUserId, 'project.disbursed', { from: 'FUNDED', to: 'ACTIVE', principal: toWire(principal), installments: lines.length }, meta);
  return updated!;
}

// ---------------------------------------------------------------------------------------------
// Repayments
// ---------------------------------------------------------------------------------------------

const itemState = (r: ItemRow | typeof investmentScheduleItems.$inferSelect): ItemState => ({
  installment: r.installment,
  dueDate: r.dueDate,
  principal: r.principalCents,
  interest: r.interestCents,
  paidPrincipal: r.paidPrincipalCents,
  paidInterest: r.paidInterestCents,
  paidLateInterest: r.paidLateInterestCents,
});

interface Holder extends HoldingState {
  userId: number;
  name: string;
  provider: 'connectPay' | 'lemonway';
  rows: (typeof investmentScheduleItems.$inferSelect)[];
}

interface LoanState {
  project: ProjectRow;
  items: ItemRow[];
  holders: Holder[];
}

async function loadLoan(db: Db, project: ProjectRow, lock: boolean): Promise<LoanState> {
  const itemsQuery = db
    .select()
    .from(projectScheduleItems)
    .where(eq(projectScheduleItems.projectId, project.id))
    .orderBy(asc(projectScheduleItems.installment));
  const items = lock ? await itemsQuery.for('update') : await itemsQuery;
  const holdingsQuery = db
    .select({ inv: investments, name: users.displayName, email: users.email, provider: users.paymentSource })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(and(eq(investments.projectId, project.id), eq(investments.status, 'active')))
    .orderBy(asc(investments.id));
  const holdings = lock ? await holdingsQuery.for('update', { of: investments }) : await holdingsQuery;
  const ids = holdings.map((h) => h.inv.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(investmentScheduleItems)
          .where(inArray(investmentScheduleItems.investmentId, ids))
          .orderBy(asc(investmentScheduleItems.investmentId), asc(investmentScheduleItems.installment));
  return {
    project,
    items,
    holders: holdings.map((h) => {
      const own = rows.filter((r) => r.investmentId === h.inv.id);
      return {
        id: h.inv.id,
        userId: h.inv.userId,
        name: h.name || h.email,
        provider: h.provider,
        outstandingPrincipal: h.inv.outstandingPrincipalCents,
        items: own.map(itemState),
        rows: own,
      };
    }),
  };
}

function plan(state: LoanState, amount: Cents, on: string): RepaymentPlan {
  try {
    return planRepayment(amount, state.items.map(itemState), state.holders, {
      on,
      annualRateBps: state.project.interestRateBps,
      lateInterestRateBps: state.project.lateInterestRateBps,
    });
  } catch (error) {
    if (error instanceof RepaymentTooLargeError) {
      throw new AppError('REPAYMENT_TOO_LARGE', `At most ${toWire(error.maxAmount)} can be repaid now`, { amount: [`max ${toWire(error.maxAmount)}`] });
    }
    throw error;
  }
}

function splitToWire(state: LoanState, p: RepaymentPlan): RepaymentSplit {
  return {
    amount: toWire(p.amount),
    maxAmount: toWire(p.maxAmount),
    dueNow: toWire(p.dueNow),
    prepaidPrincipal: toWire(p.prepaidPrincipal),
    lateInterest: toWire(p.lateInterest),
    interest: toWire(p.interest),
    principal: toWire(p.principal),
    lines: p.lines.map((l) => ({
      installment: l.installment,
      lateInterest: toWire(l.lateInterest),
      interest: toWire(l.interest),
      principal: toWire(l.principal),
    })),
    holders: p.holdings.map((h, i) => ({
      investmentId: h.id,
      userId: state.holders[i]!.userId,
      name: state.holders[i]!.name,
      lateInterest: toWire(h.lateInterest),
      interest: toWire(h.interest),
      principal: toWire(h.principal),
      total: toWire(sumCents([h.lateInterest, h.interest, h.principal])),
    })),
  };
}

async function openLoan(db: Db, projectId: number, lock: boolean): Promise<LoanState> {
  const project = lock ? await lockProject(db, projectId) : (await db.select().from(projects).where(eq(projects.id, projectId)).limit(1))[0];
  if (!project) throw notFound('Project not found');
  if (!acceptsRepayment(project.status)) throw new AppError('LOAN_NOT_OPEN', `A ${project.status} project takes no repayments`);
  return loadLoan(db, project, lock);
}

/** The split of a repayment without moving money. */
export async function previewRepayment(db: Db, projectId: number, amountCents: Cents, receivedAt: Date): Promise<RepaymentSplit> {
  const state = await openLoan(db, projectId, false);
  return splitToWire(state, plan(state, amountCents, isoDateOf(receivedAt)));
}

/**
 * Adds one repayment line (and a recomputed interest after an early repayment) to an installment,
 * of the loan or of a holding alike, and answers the row update for its schedule table.
 */
function settleInstallment(
  item: ItemState,
  line: { principal: Cents; interest: Cents; lateInterest: Cents } | undefined,
  newInterest: Cents | undefined,
  on: string,
  receivedAt: Date,
  paidAt: Date | null,
) {
  item.paidPrincipal = addCents(item.paidPrincipal, line?.principal ?? ZERO_CENTS);
  item.paidInterest = addCents(item.paidInterest, line?.interest ?? ZERO_CENTS);
  item.paidLateInterest = addCents(item.paidLateInterest, line?.lateInterest ?? ZERO_CENTS);
  if (newInterest !== undefined) item.interest = newInterest;
  const status = settledStatus(item, on);
  return {
    paidPrincipalCents: item.paidPrincipal,
    paidInterestCents: item.paidInterest,
    paidLateInterestCents: item.paidLateInterest,
    interestCents: item.interest,
    status,
    paidAt: status === 'paid' ? receivedAt : paidAt,
  };
}

function settledStatus(item: ItemState, on: string): string {
  return itemStatus(item, on);
}

export interface AppliedRepayment {
  repaymentId: number;
  replayed: boolean;
  split: RepaymentSplit;
  status: ProjectStatus;
  receivedAt: Date;
}

/**
 * Applies a borrower repayment inside the caller's transaction (operator entry, or a debtor's
 * payment through the provider). Ledger legs per current holder (decision 0015): principal
 * loan → wallet (code principal), interest and late interest clearing → wallet (codes interest,
 * late_interest). Schedules, outstanding principal and the project status follow. A repeat with the
 * same key returns the first repayment and moves nothing.
 */
export async function applyRepayment(
  tx: Db,
  projectId: number,
  amountCents: Cents,
  source: 'operator' | 'provider',
  key: string,
  options: { receivedAt?: Date; actorUserId?: number | null; meta?: RequestMeta } = {},
): Promise<AppliedRepayment> {
  const [existing] = await tx.select().from(repayments).where(eq(repayments.idempotencyKey, key)).limit(1);
  if (existing) {
    if (existing.projectId !== projectId || existing.amountCents !== amountCents)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This key was used for a different repayment');
    const [p] = await tx.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
    const parts = { lateInterest: toWire(existing.lateInterestCents), interest: toWire(existing.interestCents), principal: toWire(existing.principalCents) };
    return {
      repaymentId: existing.id,
      replayed: true,
      receivedAt: existing.receivedAt,
      status: p!.status as ProjectStatus,
      split: { amount: toWire(existing.amountCents), maxAmount: '0.00', dueNow: '0.00', prepaidPrincipal: '0.00', ...parts, lines: [], holders: [] },
    };
  }
  const receivedAt = options.receivedAt ?? new Date();
  const on = isoDateOf(receivedAt);
  const actor = options.actorUserId ?? null;
  const state = await openLoan(tx, projectId, true);
  const p = plan(state, amountCents, on);
  const [repayment] = await tx
    .insert(repayments)
    .values({
      projectId,
      amountCents,
      principalCents: p.principal,
      interestCents: p.interest,
      lateInterestCents: p.lateInterest,
      source,
      idempotencyKey: key,
      createdByUserId: actor,
      receivedAt,
    })
    .returning();
  const rid = repayment!.id;
  const project = state.project;

  // Ledger: one linked batch, all or nothing.
  const loan = await loanAccount(tx, projectId, project.ownerUserId);
  const legs: TransferInput[] = [];
  for (const [i, h] of p.holdings.entries()) {
    const holder = state.holders[i]!;
    const wallet = await walletAccount(tx, holder.userId, holder.provider);
    const clearing = await clearingAccount(tx, holder.provider);
    const parts: [TransferCode, Cents, number][] = [
      ['principal', h.principal, loan.id],
      ['interest', h.interest, clearing.id],
      ['late_interest', h.lateInterest, clearing.id],
    ];
    for (const [code, cents, from] of parts) {
      if (cents === 0) continue;
      legs.push({
        debitAccountId: from,
        creditAccountId: wallet.id,
        amount: cents,
        code,
        idempotencyKey: `repayment:${rid}:investment:${h.id}:${code}`,
        referenceType: 'investment',
        referenceId: h.id,
        description: transferDescription('server.transfer.repayment', { number: project.number }),
        createdByUserId: actor,
      });
    }
  }
  if (legs.length > 0) await transferLinked(tx, legs);

  // Schedules.
  const projectItems = state.items.map(itemState);
  const change = new Map(p.interestChanges.map((c) => [c.installment, c]));
  for (const [idx, row] of state.items.entries()) {
    const line = p.lines.find((l) => l.installment === row.installment);
    const newInterest = change.get(row.installment)?.interest;
    if (!line && newInterest === undefined) continue;
    const item = projectItems[idx]!;
    await tx
      .update(projectScheduleItems)
      .set(settleInstallment(item, line, newInterest, on, receivedAt, row.paidAt))
      .where(eq(projectScheduleItems.id, row.id));
  }
  for (const [i, h] of p.holdings.entries()) {
    const holder = state.holders[i]!;
    let settledAll = true;
    for (const [k, row] of holder.rows.entries()) {
      const item = holder.items[k]!;
      const line = h.lines.find((l) => l.installment === row.installment);
      const newInterest = change.get(row.installment)?.holdings.find((x) => x.id === h.id)?.interest;
      if (line || newInterest !== undefined) {
        await tx
          .update(investmentScheduleItems)
          .set(settleInstallment(item, line, newInterest, on, receivedAt, row.paidAt))
          .where(eq(investmentScheduleItems.id, row.id));
      }
      if (item.paidPrincipal !== item.principal || item.paidInterest !== item.interest) settledAll = false;
    }
    const outstanding = subCents(holder.outstandingPrincipal, h.principal);
    await settleHolding(tx, h.id, outstanding, settledAll);
  }

  // Status: everything paid → REPAID; a DELAYED loan with nothing overdue any more → ACTIVE.
  let status = project.status as ProjectStatus;
  const allPaid = projectItems.every((i) => i.paidPrincipal === i.principal && i.paidInterest === i.interest);
  if (allPaid) {
    await setProjectStatus(tx, project, 'REPAID', actor, 'repaid in full', options.meta);
    status = 'REPAID';
  } else if (project.status === 'DELAYED' && daysOverdue(projectItems, on) === 0) {
    await setProjectStatus(tx, project, 'ACTIVE', actor, 'overdue installments paid', options.meta);
    status = 'ACTIVE';
  }

  await notify(
    tx,
    p.holdings
      .map((h, i) => ({ h, userId: state.holders[i]!.userId }))
      .filter(({ h }) => sumCents([h.principal, h.interest, h.lateInterest]) > 0)
      .map(({ h, userId }) => ({
        userId,
        event: 'repayment' as const,
        investmentId: h.id,
        projectId,
        params: {
          amount: toWire(sumCents([h.principal, h.interest, h.lateInterest])),
          principal: toWire(h.principal),
          interest: toWire(addCents(h.interest, h.lateInterest)),
          projectNumber: project.number,
        },
      })),
  );
  await audit(
    tx,
    project,
    actor,
    'project.repayment_recorded',
    {
      repaymentId: rid,
      source,
      amount: toWire(amountCents),
      principal: toWire(p.principal),
      interest: toWire(p.interest),
      lateInterest: toWire(p.lateInterest),
    },
    options.meta,
  );
  return { repaymentId: rid, replayed: false, split: splitToWire(state, p), status, receivedAt };
}

/** The overdue job marks the borrower's open installments past their due date. */
export async function markInstallmentsOverdue(tx: Db, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.update(projectScheduleItems).set({ status: 'overdue' }).where(inArray(projectScheduleItems.id, itemIds));
}

// ---------------------------------------------------------------------------------------------
// Reading schedules
// ---------------------------------------------------------------------------------------------

export function scheduleItemToWire(row: ItemRow | typeof investmentScheduleItems.$inferSelect, on: string): LoanScheduleItem {
  const state = itemState(row);
  const status = row.status === 'paid' ? 'paid' : itemStatus(state, on);
  return {
    installment: row.installment,
    dueDate: row.dueDate,
    principal: toWire(row.principalCents),
    interest: toWire(row.interestCents),
    total: toWire(addCents(row.principalCents, row.interestCents)),
    paidPrincipal: toWire(row.paidPrincipalCents),
    paidInterest: toWire(row.paidInterestCents),
    paidLateInterest: toWire(row.paidLateInterestCents),
    status,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

async function projectItems(db: Db, projectId: number): Promise<ItemRow[]> {
  return db.select().from(projectScheduleItems).where(eq(projectScheduleItems.projectId, projectId)).orderBy(asc(projectScheduleItems.installment));
}

async function findProject(db: Db, idOrSlug: string): Promise<ProjectRow | undefined> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select()
    .from(projects)
    .where(byId ? eq(projects.id, Number(idOrSlug)) : eq(projects.slug, idOrSlug))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// The service behind the routes
// ---------------------------------------------------------------------------------------------

export function createLifecycleService({
  db,
  now = () => new Date(),
  onProjectChanged = () => {},
  onProjectOpened = async () => {},
}: {
  db: Db;
  now?: () => Date;
  onProjectChanged?: () => void;
  /** After a project opened for investment committed (automatic investment allocates it, decision 0035). */
  onProjectOpened?: (projectId: number) => Promise<void>;
}) {
  const changed = <T>(value: T): T => {
    onProjectChanged();
    return value;
  };

  async function adminLoan(projectId: number): Promise<AdminLoan> {
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
    if (!project) throw notFound('Project not found');
    const at = now();
    const on = isoDateOf(at);
    const items = await projectItems(db, projectId);
    const disbursableFrom = project.status === 'FUNDED' ? await reflectionRunningUntil(db, projectId, at) : null;
    let dueNow = ZERO_CENTS;
    let maxAmount = ZERO_CENTS;
    if (acceptsRepayment(project.status)) {
      const { due, later } = dueInstallments(items.map(itemState), {
        on,
        annualRateBps: project.interestRateBps,
        lateInterestRateBps: project.lateInterestRateBps,
      });
      dueNow = sumCents(due.flatMap((d) => [d.lateInterest, d.interest, d.principal]));
      maxAmount = addCents(dueNow, sumCents(later.map((l) => subCents(l.principal, l.paidPrincipal))));
    }
    return {
      project: {
        id: project.id,
        status: project.status as ProjectStatus,
        fundedAmount: toWire(project.fundedCents),
        disbursedAt: project.disbursedAt ? project.disbursedAt.toISOString() : null,
      },
      nextStatuses: manualTargets(project.status),
      canDisburse: project.status === 'FUNDED' && disbursableFrom === null,
      disbursableFrom: disbursableFrom ? disbursableFrom.toISOString() : null,
      acceptsRepayment: acceptsRepayment(project.status),
      dueNow: toWire(dueNow),
      maxAmount: toWire(maxAmount),
      schedule: items.map((r) => scheduleItemToWire(r, on)),
    };
  }

  return {
    adminLoan,

    /** Operator status change along the table; CANCELLED refunds, FUNDED → ACTIVE is `disburse`. */
    async changeStatus(operatorId: number, projectId: number, to: ProjectStatus, reason: string | null, meta?: RequestMeta): Promise<AdminLoan> {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId);
        if (!manualTargets(project.status).includes(to)) throw refuse(project.status, to);
        if (to === 'CANCELLED') {
          await cancelProject(tx, projectId, operatorId, reason, meta);
          return;
        }
        await setProjectStatus(tx, project, to, operatorId, reason, meta);
        if (to === 'DELAYED' || to === 'DEFAULTED') {
          await notifyHolders(tx, projectId, ['active'], to === 'DELAYED' ? 'delayed' : 'defaulted', { projectNumber: project.number });
        }
      });
      if (to === 'GATHERING') await onProjectOpened(projectId);
      return changed(await adminLoan(projectId));
    },

    async disburse(operatorId: number, projectId: number, key: string, meta?: RequestMeta): Promise<IdempotentAnswer<AdminLoan>> {
      const answer = await idempotent(db, operatorId, key, `POST /api/admin/projects/${projectId}/disburse`, { projectId }, async (tx) => {
        await disburseProject(tx, projectId, operatorId, now(), meta);
        return { statusCode: 200, body: { projectId } as unknown as AdminLoan };
      });
      return changed({ ...answer, body: await adminLoan(projectId) });
    },

    async preview(projectId: number, amountCents: Cents, receivedAt?: string): Promise<RepaymentSplit> {
      return previewRepayment(db, projectId, amountCents, receivedAt ? new Date(receivedAt) : now());
    },

    async record(
      operatorId: number,
      projectId: number,
      body: { amountCents: Cents; receivedAt?: string },
      key: string,
      meta?: RequestMeta,
    ): Promise<IdempotentAnswer<RepaymentResult>> {
      const answer = await idempotent(db, operatorId, key, `POST /api/admin/projects/${projectId}/repayments`, body, async (tx) => {
        const applied = await applyRepayment(tx, projectId, body.amountCents, 'operator', ledgerKey(operatorId, key, 'repayment'), {
          receivedAt: body.receivedAt ? new Date(body.receivedAt) : now(),
          actorUserId: operatorId,
          meta,
        });
        const [row] = await tx.select().from(repayments).where(eq(repayments.id, applied.repaymentId));
        return { statusCode: 201, body: { repayment: repaymentToWire(row!), split: applied.split, status: applied.status } };
      });
      return changed(answer);
    },

    async list(projectId: number) {
      const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
      if (!project) throw notFound('Project not found');
      const rows = await db.select().from(repayments).where(eq(repayments.projectId, projectId)).orderBy(desc(repayments.id));
      return { repayments: rows.map(repaymentToWire) };
    },

    /** Public: the project's schedule, visible exactly like the project page. */
    async projectSchedule(idOrSlug: string, viewer: Viewer | null) {
      const project = await findProject(db, idOrSlug);
      if (!project) throw notFound('Project not found');
      const visible =
        project.status === 'SECRET' && viewer
          ? (await db.select({ userId: projectVisibleUsers.userId }).from(projectVisibleUsers).where(eq(projectVisibleUsers.projectId, project.id))).map(
              (r) => r.userId,
            )
          : [];
      if (!canViewProject(project.status as ProjectStatus, visible, viewer)) throw notFound('Project not found');
      const on = isoDateOf(now());
      return {
        projectId: project.id,
        repaymentMethod: project.repaymentMethod,
        items: (await projectItems(db, project.id)).map((r) => scheduleItemToWire(r, on)),
      };
    },

    /** The debtor's own project schedule (404 for anyone but the project's owner). */
    async debtorSchedule(idOrSlug: string, viewerId: number) {
      const project = await findProject(db, idOrSlug);
      if (!project || project.ownerUserId !== viewerId) throw notFound('Project not found');
      const on = isoDateOf(now());
      return { paymentScheduleItems: (await projectItems(db, project.id)).map((r) => scheduleItemToWire(r, on)) };
    },
  };
}

function repaymentToWire(row: typeof repayments.$inferSelect) {
  return {
    id: row.id,
    amount: toWire(row.amountCents),
    principal: toWire(row.principalCents),
    interest: toWire(row.interestCents),
    lateInterest: toWire(row.lateInterestCents),
    source: row.source,
    receivedAt: row.receivedAt.toISOString(),
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
