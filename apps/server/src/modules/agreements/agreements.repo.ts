import { addCents, type Cents, type Locale, sumCents } from '@platform/contract';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agreements, investments, investmentScheduleItems, marketTrades, projects, projectScheduleItems, repayments, users } from '../../db/schema';
import { projectTitles } from '../projects/project-titles';

/**
 * Reads for the agreements (decision 0038). The only table written here is `agreements` (this module owns it); the
 * rest is read from its owners' tables.
 */

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementSubject = { kind: 'investment'; id: number } | { kind: 'assignment'; id: number } | { kind: 'loan'; id: number };

export interface PartyFacts {
  type: 'private' | 'company';
  name: string;
  email: string;
  companyName: string | null;
  companyCode: string | null;
  locale: string;
}

export interface ProjectFacts {
  id: number;
  number: number;
  title: string;
  ownerUserId: number | null;
  ownerName: string;
  ownerCompanyCode: string | null;
  interestRateBps: number;
  lateInterestRateBps: number;
  defaultAfterDays: number;
  termMonths: number;
  repaymentMethod: string;
  fundedCents: Cents;
  disbursedAt: Date | null;
}

export interface ScheduleRow {
  installment: number;
  dueDate: string;
  principal: Cents;
  interest: Cents;
}

export interface InvestmentFacts {
  id: number;
  userId: number;
  parentInvestmentId: number | null;
  amountCents: Cents;
  createdAt: Date;
  reflectionEndsAt: Date | null;
  kiisVersion: number | null;
  investor: PartyFacts & { sophisticated: boolean };
  project: ProjectFacts;
  /** The holding's own schedule as it was before any of it was sold (empty before disbursement). */
  schedule: ScheduleRow[];
}

export interface TradeFacts {
  id: number;
  sellerUserId: number;
  buyerUserId: number;
  sellerInvestmentId: number;
  buyerInvestmentId: number;
  principalCents: Cents;
  premiumCents: Cents;
  accruedInterestCents: Cents;
  priceCents: Cents;
  feeCents: Cents;
  premiumBps: number;
  createdAt: Date;
  seller: PartyFacts;
  buyer: PartyFacts;
  project: ProjectFacts;
  /** The assigned part's schedule (the buyer's holding as bought). */
  schedule: ScheduleRow[];
}

export async function partyFacts(db: Db, userId: number): Promise<PartyFacts & { sophisticated: boolean }> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new Error(`user ${userId} is missing`);
  return {
    type: u.type,
    name: u.displayName.trim() || u.email,
    email: u.email,
    companyName: u.companyName,
    companyCode: u.companyRegistrationNumber,
    locale: u.locale,
    sophisticated: u.sophisticatedStatus === 'approved',
  };
}

export async function projectFacts(db: Db, projectId: number, locale: Locale): Promise<ProjectFacts | null> {
  const [p] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!p) return null;
  const owner =
    p.ownerUserId === null ? null : (await db.select({ code: users.companyRegistrationNumber }).from(users).where(eq(users.id, p.ownerUserId)).limit(1))[0];
  const title = (await projectTitles(db, [p.id], locale)).get(p.id) ?? p.slug;
  return {
    id: p.id,
    number: p.number,
    title,
    ownerUserId: p.ownerUserId,
    ownerName: p.ownerName,
    ownerCompanyCode: owner?.code ?? null,
    interestRateBps: p.interestRateBps,
    lateInterestRateBps: p.lateInterestRateBps,
    defaultAfterDays: p.defaultAfterDays,
    termMonths: p.termMonths,
    repaymentMethod: p.repaymentMethod,
    fundedCents: p.fundedCents,
    disbursedAt: p.disbursedAt,
  };
}

/**
 * A holding's schedule as it was before it was sold from: its own installments plus, installment by installment,
 * those of every holding bought from it (each as it was before its own sales). A split keeps seller + buyer = the
 * installment as it was (decision 0034), so this gives back the schedule at disbursement to the cent.
 */
export async function originalSchedule(db: Db, investmentId: number, depth = 0): Promise<ScheduleRow[]> {
  const own = await db
    .select({
      installment: investmentScheduleItems.installment,
      dueDate: investmentScheduleItems.dueDate,
      principal: investmentScheduleItems.principalCents,
      interest: investmentScheduleItems.interestCents,
    })
    .from(investmentScheduleItems)
    .where(eq(investmentScheduleItems.investmentId, investmentId))
    .orderBy(asc(investmentScheduleItems.installment));
  if (depth > 64) return own;
  const sold = await db.select({ buyer: marketTrades.buyerInvestmentId }).from(marketTrades).where(eq(marketTrades.sellerInvestmentId, investmentId));
  const rows = new Map(own.map((r) => [r.installment, { ...r }]));
  for (const { buyer } of sold) {
    for (const part of await originalSchedule(db, buyer, depth + 1)) {
      const row = rows.get(part.installment);
      if (row) {
        row.principal = addCents(row.principal, part.principal);
        row.interest = addCents(row.interest, part.interest);
      } else rows.set(part.installment, { ...part });
    }
  }
  return [...rows.values()].sort((a, b) => a.installment - b.installment);
}

export async function investmentFacts(db: Db, investmentId: number, locale: Locale): Promise<InvestmentFacts | null> {
  const [inv] = await db.select().from(investments).where(eq(investments.id, investmentId)).limit(1);
  if (!inv) return null;
  const project = await projectFacts(db, inv.projectId, locale);
  if (!project) return null;
  return {
    id: inv.id,
    userId: inv.userId,
    parentInvestmentId: inv.parentInvestmentId,
    amountCents: inv.amountCents,
    createdAt: inv.createdAt,
    reflectionEndsAt: inv.reflectionEndsAt,
    kiisVersion: inv.kiisVersion,
    investor: await partyFacts(db, inv.userId),
    project,
    schedule: await originalSchedule(db, inv.id),
  };
}

export async function tradeFacts(db: Db, tradeId: number, locale: Locale): Promise<TradeFacts | null> {
  const [trade] = await db.select().from(marketTrades).where(eq(marketTrades.id, tradeId)).limit(1);
  if (!trade) return null;
  const [holding] = await db.select({ projectId: investments.projectId }).from(investments).where(eq(investments.id, trade.sellerInvestmentId)).limit(1);
  const project = holding ? await projectFacts(db, holding.projectId, locale) : null;
  if (!project) return null;
  const schedule = (await originalSchedule(db, trade.buyerInvestmentId)).filter((r) => r.principal > 0 || r.interest > 0);
  return { ...trade, seller: await partyFacts(db, trade.sellerUserId), buyer: await partyFacts(db, trade.buyerUserId), project, schedule };
}

/** Who may see an investment's agreement, without reading its facts. */
export async function investmentOwner(db: Db, investmentId: number) {
  const [row] = await db
    .select({ userId: investments.userId, parentInvestmentId: investments.parentInvestmentId })
    .from(investments)
    .where(eq(investments.id, investmentId))
    .limit(1);
  return row ?? null;
}

/** Who may see a project's loan agreement (its owner), and its number for the file name. */
export async function projectOwner(db: Db, projectId: number) {
  const [row] = await db.select({ ownerUserId: projects.ownerUserId, number: projects.number }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row ?? null;
}

/** Who may see a trade's assignment agreement. */
export async function tradeParties(db: Db, tradeId: number) {
  const [row] = await db
    .select({ sellerUserId: marketTrades.sellerUserId, buyerUserId: marketTrades.buyerUserId })
    .from(marketTrades)
    .where(eq(marketTrades.id, tradeId))
    .limit(1);
  return row ?? null;
}

/** The borrower's schedule (principal and interest as set at disbursement, with what was paid). */
export function projectSchedule(db: Db, projectId: number) {
  return db.select().from(projectScheduleItems).where(eq(projectScheduleItems.projectId, projectId)).orderBy(asc(projectScheduleItems.installment));
}

export function projectRepayments(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(repayments)
    .where(inArray(repayments.projectId, [...projectIds]))
    .orderBy(asc(repayments.receivedAt), asc(repayments.id));
}

export async function repaymentById(db: Db, id: number) {
  const [row] = await db.select().from(repayments).where(eq(repayments.id, id)).limit(1);
  return row ?? null;
}

export async function ownedProjects(db: Db, ownerUserId: number) {
  return db
    .select({ id: projects.id, number: projects.number, disbursedAt: projects.disbursedAt, fundedCents: projects.fundedCents, loanAgreement: agreements })
    .from(projects)
    .leftJoin(agreements, and(eq(agreements.kind, 'loan'), eq(agreements.projectId, projects.id)))
    .where(eq(projects.ownerUserId, ownerUserId))
    .orderBy(asc(projects.id));
}

export async function findAgreement(db: Db, subject: AgreementSubject): Promise<AgreementRow | null> {
  const column = subject.kind === 'investment' ? agreements.investmentId : subject.kind === 'assignment' ? agreements.tradeId : agreements.projectId;
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.kind, subject.kind), eq(column, subject.id)))
    .limit(1);
  return row ?? null;
}

/** Inserts the agreement unless one of the subject exists already; null when another issue won the race. */
export async function insertAgreement(db: Db, row: Omit<AgreementRow, 'id'>): Promise<AgreementRow | null> {
  const [inserted] = await db.insert(agreements).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** A user's primary investments (not bought on the market) and trades, with the agreements issued for them. */
export async function userAgreementSubjects(db: Db, userId: number) {
  const invested = await db
    .select({
      id: investments.id,
      projectId: investments.projectId,
      projectNumber: projects.number,
      amountCents: investments.amountCents,
      createdAt: investments.createdAt,
      agreement: agreements,
    })
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .leftJoin(agreements, and(eq(agreements.kind, 'investment'), eq(agreements.investmentId, investments.id)))
    .where(and(eq(investments.userId, userId), isNull(investments.parentInvestmentId)))
    .orderBy(asc(investments.id));
  const traded = await db
    .select({
      id: marketTrades.id,
      sellerUserId: marketTrades.sellerUserId,
      principalCents: marketTrades.principalCents,
      createdAt: marketTrades.createdAt,
      projectId: investments.projectId,
      projectNumber: projects.number,
      agreement: agreements,
    })
    .from(marketTrades)
    .innerJoin(investments, eq(investments.id, marketTrades.sellerInvestmentId))
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .leftJoin(agreements, and(eq(agreements.kind, 'assignment'), eq(agreements.tradeId, marketTrades.id)))
    .where(or(eq(marketTrades.sellerUserId, userId), eq(marketTrades.buyerUserId, userId)))
    .orderBy(asc(marketTrades.id));
  return { invested, traded };
}

/** Subjects without an agreement, oldest first, at most `limit` of each kind (the issuing job). */
export async function subjectsWithoutAgreement(db: Db, limit: number) {
  const invested = await db
    .select({ id: investments.id, locale: users.locale })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(
      and(
        isNull(investments.parentInvestmentId),
        sql`NOT EXISTS (SELECT 1 FROM agreements a WHERE a.kind = 'investment' AND a.investment_id = ${investments.id})`,
      ),
    )
    .orderBy(asc(investments.id))
    .limit(limit);
  const traded = await db
    .select({ id: marketTrades.id, locale: users.locale })
    .from(marketTrades)
    .innerJoin(users, eq(users.id, marketTrades.buyerUserId))
    .where(sql`NOT EXISTS (SELECT 1 FROM agreements a WHERE a.kind = 'assignment' AND a.trade_id = ${marketTrades.id})`)
    .orderBy(asc(marketTrades.id))
    .limit(limit);
  return { invested, traded };
}

export const totalOf = (rows: readonly ScheduleRow[]) => ({
  principal: sumCents(rows.map((r) => r.principal)),
  interest: sumCents(rows.map((r) => r.interest)),
});
