import { toWire, addCents, allocate, type Cents, euros, isoDateOf, mulRatio, type ProjectStatus } from '@platform/contract';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, projects, projectScheduleItems, users } from '../db/schema';
import type { Viewer } from '../http/request-context';
import type { RequestMeta } from '../modules/auth/auth.service';
import { postDueReflections } from '../modules/investing/investing.ledger';
import { createInvestingService } from '../modules/investing/investing.service';
import { applyRepayment, disburseProject } from '../modules/lifecycle/lifecycle.service';
import { DEMO_PROJECTS, type DemoProject } from './demo-content';

/**
 * Demo books that add up (issue 6, decision 0014 "Demo data"): every demo project's funded amount
 * is made of real investments by demo backers, placed through the investing service (the code path
 * of `POST /api/set/invest`); FUNDED, ACTIVE and REPAID projects then go through the real lifecycle
 * functions (holds posted, disbursement with schedules, repayments on their due dates). Nothing
 * here writes a ledger table: the funded amount, the escrow and the loan balance come out of the
 * same functions the platform runs.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The demo backers (onboarded investors with no other role in the demo): their emails. */
export const DEMO_BACKER_EMAILS = ['backer1@demo.invest', 'backer2@demo.invest', 'backer3@demo.invest', 'backer4@demo.invest', 'backer5@demo.invest'] as const;

/** What a backer keeps in the wallet after the demo investments (cents). */
const BACKER_SPARE_CENTS = euros(2_500);

/** Weights of the parts a funded amount is split into (whole euros, largest remainder). */
const WEIGHTS = [7, 4, 5, 3, 6, 2, 4, 5, 3, 6];

/** Statuses the seed reaches through investments; a SECRET or COMING_SOON project cannot take any. */
const INVESTED_STATUSES: readonly ProjectStatus[] = ['GATHERING', 'FUNDED', 'ACTIVE', 'REPAID'];

export interface PlannedInvestment {
  projectNumber: number;
  /** Index into DEMO_BACKER_EMAILS. */
  backer: number;
  amountCents: Cents;
}

function isInvested(demo: DemoProject): boolean {
  return INVESTED_STATUSES.includes(demo.status) && demo.fundedCents > 0;
}

/**
 * The status a demo project is inserted with: projects the seed funds start GATHERING (the only
 * status that takes investments) and reach their shown status through the lifecycle.
 */
export function initialDemoStatus(demo: DemoProject): ProjectStatus {
  return isInvested(demo) ? 'GATHERING' : demo.status;
}

/**
 * The demo investments, deterministic: each funded amount split in whole euros into parts no
 * larger than the project's maximum per investment, the parts spread over the backers.
 */
export function plannedDemoInvestments(): PlannedInvestment[] {
  const out: PlannedInvestment[] = [];
  for (const [index, demo] of DEMO_PROJECTS.entries()) {
    if (!isInvested(demo)) continue;
    // Split in whole euros: `allocate` runs on the euro count (a Cents-typed integer here), each part goes back to cents.
    const wholeEuros = mulRatio(demo.fundedCents, 1, 100, 'floor');
    const max = demo.maxInvestmentCents === null ? null : mulRatio(demo.maxInvestmentCents, 1, 100, 'floor');
    const tight = max === null ? 0 : Math.ceil(wholeEuros / max);
    const count = Math.max(2, tight);
    let parts = allocate(
      wholeEuros,
      Array.from({ length: count }, (_, i) => WEIGHTS[i % WEIGHTS.length]!),
    );
    if (max !== null && parts.some((p) => p > max))
      parts = allocate(
        wholeEuros,
        Array.from({ length: count }, () => 1),
      );
    parts.forEach((part, i) => out.push({ projectNumber: demo.number, backer: (index + i) % DEMO_BACKER_EMAILS.length, amountCents: euros(part) }));
  }
  return out;
}

/** Each backer's starting deposit: what the plan invests plus a spare balance (cents). */
export function demoBackerDepositCents(): Cents[] {
  const totals = DEMO_BACKER_EMAILS.map(() => BACKER_SPARE_CENTS);
  for (const planned of plannedDemoInvestments()) totals[planned.backer] = addCents(totals[planned.backer]!, planned.amountCents);
  return totals;
}

/** When the demo loan was disbursed: two days after its funding deadline. */
function disbursedAt(demo: DemoProject, now: Date): Date {
  return new Date(now.getTime() + ((demo.fundingDeadlineInDays ?? -30) + 2) * DAY_MS);
}

/**
 * Days between a disbursed demo loan's last investment and its disbursement: a reflection period
 * runs to the end of the fourth calendar day after the investment (at most five days), and
 * disbursement waits for every one of them (decision 0024).
 */
const LAST_INVESTMENT_BEFORE_DISBURSEMENT_DAYS = 6;

/** When the investments of a project were placed: spread over days before it filled (or before now). */
function investmentTimes(demo: DemoProject, count: number, now: Date): Date[] {
  const last =
    demo.status === 'GATHERING'
      ? new Date(now.getTime() - 2 * HOUR_MS)
      : demo.status === 'FUNDED'
        ? new Date(now.getTime() + ((demo.fundingDeadlineInDays ?? 0) - 1) * DAY_MS)
        : new Date(disbursedAt(demo, now).getTime() - LAST_INVESTMENT_BEFORE_DISBURSEMENT_DAYS * DAY_MS);
  const spacing = demo.status === 'GATHERING' ? 9 * HOUR_MS : 36 * HOUR_MS;
  return Array.from({ length: count }, (_, i) => new Date(last.getTime() - (count - 1 - i) * spacing));
}

/**
 * Invests the planned amounts through the investing service, then drives FUNDED, ACTIVE and
 * REPAID projects through disbursement and repayments. Runs after the users, projects and money
 * seeds (backers onboarded and funded). Emails the seeded history would send are dropped: the
 * demo did not happen now. Idempotent: does nothing when the demo projects hold investments.
 */
export async function seedDemoLoans(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const plan = plannedDemoInvestments();
  const numbers = [...new Set(plan.map((p) => p.projectNumber))];
  const projectRows = await db
    .select({ id: projects.id, number: projects.number, fundedCents: projects.fundedCents })
    .from(projects)
    .where(inArray(projects.number, numbers));
  if (projectRows.length !== numbers.length || projectRows.some((p) => p.fundedCents > 0)) return;
  const backerRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...DEMO_BACKER_EMAILS]));
  const backerIds = DEMO_BACKER_EMAILS.map((email) => backerRows.find((u) => u.email === email)?.id);
  if (backerIds.some((id) => id === undefined)) return;
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).orderBy(asc(users.id)).limit(1);
  const [outboxMark] = await db.select({ id: sql<number>`coalesce(max(${emailOutbox.id}), 0)::int` }).from(emailOutbox);

  let clock = now;
  const investing = createInvestingService({ db, now: () => clock });
  const meta: RequestMeta = { ip: '127.0.0.1', userAgent: 'demo seed' };

  for (const demo of DEMO_PROJECTS) {
    const mine = plan.filter((p) => p.projectNumber === demo.number);
    if (mine.length === 0) continue;
    const projectId = projectRows.find((p) => p.number === demo.number)!.id;
    const times = investmentTimes(demo, mine.length, now);
    for (const [i, planned] of mine.entries()) {
      const viewer: Viewer = { id: backerIds[planned.backer]!, role: 'investor', isDebtor: false, readonly: false, impersonatorUserId: null };
      clock = times[i]!;
      await investing.invest(
        viewer,
        { projectId, amount: toWire(planned.amountCents), acknowledgeLargeAmount: true },
        `demo-seed:project:${demo.number}:investment:${i}`,
        meta,
      );
    }
    if (demo.status !== 'ACTIVE' && demo.status !== 'REPAID') continue;

    // Disbursed after every reflection period ended; disbursement posts the holds itself.
    const at = disbursedAt(demo, now);
    await db.transaction((tx) => disburseProject(tx as unknown as Db, projectId, operator?.id ?? null, at));
    const items = await db
      .select()
      .from(projectScheduleItems)
      .where(eq(projectScheduleItems.projectId, projectId))
      .orderBy(asc(projectScheduleItems.installment));
    const today = isoDateOf(now);
    for (const item of items) {
      if (demo.status === 'ACTIVE' && item.dueDate > today) break;
      const receivedAt = new Date(Math.min(new Date(`${item.dueDate}T09:00:00Z`).getTime(), now.getTime()));
      await db.transaction(async (tx) => {
        await applyRepayment(
          tx as unknown as Db,
          projectId,
          addCents(item.principalCents, item.interestCents),
          'operator',
          `demo-seed:project:${demo.number}:installment:${item.installment}`,
          {
            receivedAt,
            actorUserId: operator?.id ?? null,
          },
        );
      });
    }
  }
  // Holds whose reflection period is over are posted, as the lifecycle scheduler would.
  await postDueReflections(db, now);
  await db.delete(emailOutbox).where(gt(emailOutbox.id, outboxMark?.id ?? 0));
}
