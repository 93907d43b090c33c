import {
  ibanWithCheckDigits,
  acceptsRepayment,
  addCents,
  type Cents,
  minCents,
  subCents,
  sumCents,
  toCents,
  ZERO_CENTS,
  dueInstallments,
  fromWire,
  isoDateOf,
  type DebtorProject,
  type IncomingTransferEvent,
  type ItemState,
  type Locale,
  type PaymentProvider,
  type ProjectStatus,
  type RepaymentInstructions,
  toWire,
} from '@platform/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, projectScheduleItems, repayments } from '../../db/schema';
import { bookIncomingTransfer } from '../payments/provider-transactions';
import { AppError, notFound } from '../../http/app-error';
import { projectTitles } from '../projects/project-titles';
import { recordAudit } from '../audit/audit.service';
import { clearingAccount, transfer, walletAccount } from '../ledger/ledger.service';
import { applyRepayment, previewRepayment } from '../lifecycle/lifecycle.service';
import { depositLedgerKey } from '../payments/payments.service';
import type { IncomingRepayments } from '../payments/provider';
import { parseRepaymentReference, repaymentReference } from './repayment-reference';
import { transferDescription } from '../transactions/transfer-descriptions';

/**
 * The debtor side (issue 6, decision 0019): the borrower's own projects with what is due, and the
 * borrower's bank transfers to the platform's repayment account, which repay the loan through the
 * lifecycle's `applyRepayment` instead of filling a wallet.
 */

type ProjectRow = typeof projects.$inferSelect;
type ItemRow = typeof projectScheduleItems.$inferSelect;

/** The platform's account for loan repayments at a provider (the borrower pays here, not into a wallet). */
export interface PlatformRepaymentAccount {
  provider: PaymentProvider;
  providerAccountId: string;
  iban: string;
  holderName: string;
}

/**
 * The sandbox's repayment account: a fixed connectPay IBAN with valid check digits. Its account
 * number (99000000001) is above any user id (a 32-bit serial), so it never equals a user's
 * virtual IBAN (bank code 35000 + the user id in 11 digits).
 */
export const SANDBOX_REPAYMENT_ACCOUNT: PlatformRepaymentAccount = {
  provider: 'connectPay',
  providerAccountId: 'cp-acc-platform-repayments',
  iban: ibanWithCheckDigits('LT', '3500099000000001'),
  holderName: 'Greenvest loan repayments',
};

/** The repayment key of a provider transaction: one repayment per bank transaction, whatever webhook brings it. */
export const providerRepaymentKey = (provider: PaymentProvider, providerTransactionId: string) => `provider:${provider}:${providerTransactionId}`;

const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

const itemState = (r: ItemRow): ItemState => ({
  installment: r.installment,
  dueDate: r.dueDate,
  principal: r.principalCents,
  interest: r.interestCents,
  paidPrincipal: r.paidPrincipalCents,
  paidInterest: r.paidInterestCents,
  paidLateInterest: r.paidLateInterestCents,
});

export interface LoanFigures {
  outstandingPrincipal: Cents;
  nextInstallment: { installment: number; dueDate: string; amount: Cents } | null;
  overdue: Cents;
  dueNow: Cents;
  maxRepayment: Cents;
}

/**
 * What a borrower owes on `on` (pure): principal outstanding, the first unsettled installment
 * with what is left of it (late interest included), the overdue part, what is due now (overdue
 * plus the next installment) and the largest transfer the loan takes. A project that takes no
 * repayments owes nothing due (its outstanding principal is still shown).
 */
export function loanFigures(
  status: string,
  items: readonly ItemState[],
  terms: { on: string; annualRateBps: number; lateInterestRateBps: number },
): LoanFigures {
  const unpaid = (i: ItemState) => subCents(i.principal, i.paidPrincipal);
  const outstandingPrincipal = sumCents(items.map(unpaid));
  if (!acceptsRepayment(status) || items.length === 0)
    return { outstandingPrincipal, nextInstallment: null, overdue: ZERO_CENTS, dueNow: ZERO_CENTS, maxRepayment: ZERO_CENTS };
  const { due, later } = dueInstallments(items, terms);
  const owed = (d: { lateInterest: Cents; interest: Cents; principal: Cents }) => sumCents([d.lateInterest, d.interest, d.principal]);
  const dueNow = sumCents(due.map(owed));
  const overdue = sumCents(due.filter((d) => d.daysOverdue > 0).map(owed));
  const first = due[0];
  return {
    outstandingPrincipal,
    nextInstallment: first ? { installment: first.installment, dueDate: first.dueDate, amount: owed(first) } : null,
    overdue,
    dueNow,
    maxRepayment: addCents(dueNow, sumCents(later.map(unpaid))),
  };
}

export interface DebtorServiceDeps {
  db: Db;
  account?: PlatformRepaymentAccount;
  /** The bank details shown with the IBAN (the provider adapter's bank). */
  bank: { bic: string; bankName: string };
  sandbox: boolean;
  now?: () => Date;
  onProjectChanged?: () => void;
  log?: { warn(obj: object, msg: string): void };
}

export function createDebtorService(deps: DebtorServiceDeps) {
  const { db } = deps;
  const account = deps.account ?? SANDBOX_REPAYMENT_ACCOUNT;
  const now = deps.now ?? (() => new Date());

  function instructions(project: { number: number }): RepaymentInstructions {
    return {
      iban: account.iban,
      bic: deps.bank.bic,
      bankName: deps.bank.bankName,
      holderName: account.holderName,
      reference: repaymentReference(project.number),
      sandbox: deps.sandbox,
    };
  }

  async function toWireProjects(tx: Db, rows: ProjectRow[], locale: Locale): Promise<DebtorProject[]> {
    const ids = rows.map((r) => r.id);
    const titles = await projectTitles(tx, ids, locale);
    const items =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(projectScheduleItems)
            .where(inArray(projectScheduleItems.projectId, ids))
            .orderBy(asc(projectScheduleItems.projectId), asc(projectScheduleItems.installment));
    const on = isoDateOf(now());
    return rows.map((p) => {
      const own = items.filter((i) => i.projectId === p.id).map(itemState);
      const f = loanFigures(p.status, own, { on, annualRateBps: p.interestRateBps, lateInterestRateBps: p.lateInterestRateBps });
      return {
        id: p.id,
        number: p.number,
        slug: p.slug,
        title: titles.get(p.id) ?? p.slug,
        status: p.status as ProjectStatus,
        targetAmount: toWire(p.targetCents),
        fundedAmount: toWire(p.fundedCents),
        interestRateBps: p.interestRateBps,
        termMonths: p.termMonths,
        repaymentMethod: p.repaymentMethod,
        disbursedAt: p.disbursedAt ? p.disbursedAt.toISOString() : null,
        outstandingPrincipal: toWire(f.outstandingPrincipal),
        nextInstallment: f.nextInstallment
          ? { installment: f.nextInstallment.installment, dueDate: f.nextInstallment.dueDate, amount: toWire(f.nextInstallment.amount) }
          : null,
        overdueAmount: toWire(f.overdue),
        dueNow: toWire(f.dueNow),
        maxRepayment: toWire(f.maxRepayment),
        acceptsRepayment: acceptsRepayment(p.status),
        repayment: instructions(p),
      };
    });
  }

  /**
   * A borrower's transfer to the platform's repayment account (inside the webhook transaction, its
   * event id already claimed). The reference names the loan; the loan takes what it can (up to
   * everything due plus all remaining principal) through applyRepayment, and whatever it cannot
   * take — the excess, or all of it when the loan takes no repayments — is credited to the
   * borrower's wallet, so no money is lost. An unreadable or unknown reference is refused (404,
   * nothing recorded): the money stays at the provider and its retry applies it once fixed.
   */
  async function applyIncoming(tx: Db, provider: PaymentProvider, event: IncomingTransferEvent, amountCents: Cents): Promise<'applied' | 'duplicate'> {
    const number = parseRepaymentReference(event.reference);
    if (number === null) {
      deps.log?.warn(
        { provider, transactionId: event.transactionId, reference: event.reference ?? null },
        'repayment transfer without a valid reference refused',
      );
      throw new AppError('NOT_FOUND', 'No valid repayment reference on the transfer');
    }
    // Locked first: what the loan can take is read and used under the same lock.
    const [project] = await tx.select().from(projects).where(eq(projects.number, number)).for('update').limit(1);
    if (!project || project.ownerUserId === null) {
      deps.log?.warn({ provider, transactionId: event.transactionId, reference: event.reference ?? null }, 'repayment transfer for an unknown project refused');
      throw new AppError('NOT_FOUND', 'No project with this repayment reference');
    }
    const ownerUserId = project.ownerUserId;
    const booked = await bookIncomingTransfer(tx, provider, event, ownerUserId, amountCents);
    if (booked === null) return 'duplicate';

    // Late interest is decided by when the money arrived (never later than now).
    const arrived = new Date(event.occurredAt);
    const receivedAt = arrived.getTime() < now().getTime() ? arrived : now();
    let repaid = ZERO_CENTS;
    if (acceptsRepayment(project.status)) {
      let max = ZERO_CENTS;
      try {
        max = fromWire((await previewRepayment(tx, project.id, toCents(1), receivedAt)).maxAmount);
      } catch (error) {
        // Nothing left to take (the plan refuses even a cent): everything goes to the wallet.
        if (!(error instanceof AppError && error.code === 'REPAYMENT_TOO_LARGE')) throw error;
      }
      repaid = minCents(amountCents, max);
      if (repaid > 0) {
        await applyRepayment(tx, project.id, repaid, 'provider', providerRepaymentKey(provider, event.transactionId), { receivedAt, actorUserId: null });
      }
    }
    const credited = subCents(amountCents, repaid);
    if (credited > 0) {
      const clearing = await clearingAccount(tx, provider);
      const wallet = await walletAccount(tx, ownerUserId, provider);
      await transfer(tx, {
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amount: credited,
        code: 'deposit',
        idempotencyKey: depositLedgerKey(provider, event.transactionId),
        referenceType: 'provider_transaction',
        referenceId: booked,
        description: transferDescription(repaid > 0 ? 'server.transfer.repayment_excess' : 'server.transfer.repayment_refused', {
          reference: event.reference ?? '',
        }),
      });
    }
    await recordAudit(tx, {
      actorUserId: null,
      subjectUserId: ownerUserId,
      action: 'debtor.repayment_received',
      details: {
        provider,
        eventId: event.eventId,
        transactionId: event.transactionId,
        projectId: project.id,
        projectNumber: project.number,
        amount: event.amount,
        repaid: toWire(repaid),
        credited: toWire(credited),
      },
    });
    deps.onProjectChanged?.();
    return 'applied';
  }

  const handler: IncomingRepayments = {
    isRepaymentAccount(provider, to) {
      if (provider !== account.provider) return false;
      if (to.providerAccountId !== undefined) return to.providerAccountId === account.providerAccountId;
      return to.iban !== undefined && compactIban(to.iban) === account.iban;
    },
    apply: applyIncoming,
  };

  return {
    account,
    handler,
    instructions,

    /** GET /api/debtor-projects: the borrower's own projects, newest first. */
    async list(ownerUserId: number, locale: Locale): Promise<DebtorProject[]> {
      const rows = await db.select().from(projects).where(eq(projects.ownerUserId, ownerUserId)).orderBy(desc(projects.id));
      return toWireProjects(db, rows, locale);
    },

    /** One of the borrower's projects (404 for anyone else's), read with `tx`. */
    async one(tx: Db, ownerUserId: number, projectId: number, locale: Locale): Promise<DebtorProject> {
      const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
      if (!row || row.ownerUserId !== ownerUserId) throw notFound('Project not found');
      return (await toWireProjects(tx, [row], locale))[0]!;
    },

    /** What a provider transaction repaid (0 when nothing was applied to the loan). */
    async repaidBy(tx: Db, provider: PaymentProvider, providerTransactionId: string): Promise<Cents> {
      const [row] = await tx
        .select({ amount: repayments.amountCents })
        .from(repayments)
        .where(eq(repayments.idempotencyKey, providerRepaymentKey(provider, providerTransactionId)))
        .limit(1);
      return row?.amount ?? ZERO_CENTS;
    },
  };
}

export type DebtorService = ReturnType<typeof createDebtorService>;
