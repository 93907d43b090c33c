import {
  bpsToPercentString,
  canRevoke,
  fromWire,
  INVESTING_API,
  investAmountProblem,
  investBounds,
  investPanelState,
  largeAmountThreshold,
  maxCents,
  needsLargeAmountWarning,
  reflectionEndsAt,
  subCents,
  toWire,
  ZERO_CENTS,
  type Cents,
  type DetailedInvestment,
  type InvestBody,
  type InvestmentStatus,
  type InvestOptions,
  type InvestResponse,
  type InvestmentScheduleResponse,
  type Locale,
  type ProjectStatus,
  type UserInvestment,
  type UserInvestmentsResponse,
} from '@platform/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { investments, investmentScheduleItems, projects, projectVisibleUsers, questionnaireAnswers, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { projectTitles } from '../projects/project-titles';
import { idempotent, ledgerKey, type IdempotentAnswer } from '../../http/idempotency';
import type { Viewer } from '../../http/request-context';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { escrowAccount, reserve, transfer, voidPending, walletAccount, walletBalance } from '../ledger/ledger.service';
import { setProjectStatus } from '../lifecycle/lifecycle.service';
import { notify } from '../notifications/notifications.service';
import { onboardingOf } from '../onboarding/onboarding.service';
import { claimFunding, releaseFunding } from '../projects/project.commands';
import { canViewProject } from '../projects/projects.rules';
import { insertInvestment, markInvestmentRevoked } from './investment.commands';
import { markProjectFunded, revocationVoidKey, userInvestedAmount } from './investing.ledger';
import { transferDescription } from '../transactions/transfer-descriptions';

type UserRow = typeof users.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;
type InvestmentRow = typeof investments.$inferSelect;

export const INVEST_ROUTE = 'POST /api/set/invest';

/** What an investment's idempotent answer keeps; the route adds the panel's options of the moment. */
export type StoredInvestAnswer = InvestResponse & { reflectionEndsAt?: string | null };

/** Audit reason of FUNDED → GATHERING: the only way back, a revocation within the ECSP reflection period (decision 0027). */
export const REOPEN_REASON = 'investment revoked in its reflection period';

interface Deps {
  db: Db;
  now?: () => Date;
}

/** ECSP: approved sophisticated investors have no large-amount warning and no reflection period. */
export function isSophisticated(user: Pick<UserRow, 'sophisticatedStatus'>): boolean {
  return user.sophisticatedStatus === 'approved';
}

/** The investor's declared net worth (the latest questionnaire answer), for the ECSP large-amount threshold. */
export async function netWorthOf(tx: Db, userId: number): Promise<Cents> {
  const [answer] = await tx
    .select({ netWorthCents: questionnaireAnswers.netWorthCents })
    .from(questionnaireAnswers)
    .where(and(eq(questionnaireAnswers.userId, userId), eq(questionnaireAnswers.kind, 'investor')))
    .orderBy(desc(questionnaireAnswers.answeredAt), desc(questionnaireAnswers.id))
    .limit(1);
  return answer?.netWorthCents ?? ZERO_CENTS;
}

/** May this account invest at all (the account's own facts, whoever acts for it)? Automatic investment asks this (decision 0035). */
export function accountMayInvest(user: UserRow): boolean {
  if (user.readonly || user.closedAt || user.mergedIntoUserId) return false;
  return user.questionsAnswered && onboardingOf(user).allowedToInvest;
}

/** Who may invest (manually, or buy on the secondary market): the same facts the panel shows, as errors. */
export function assertMayInvest(user: UserRow, viewer: Viewer): void {
  if (viewer.readonly || user.readonly) throw new AppError('READ_ONLY', 'This account is read-only');
  if (viewer.impersonatorUserId) throw new AppError('IMPERSONATION_READ_ONLY', 'Not while logged in as another user');
  if (user.closedAt || user.mergedIntoUserId) throw new AppError('INVEST_NOT_ALLOWED', 'This account is closed');
  if (!user.questionsAnswered) throw new AppError('QUESTIONNAIRE_REQUIRED', 'Answer the investor questionnaire first');
  if (!onboardingOf(user).allowedToInvest) throw new AppError('INVEST_NOT_ALLOWED', 'Finish your onboarding first');
}

/**
 * Takes back an investment in its reflection period, free of charge, in the caller's transaction
 * (the row locked by the caller): the project's funding is released (a FUNDED project reopens),
 * the hold voided, the owner notified. The owner's revocation and a revoked auto-invest mandate
 * (decision 0035) both come here. REFLECTION_OVER when the period has ended.
 */
export async function revokeHeldInvestment(tx: Db, row: InvestmentRow, actorUserId: number, at: Date, meta: RequestMeta): Promise<void> {
  if (!canRevoke(row, at) || row.pendingTransferId === null) throw new AppError('REFLECTION_OVER', 'This investment can no longer be revoked');
  // The project row first (the order invest uses), then the ledger accounts inside voidPending.
  const project = await releaseFunding(tx, row.projectId, row.amountCents);
  // A FUNDED project that falls back under its target reopens: a declared transition (decision 0027).
  if (project && project.status === 'FUNDED' && project.disbursedAt === null) {
    await setProjectStatus(tx, project, 'GATHERING', actorUserId, REOPEN_REASON, meta);
  }
  await voidPending(tx, row.pendingTransferId, revocationVoidKey(row.id), actorUserId);
  await markInvestmentRevoked(tx, row.id, at);
  await notify(tx, {
    userId: row.userId,
    event: 'revoked',
    investmentId: row.id,
    projectId: row.projectId,
    params: { amount: toWire(row.amountCents), projectNumber: project?.number ?? 0 },
  });
  await recordAudit(tx, {
    actorUserId,
    subjectUserId: row.userId,
    action: 'investment.revoked',
    ip: meta.ip,
    details: { investmentId: row.id, amount: toWire(row.amountCents) },
  });
}

/**
 * Manual investing (issue 6, decision 0014). One transaction per investment: the project row is
 * claimed by a conditional UPDATE (funded + amount <= target, status GATHERING), which serialises
 * concurrent investors on that row; the wallet is checked by the ledger under its account locks;
 * the investment, the ledger hold or transfer, the notification and the stored idempotent answer
 * commit together, or nothing does.
 */
export function createInvestingService({ db, now = () => new Date() }: Deps) {
  async function loadUser(tx: Db, userId: number): Promise<UserRow> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound('User not found');
    return user;
  }

  /** The project if this viewer may see it (404 otherwise, like the project page). */
  async function visibleProject(tx: Db, projectId: number, viewer: Viewer | null): Promise<ProjectRow> {
    const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
    if (!row) throw notFound('Project not found');
    const listed =
      row.status === 'SECRET'
        ? (await tx.select({ userId: projectVisibleUsers.userId }).from(projectVisibleUsers).where(eq(projectVisibleUsers.projectId, row.id))).map(
            (r) => r.userId,
          )
        : [];
    if (!canViewProject(row.status as ProjectStatus, listed, viewer)) throw notFound('Project not found');
    return row;
  }

  function amountError(problem: NonNullable<ReturnType<typeof investAmountProblem>>, bounds: { min: Cents; max: Cents }): AppError {
    const fieldErrors = { amount: [problem] };
    if (problem === 'above_available') return new AppError('INSUFFICIENT_FUNDS', 'Not enough available balance', fieldErrors);
    return new AppError('INVEST_AMOUNT_INVALID', `Invest from ${toWire(bounds.min)} to ${toWire(maxCents(bounds.min, bounds.max))}`, fieldErrors);
  }

  function toUserInvestment(row: InvestmentRow, project: ProjectRow, title: string | undefined): UserInvestment {
    return {
      id: row.id,
      projectId: project.id,
      projectNumber: project.number,
      projectTitle: title ?? project.slug,
      projectSlug: project.slug,
      projectStatus: project.status,
      amount: toWire(row.amountCents),
      outstanding: toWire(row.outstandingPrincipalCents),
      status: row.status as InvestmentStatus,
      reflectionEndsAt: row.reflectionEndsAt ? row.reflectionEndsAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function ownInvestment(userId: number, id: number): Promise<{ row: InvestmentRow; project: ProjectRow }> {
    const [found] = await db
      .select({ row: investments, project: projects })
      .from(investments)
      .innerJoin(projects, eq(projects.id, investments.projectId))
      .where(and(eq(investments.id, id), eq(investments.userId, userId)))
      .limit(1);
    if (!found) throw notFound('No such investment');
    return found;
  }

  return {
    async invest(viewer: Viewer, body: InvestBody, key: string, meta: RequestMeta): Promise<IdempotentAnswer<StoredInvestAnswer>> {
      const userId = viewer.id;
      const amount = fromWire(body.amount);
      const payload = {
        projectId: body.projectId,
        amount: toWire(amount),
        acknowledgeLargeAmount: body.acknowledgeLargeAmount ?? false,
        kiisVersion: body.kiisVersion ?? null,
      };
      const user = await loadUser(db, userId);
      assertMayInvest(user, viewer);
      const project = await visibleProject(db, body.projectId, viewer);
      if (project.status !== 'GATHERING') throw new AppError('PROJECT_NOT_OPEN', 'This project is not open for investment');

      // Early answers from a snapshot; the transaction below re-checks what can change meanwhile.
      const provider = user.paymentSource;
      const balance = await walletBalance(db, userId, provider);
      const boundsInput = {
        minInvestmentCents: project.minInvestmentCents,
        maxInvestmentCents: project.maxInvestmentCents,
        targetCents: project.targetCents,
        fundedCents: project.fundedCents,
        availableCents: balance.available,
      };
      const problem = investAmountProblem(amount, boundsInput);
      // A repeat of a request that already went through replays its answer even though the wallet changed.
      const replayable = problem === 'above_available' || problem === 'above_left';
      if (problem && !replayable) throw amountError(problem, investBounds(boundsInput));

      const sophisticated = isSophisticated(user);
      const netWorth = await netWorthOf(db, userId);
      if (needsLargeAmountWarning({ amountCents: amount, netWorthCents: netWorth, sophisticated }) && !body.acknowledgeLargeAmount) {
        throw new AppError('LARGE_AMOUNT_ACK_REQUIRED', `Investing more than ${toWire(largeAmountThreshold(netWorth))} needs your explicit acknowledgement`, {
          amount: ['large_amount'],
        });
      }

      return idempotent<StoredInvestAnswer>(db, userId, key, INVEST_ROUTE, payload, async (tx) => {
        if (problem) throw amountError(problem, investBounds(boundsInput));
        const at = now();
        // Claim the amount on the project row: concurrent investors queue on this row's lock.
        const claimed = await claimFunding(tx, project.id, amount);
        if (!claimed) {
          const [fresh] = await tx.select().from(projects).where(eq(projects.id, project.id)).limit(1);
          if (!fresh || fresh.status !== 'GATHERING') throw new AppError('PROJECT_NOT_OPEN', 'This project is not open for investment');
          const left = subCents(fresh.targetCents, fresh.fundedCents);
          throw new AppError('INVEST_AMOUNT_INVALID', `Only ${toWire(left)} is left to fund`, { amount: ['above_left'] });
        }
        const { fundedCents: fundedAfter, targetCents } = claimed;

        const [next] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('investments', 'id'))::int AS id`);
        const investmentId = Number(next!.id);
        const wallet = await walletAccount(tx, userId, provider);
        const escrow = await escrowAccount(tx, project.id);
        const leg = {
          debitAccountId: wallet.id,
          creditAccountId: escrow.id,
          amount,
          code: 'investment' as const,
          idempotencyKey: ledgerKey(userId, key, 'investment'),
          referenceType: 'investment',
          referenceId: investmentId,
          description: transferDescription('server.transfer.investment', { number: project.number }),
          createdByUserId: userId,
        };
        let status: InvestmentStatus;
        let pendingTransferId: number | null = null;
        let endsAt: Date | null = null;
        if (sophisticated) {
          await transfer(tx, leg);
          status = 'active';
        } else {
          const held = await reserve(tx, leg);
          pendingTransferId = held.transfers[0]!.id;
          endsAt = reflectionEndsAt(at);
          status = 'reflection';
        }
        await insertInvestment(tx, {
          id: investmentId,
          projectId: project.id,
          userId,
          amountCents: amount,
          outstandingPrincipalCents: amount,
          status,
          source: 'manual',
          pendingTransferId,
          reflectionEndsAt: endsAt,
          largeAmountAcknowledged:
            Boolean(body.acknowledgeLargeAmount) && needsLargeAmountWarning({ amountCents: amount, netWorthCents: netWorth, sophisticated }),
          kiisVersion: body.kiisVersion ?? null,
          createdAt: at,
        });
        await notify(tx, { userId, event: 'invested', investmentId, projectId: project.id, params: { amount: toWire(amount), projectNumber: project.number } });
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'investment.created',
          ip: meta.ip,
          details: { investmentId, projectId: project.id, amount: toWire(amount), status, largeAmountAcknowledged: Boolean(body.acknowledgeLargeAmount) },
        });
        if (fundedAfter === targetCents) await markProjectFunded(tx, project.id);
        return { statusCode: 201, body: { investmentId, status, reflectionEndsAt: endsAt ? endsAt.toISOString() : null } };
      });
    },

    /** The owner takes an investment back during its reflection period, free of charge: the hold is voided. */
    async revoke(viewer: Viewer, id: number, key: string, meta: RequestMeta): Promise<IdempotentAnswer<InvestResponse>> {
      const userId = viewer.id;
      return idempotent<InvestResponse>(db, userId, key, `POST /api/set/investment/${id}/revoke`, { id }, async (tx) => {
        const [row] = await tx.select().from(investments).where(eq(investments.id, id)).for('update').limit(1);
        if (!row || row.userId !== userId) throw notFound('No such investment');
        if (row.status === 'revoked') return { statusCode: 200, body: { investmentId: row.id, status: 'revoked' } };
        await revokeHeldInvestment(tx, row, userId, now(), meta);
        return { statusCode: 200, body: { investmentId: row.id, status: 'revoked' } };
      });
    },

    async list(userId: number, locale: Locale, limit = 1000): Promise<UserInvestmentsResponse> {
      const rows = await db
        .select({ row: investments, project: projects })
        .from(investments)
        .innerJoin(projects, eq(projects.id, investments.projectId))
        .where(eq(investments.userId, userId))
        .orderBy(desc(investments.id))
        .limit(limit);
      const titles = await projectTitles(db, [...new Set(rows.map((r) => r.project.id))], locale);
      return { investments: rows.map((r) => toUserInvestment(r.row, r.project, titles.get(r.project.id))) };
    },

    async detail(userId: number, id: number, locale: Locale): Promise<DetailedInvestment> {
      const { row, project } = await ownInvestment(userId, id);
      const titles = await projectTitles(db, [project.id], locale);
      return {
        ...toUserInvestment(row, project, titles.get(project.id)),
        interestRate: bpsToPercentString(project.interestRateBps),
        termMonths: project.termMonths,
        repaymentMethod: project.repaymentMethod,
        revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
        largeAmountAcknowledged: row.largeAmountAcknowledged,
        kiisVersion: row.kiisVersion,
        canRevoke: canRevoke(row, now()),
      };
    },

    async schedule(userId: number, id: number): Promise<InvestmentScheduleResponse> {
      await ownInvestment(userId, id);
      const rows = await db
        .select()
        .from(investmentScheduleItems)
        .where(eq(investmentScheduleItems.investmentId, id))
        .orderBy(asc(investmentScheduleItems.installment));
      return {
        paymentScheduleItems: rows.map((r) => ({
          installment: r.installment,
          dueDate: r.dueDate,
          principal: toWire(r.principalCents),
          interest: toWire(r.interestCents),
          paidPrincipal: toWire(r.paidPrincipalCents),
          paidInterest: toWire(r.paidInterestCents),
          paidLateInterest: toWire(r.paidLateInterestCents),
          status: r.status,
          paidAt: r.paidAt ? r.paidAt.toISOString() : null,
        })),
      };
    },

    /** Everything the invest panel shows for one project and viewer. */
    async options(projectId: number, viewer: Viewer | null, locale: Locale): Promise<InvestOptions> {
      const project = await visibleProject(db, projectId, viewer);
      const user = viewer ? await loadUser(db, viewer.id) : null;
      const balance = user ? await walletBalance(db, user.id, user.paymentSource) : { available: ZERO_CENTS };
      const bounds = investBounds({
        minInvestmentCents: project.minInvestmentCents,
        maxInvestmentCents: project.maxInvestmentCents,
        targetCents: project.targetCents,
        fundedCents: project.fundedCents,
        availableCents: balance.available,
      });
      const sophisticated = user ? isSophisticated(user) : false;
      const state = investPanelState({
        loggedIn: Boolean(user),
        readonly: Boolean(viewer?.readonly || user?.readonly),
        impersonated: Boolean(viewer?.impersonatorUserId),
        questionsAnswered: Boolean(user?.questionsAnswered),
        allowedToInvest: user ? onboardingOf(user).allowedToInvest && !user.closedAt : false,
        projectStatus: project.status,
      });
      return {
        projectId: project.id,
        projectStatus: project.status,
        state,
        minInvestment: toWire(bounds.min),
        maxInvestment: project.maxInvestmentCents === null ? null : toWire(project.maxInvestmentCents),
        left: toWire(bounds.left),
        available: toWire(bounds.available),
        largeAmountThreshold: user && !sophisticated ? toWire(largeAmountThreshold(await netWorthOf(db, user.id))) : null,
        reflection: !sophisticated,
        userInvestedAmount: user ? await userInvestedAmount(db, user.id, project.id) : toWire(ZERO_CENTS),
        kiisUrl: `${INVESTING_API.projectKiis(project.id)}?locale=${locale}`,
      };
    },
  };
}

export type InvestingService = ReturnType<typeof createInvestingService>;
