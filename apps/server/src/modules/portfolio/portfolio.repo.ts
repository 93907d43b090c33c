import { asCents, type Cents, DISPLAY_TIME_ZONE, type PortfolioLoanType } from '@platform/contract';
import { PAYING_PROJECT_STATUSES, UNTERMINATED_PROJECT_STATUSES } from '@platform/contract/portfolio-rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * Read-only queries of the portfolio (decision 0032): holdings, installments, write-offs, inflow
 * and statistics (the ledger's side is portfolio.ledger.ts). A read model across the investing and
 * lifecycle tables: it writes nothing and aggregates in the database, starting from the user
 * (investments_user_portfolio_idx, then investment_schedule_items_idx), so a portfolio of thousands
 * of holdings costs a statement, not one per holding.
 */

/** Whose holdings and which of them: the caller, a loan type, a country (null: every country). */
export interface Selection {
  userId: number;
  loanType: PortfolioLoanType;
  countryId: number | null;
}

/** Half-open [from, to) of instants; null bounds are open. */
export interface Period {
  from: Date | null;
  to: Date | null;
}

const TZ = sql.raw(`'${DISPLAY_TIME_ZONE}'`);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Counted holdings of the selection (revoked and refunded ones never were), with their project's facts. */
export function holdingsOf(s: Selection): SQL {
  return sql`
    SELECT i.id, i.project_id, i.status, i.amount_cents, i.outstanding_principal_cents, i.created_at,
           p.status AS project_status, p.risk_group_id, p.country_id, t.is_green
    FROM investments i
    JOIN projects p ON p.id = i.project_id
    JOIN investment_types t ON t.id = p.investment_type_id
    WHERE i.user_id = ${s.userId} AND i.status NOT IN ('revoked', 'refunded')
      ${s.loanType === 'all' ? sql`` : sql`AND t.is_green = ${s.loanType === 'greenLoan'}`}
      ${s.countryId === null ? sql`` : sql`AND p.country_id = ${s.countryId}`}`;
}

/** Just the ids, as text (ledger_transfers.reference_id is text): enough to tie transfers to the selection. */
export function holdingIdsOf(s: Selection): SQL {
  if (s.loanType === 'all' && s.countryId === null) {
    return sql`SELECT i.id::text AS id FROM investments i WHERE i.user_id = ${s.userId} AND i.status NOT IN ('revoked', 'refunded')`;
  }
  return sql`SELECT h.id::text AS id FROM (${holdingsOf(s)}) h`;
}

export const isSelectionAll = (s: Selection) => s.loanType === 'all' && s.countryId === null;

export async function countryIdOf(db: Db, code: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM countries WHERE code = ${code}`);
  return row ? Number(row.id) : null;
}

// ---------------------------------------------------------------------------------------------
// Holdings, installments, next payments (one statement)
// ---------------------------------------------------------------------------------------------

export interface HoldingGroupRow {
  status: string;
  project_status: string;
  days_overdue: number | null;
  risk_group: string;
  risk_group_order: number;
  country: string;
  is_green: boolean;
  n: number;
  invested: number | string;
  outstanding: number | string;
  late: number | string;
}

export interface NextPaymentRow {
  investment_id: number;
  project_number: number;
  project_slug: string;
  due_date: string;
  principal: number | string;
  interest: number | string;
}

export interface HoldingsAnswer {
  groups: HoldingGroupRow[];
  projects: number;
  investedByDay: { day: string; amount: Cents }[];
  /** Per Vilnius day, what loan parts bought on the secondary market cost above (or below) their principal. */
  purchasePremiumByDay: { day: string; amount: Cents }[];
  nextPayments: NextPaymentRow[];
}

/**
 * The selection's holdings grouped by (status, loan status, days overdue, risk group, country,
 * green), with the late amount of each group, the number of projects, what was invested per
 * Vilnius day, and the next unpaid installments. The unpaid installments of active holdings are
 * read once (open_items) for the late amounts, the days overdue and the next payments.
 */
export async function holdingsSummary(db: Db, s: Selection, today: string, nextLimit: number): Promise<HoldingsAnswer> {
  const [row] = await queryRows<{
    groups: HoldingGroupRow[] | null;
    projects: number | string;
    invested_by_day: { day: string; amount: number | string }[] | null;
    purchase_premium_by_day: { day: string; amount: number | string }[] | null;
    next_payments: NextPaymentRow[] | null;
  }>(
    db,
    sql`
    WITH h AS MATERIALIZED (${holdingsOf(s)}),
    open_items AS MATERIALIZED (
      SELECT s.investment_id, h.project_id, h.project_status, s.installment, s.due_date,
             GREATEST(s.principal_cents - s.paid_principal_cents, 0) AS principal,
             GREATEST(s.interest_cents - s.paid_interest_cents, 0) AS interest
      FROM h JOIN investment_schedule_items s ON s.investment_id = h.id
      WHERE h.status = 'active' AND h.project_status <> 'WRITTEN_OFF' AND s.status <> 'paid'
        AND (s.paid_principal_cents < s.principal_cents OR s.paid_interest_cents < s.interest_cents)
    ),
    per_holding AS (
      SELECT investment_id, min(due_date) AS oldest, sum(principal + interest) FILTER (WHERE due_date < ${today}) AS late
      FROM open_items GROUP BY investment_id
    ),
    groups AS (
      -- Grouped by ids and "C"-collated statuses (byte comparisons), named afterwards: a few dozen rows to name, not thousands.
      SELECT h.status COLLATE "C" AS status, h.project_status COLLATE "C" AS project_status, GREATEST(${today}::date - ph.oldest::date, 0) AS days_overdue,
             h.risk_group_id, h.country_id, h.is_green,
             count(*) AS n, sum(h.amount_cents) AS invested, sum(h.outstanding_principal_cents) AS outstanding, coalesce(sum(ph.late), 0) AS late
      FROM h LEFT JOIN per_holding ph ON ph.investment_id = h.id
      GROUP BY 1, 2, 3, 4, 5, 6
    ),
    named AS (
      SELECT g.status, g.project_status, g.days_overdue, rg.code AS risk_group, rg.sort_order AS risk_group_order, c.code AS country, g.is_green,
             g.n, g.invested, g.outstanding, g.late
      FROM groups g JOIN risk_groups rg ON rg.id = g.risk_group_id JOIN countries c ON c.id = g.country_id
    )
    SELECT
      (SELECT json_agg(g) FROM named g) AS groups,
      (SELECT count(DISTINCT project_id) FROM h)::int AS projects,
      (SELECT json_agg(d) FROM (
        SELECT to_char(day, 'YYYY-MM-DD') AS day, amount
        FROM (SELECT (created_at AT TIME ZONE ${TZ})::date AS day, sum(amount_cents) AS amount FROM h GROUP BY 1) by_day
      ) d) AS invested_by_day,
      (SELECT json_agg(d) FROM (
        SELECT to_char((tr.created_at AT TIME ZONE ${TZ})::date, 'YYYY-MM-DD') AS day, sum(tr.price_cents - tr.principal_cents) AS amount
        FROM market_trades tr JOIN h ON h.id = tr.buyer_investment_id
        WHERE tr.buyer_user_id = ${s.userId}
        GROUP BY 1
      ) d) AS purchase_premium_by_day,
      (SELECT json_agg(n) FROM (
        SELECT top.investment_id, p.number AS project_number, p.slug AS project_slug, top.due_date, top.principal, top.interest
        FROM (
          SELECT o.investment_id, o.project_id, o.due_date, o.installment, o.principal, o.interest
          FROM open_items o
          WHERE o.due_date >= ${today} AND o.project_status IN (${list(PAYING_PROJECT_STATUSES)})
          ORDER BY o.due_date, o.investment_id, o.installment
          LIMIT ${nextLimit}
        ) top JOIN projects p ON p.id = top.project_id
        ORDER BY top.due_date, top.investment_id, top.installment
      ) n) AS next_payments`,
  );
  return {
    groups: row?.groups ?? [],
    projects: Number(row?.projects ?? 0),
    investedByDay: (row?.invested_by_day ?? []).map((d) => ({ day: d.day, amount: asCents(d.amount) })),
    purchasePremiumByDay: (row?.purchase_premium_by_day ?? []).map((d) => ({ day: d.day, amount: asCents(d.amount) })),
    nextPayments: row?.next_payments ?? [],
  };
}

/**
 * Principal written off, per project, dated when the project became WRITTEN_OFF (the lifecycle's
 * `project.status_changed` audit row; a project put there without one, as seeds do, falls back
 * to its disbursement, then its creation).
 */
export async function writeOffs(db: Db, s: Selection): Promise<{ projectId: number; amount: Cents; at: Date }[]> {
  const rows = await queryRows<{ project_id: number; amount: string | number; at: string | Date }>(
    db,
    sql`
    WITH h AS MATERIALIZED (${holdingsOf(s)})
    SELECT p.id AS project_id, sum(h.outstanding_principal_cents) AS amount,
           coalesce(
             (SELECT max(a.created_at) FROM audit_log a
              WHERE (a.subject_user_id = p.owner_user_id OR (p.owner_user_id IS NULL AND a.subject_user_id IS NULL))
                AND a.action = 'project.status_changed' AND a.details->>'to' = 'WRITTEN_OFF' AND a.details->>'projectId' = p.id::text),
             p.disbursed_at, p.created_at) AS at
    FROM h JOIN projects p ON p.id = h.project_id
    WHERE h.status = 'written_off' OR h.project_status = 'WRITTEN_OFF'
    GROUP BY p.id`,
  );
  return rows.map((r) => ({ projectId: Number(r.project_id), amount: asCents(r.amount), at: new Date(r.at) }));
}

// ---------------------------------------------------------------------------------------------
// Inflow
// ---------------------------------------------------------------------------------------------

/**
 * Principal and interest due per month (YYYY-MM of the due date) from `firstDay` up to before
 * `afterDay`; with `skipNotPaidUnterminated`, installments not paid of loans still running are left out.
 * Also the first and last due month of any installment of the selection.
 */
export async function expectedByMonth(
  db: Db,
  s: Selection,
  firstDay: string,
  afterDay: string,
  skipNotPaidUnterminated: boolean,
): Promise<{ months: { month: string; principal: Cents; interest: Cents }[]; firstMonth: string | null; lastMonth: string | null }> {
  const skip = skipNotPaidUnterminated
    ? sql`AND NOT (s.project_status IN (${list(UNTERMINATED_PROJECT_STATUSES)})
              AND (s.paid_principal_cents < s.principal_cents OR s.paid_interest_cents < s.interest_cents))`
    : sql``;
  const [row] = await queryRows<{
    months: { month: string; principal: number | string; interest: number | string }[] | null;
    first_due: string | null;
    last_due: string | null;
  }>(
    db,
    sql`
    WITH h AS MATERIALIZED (${holdingsOf(s)}),
    items AS MATERIALIZED (
      SELECT s.due_date, s.principal_cents, s.interest_cents, s.paid_principal_cents, s.paid_interest_cents, h.project_status
      FROM h JOIN investment_schedule_items s ON s.investment_id = h.id
    )
    SELECT
      (SELECT json_agg(m) FROM (
        SELECT substr(s.due_date, 1, 7) AS month, sum(s.principal_cents) AS principal, sum(s.interest_cents) AS interest
        FROM items s
        WHERE s.due_date >= ${firstDay} AND s.due_date < ${afterDay} ${skip}
        GROUP BY 1
      ) m) AS months,
      (SELECT min(due_date) FROM items) AS first_due,
      (SELECT max(due_date) FROM items) AS last_due`,
  );
  return {
    months: (row?.months ?? []).map((m) => ({ month: m.month, principal: asCents(m.principal), interest: asCents(m.interest) })),
    firstMonth: row?.first_due ? row.first_due.slice(0, 7) : null,
    lastMonth: row?.last_due ? row.last_due.slice(0, 7) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Investment statistics
// ---------------------------------------------------------------------------------------------

/** Every holding of the user in the loan type (revoked and refunded too), per status and Vilnius month made. */
export async function investmentsByStatusAndMonth(
  db: Db,
  userId: number,
  loanType: PortfolioLoanType,
): Promise<{ status: string; month: string; count: number; amount: Cents }[]> {
  const rows = await queryRows<{ status: string; month: string; n: number | string; amount: number | string }>(
    db,
    sql`
    SELECT i.status, to_char(i.created_at AT TIME ZONE ${TZ}, 'YYYY-MM') AS month, count(*) AS n, sum(i.amount_cents) AS amount
    FROM investments i
    ${loanType === 'all' ? sql`` : sql`JOIN projects p ON p.id = i.project_id JOIN investment_types t ON t.id = p.investment_type_id`}
    WHERE i.user_id = ${userId} ${loanType === 'all' ? sql`` : sql`AND t.is_green = ${loanType === 'greenLoan'}`}
    GROUP BY 1, 2`,
  );
  return rows.map((r) => ({ status: r.status, month: r.month, count: Number(r.n), amount: asCents(r.amount) }));
}
