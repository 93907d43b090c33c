import { asCents, type Locale } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { writeOffs } from '../portfolio/portfolio.repo';
import { projectTitles } from '../projects/project-titles';
import type { LoanStatusChange, SnapshotHolding, SnapshotTrade } from './snapshot.rules';
import type { TaxTrade, TaxWriteOff } from './tax-report.rules';

/**
 * Read-only queries of the tax report and the snapshot (decision 0036): a read model across the
 * investing, market and lifecycle tables, always starting from the caller's id. The ledger's rows
 * come from ledger.history (the statement's reader); write-offs from the portfolio's query.
 */

/** Every holding the user ever had, with its project's facts (revoked and refunded ones too: a past day may have held them). */
export async function holdingsOfUser(db: Db, userId: number, locale: Locale): Promise<SnapshotHolding[]> {
  const rows = await queryRows<{
    id: number;
    project_id: number;
    number: number;
    country: string;
    rate_bps: number;
    amount: string | number;
    created_at: string | Date;
    status: string;
  }>(
    db,
    sql`
    SELECT i.id, i.project_id, p.number, c.code AS country, p.interest_rate_bps AS rate_bps, i.amount_cents AS amount, i.created_at, p.status
    FROM investments i JOIN projects p ON p.id = i.project_id JOIN countries c ON c.id = p.country_id
    WHERE i.user_id = ${userId}
    ORDER BY i.id`,
  );
  const titles = await projectTitles(
    db,
    rows.map((r) => Number(r.project_id)),
    locale,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    projectId: Number(r.project_id),
    projectNumber: Number(r.number),
    projectTitle: titles.get(Number(r.project_id)) ?? `#${r.number}`,
    country: r.country,
    rateBps: Number(r.rate_bps),
    amount: asCents(r.amount),
    createdAt: new Date(r.created_at),
    loanStatusNow: r.status,
  }));
}

/** The user's secondary-market trades, as seller or buyer (decision 0034's split of the price). */
export async function tradesOfUser(db: Db, userId: number): Promise<(TaxTrade & SnapshotTrade & { sellerUserId: number })[]> {
  const rows = await queryRows<{
    seller_investment_id: number;
    buyer_investment_id: number;
    seller_user_id: number;
    principal: string | number;
    premium: string | number;
    accrued: string | number;
    price: string | number;
    fee: string | number;
    at: string | Date;
  }>(
    db,
    sql`
    SELECT tr.seller_investment_id, tr.buyer_investment_id, tr.seller_user_id, tr.principal_cents AS principal, tr.premium_cents AS premium,
           tr.accrued_interest_cents AS accrued, tr.price_cents AS price, tr.fee_cents AS fee, tr.created_at AS at
    FROM market_trades tr
    WHERE tr.seller_user_id = ${userId} OR tr.buyer_user_id = ${userId}
    ORDER BY tr.id`,
  );
  return rows.map((r) => ({
    sellerInvestmentId: Number(r.seller_investment_id),
    buyerInvestmentId: Number(r.buyer_investment_id),
    sellerUserId: Number(r.seller_user_id),
    principal: asCents(r.principal),
    premium: asCents(r.premium),
    accruedInterest: asCents(r.accrued),
    price: asCents(r.price),
    fee: asCents(r.fee),
    at: new Date(r.at),
  }));
}

/**
 * Audited status changes of the projects (the lifecycle's `project.status_changed`,
 * `project.disbursed`, `project.cancelled` rows carry `from`), oldest first.
 */
export async function loanStatusChanges(db: Db, projectIds: readonly number[]): Promise<LoanStatusChange[]> {
  if (projectIds.length === 0) return [];
  const ids = sql.join(
    [...new Set(projectIds)].map((id) => sql`${String(id)}`),
    sql`, `,
  );
  // The lifecycle audits a project's changes with its owner as the subject: found through audit_log_subject_idx.
  const rows = await queryRows<{ project_id: string; from_status: string; at: string | Date }>(
    db,
    sql`
    WITH p AS (SELECT id::text AS id, owner_user_id FROM projects WHERE id::text IN (${ids}))
    SELECT a.details->>'projectId' AS project_id, a.details->>'from' AS from_status, a.created_at AS at
    FROM p JOIN audit_log a ON (a.subject_user_id = p.owner_user_id OR (p.owner_user_id IS NULL AND a.subject_user_id IS NULL))
    WHERE a.action IN ('project.status_changed', 'project.disbursed', 'project.cancelled')
      AND a.details->>'projectId' = p.id AND a.details->>'from' IS NOT NULL
    ORDER BY a.created_at, a.id`,
  );
  return rows.map((r) => ({
    projectId: Number(r.project_id),
    from: r.from_status,
    at: new Date(r.at),
  }));
}

/**
 * Principal written off per project and when (the portfolio's query, decision 0032), with the
 * project's borrower country from `countryOfProject` (the user's holdings): one query for every country.
 */
export async function writeOffsOfUser(db: Db, userId: number, countryOfProject: ReadonlyMap<number, string>): Promise<TaxWriteOff[]> {
  const rows = await writeOffs(db, { userId, loanType: 'all', countryId: null });
  return rows
    .filter((w) => w.amount > 0)
    .map((w) => {
      const country = countryOfProject.get(w.projectId);
      // The query reads the user's own investments, and the holdings list every one of them.
      if (country === undefined) throw new Error(`Written-off project ${w.projectId} is not among the user's holdings`);
      return { country, amount: w.amount, at: w.at };
    });
}
