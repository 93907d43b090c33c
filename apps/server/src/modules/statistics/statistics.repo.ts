import { asCents, DISPLAY_TIME_ZONE } from '@platform/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { type DefaultCount, DEFAULT_STATUSES, DISBURSED_STATUSES, type MonthSpan, type MoneyFlowMonth, shiftMonth, type VolumeGroup } from './statistics.rules';

/**
 * The statistics page's queries (decision 0033). Each one aggregates in the database (GROUP BY)
 * and answers a handful of rows, whatever the number of loans and investments; the rules turn
 * them into the page's figures. Read-only: a module may read any table (decision 0027).
 */

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const disbursed = sql`p.disbursed_at IS NOT NULL AND p.status IN (${list(DISBURSED_STATUSES)})`;

/** A timestamptz as its Vilnius month ('YYYY-MM'), in SQL; the invoices' queries use it too. */
export const vilniusMonthSql = (column: SQL) => sql`to_char(${column} AT TIME ZONE ${DISPLAY_TIME_ZONE}, 'YYYY-MM')`;

/**
 * Disbursed loans grouped by month of disbursement, green or not, country and status. The funded
 * amount is the disbursed principal (disburseProject sets projects.funded_cents to it). Repaid
 * principal comes from the repayments (capped at the principal), and is the whole principal of a
 * REPAID loan, so a loan marked repaid never shows anything outstanding.
 */
export async function readVolumeGroups(db: Db): Promise<VolumeGroup[]> {
  const rows = await queryRows<{
    month: string;
    is_green: boolean;
    country: string;
    status: string;
    projects: number | string;
    funded: string;
    repaid: string;
    rate_weight: string;
    term_weight: string;
  }>(
    db,
    sql`SELECT ${vilniusMonthSql(sql`p.disbursed_at`)} AS month, t.is_green, c.code AS country, p.status,
               count(*)::int AS projects,
               sum(p.funded_cents)::text AS funded,
               sum(CASE WHEN p.status = 'REPAID' THEN p.funded_cents ELSE LEAST(p.funded_cents, COALESCE(r.principal, 0)) END)::text AS repaid,
               sum(p.funded_cents::numeric * p.interest_rate_bps)::text AS rate_weight,
               sum(p.funded_cents::numeric * p.term_months)::text AS term_weight
        FROM projects p
        JOIN investment_types t ON t.id = p.investment_type_id
        JOIN countries c ON c.id = p.country_id
        LEFT JOIN (SELECT project_id, sum(principal_cents) AS principal FROM repayments GROUP BY project_id) r ON r.project_id = p.id
        WHERE ${disbursed}
        GROUP BY 1, 2, 3, 4`,
  );
  return rows.map((row) => ({
    month: row.month,
    isGreen: row.is_green,
    country: row.country,
    status: row.status,
    projects: Number(row.projects),
    funded: asCents(row.funded),
    repaid: asCents(row.repaid),
    rateWeight: BigInt(row.rate_weight),
    termWeight: BigInt(row.term_weight),
  }));
}

/**
 * People holding or having held a part of a disbursed loan: every holding that was not revoked or
 * refunded, bought on the secondary market or sold since included. DISTINCT in a subquery lets the
 * database hash the user ids instead of sorting them (count(DISTINCT) always sorts).
 */
export async function countInvestors(db: Db): Promise<number> {
  const [row] = await queryRows<{ investors: number | string }>(
    db,
    sql`SELECT count(*)::int AS investors FROM (
          SELECT DISTINCT i.user_id FROM investments i JOIN projects p ON p.id = i.project_id
          WHERE ${disbursed} AND i.status NOT IN ('revoked', 'refunded')
        ) holders`,
  );
  return Number(row?.investors ?? 0);
}

/** The first day of a month as the 'YYYY-MM-DD' text schedules keep their due dates in. */
const firstDay = (month: string) => `${month}-01`;

/**
 * The default-rate counts (Delegated Regulation (EU) 2022/2115 Art. 2–3, decision 0033), per risk
 * group and window (its index in `windows`, oldest first as defaultRateWindows cuts them), in one GROUP BY:
 *
 * - a loan's default event is its first audited change (project.status_changed) to DEFAULTED,
 *   RECOVERY or WRITTEN_OFF; a loan in one of them without such a row (put there by a seed or by
 *   hand) is taken as in default since its disbursement;
 * - the denominator: disbursed loans paid out before the window ends, not in default when it
 *   begins (no default event before it), with an installment due in it (project_schedule_items,
 *   due_date a 'YYYY-MM-DD' calendar date) that was not already paid before it began — a loan
 *   repaid early has nothing scheduled any more;
 * - the numerator: those of them whose default event falls in the window.
 *
 * The grouping set (risk_group_id) adds the distinct loans and defaults over all the windows
 * (`window` null). The schedules are read once, grouped by loan into one flag per window (a hash
 * aggregate of one row per loan, rather than a range join and a DISTINCT over every installment);
 * due dates compare as "C" text, which orders ISO dates as dates whatever the database's collation.
 */
export async function countDefaultWindows(db: Db, windows: readonly MonthSpan[]): Promise<DefaultCount[]> {
  if (windows.length === 0) return [];
  const dueDate = sql`s.due_date COLLATE "C"`;
  const values = sql.join(
    windows.map((window, index) => sql`(${index}::int, ${window.from.toISOString()}::timestamptz, ${window.until.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const dueIn = sql.join(
    windows.map(
      (window) =>
        sql`bool_or(${dueDate} >= ${firstDay(window.fromMonth)} AND ${dueDate} < ${firstDay(shiftMonth(window.toMonth, 1))}
                    AND (s.paid_at IS NULL OR s.paid_at >= ${window.from.toISOString()}::timestamptz))`,
    ),
    sql`, `,
  );
  const [first, last] = [windows[0]!, windows.at(-1)!];
  const rows = await queryRows<{ risk_group_id: number; window_index: number | null; loans: number | string; defaulted: number | string }>(
    db,
    sql`WITH w (n, starts, ends) AS (VALUES ${values}),
        first_default AS (
          SELECT a.details->>'projectId' AS project_id, min(a.created_at) AS at FROM audit_log a
          WHERE a.action = 'project.status_changed' AND a.details->>'to' IN (${list(DEFAULT_STATUSES)})
          GROUP BY 1
        ),
        loans AS (
          SELECT p.id, p.risk_group_id, p.disbursed_at,
                 COALESCE(d.at, CASE WHEN p.status IN (${list(DEFAULT_STATUSES)}) THEN p.disbursed_at END) AS defaulted_at
          FROM projects p LEFT JOIN first_default d ON d.project_id = p.id::text
          WHERE ${disbursed} AND p.disbursed_at < ${last.until.toISOString()}::timestamptz
        ),
        due AS (
          SELECT s.project_id, ARRAY[${dueIn}] AS windows FROM project_schedule_items s
          WHERE ${dueDate} >= ${firstDay(first.fromMonth)} AND ${dueDate} < ${firstDay(shiftMonth(last.toMonth, 1))}
          GROUP BY s.project_id
        ),
        observed AS (
          SELECT w.n, l.id, l.risk_group_id, (l.defaulted_at >= w.starts AND l.defaulted_at < w.ends) AS defaulted
          FROM loans l
          JOIN due ON due.project_id = l.id
          JOIN w ON due.windows[w.n + 1] AND l.disbursed_at < w.ends AND (l.defaulted_at IS NULL OR l.defaulted_at >= w.starts)
        )
        SELECT risk_group_id, n AS window_index, count(DISTINCT id)::int AS loans, count(DISTINCT id) FILTER (WHERE defaulted)::int AS defaulted
        FROM observed
        GROUP BY GROUPING SETS ((risk_group_id, n), (risk_group_id))`,
  );
  return rows.map((row) => ({
    riskGroupId: Number(row.risk_group_id),
    window: row.window_index === null ? null : Number(row.window_index),
    loans: Number(row.loans),
    defaulted: Number(row.defaulted),
  }));
}

/** Every risk group, best first (sort_order). */
export async function listRiskGroups(db: Db): Promise<{ id: number; code: string }[]> {
  return queryRows<{ id: number; code: string }>(db, sql`SELECT id, code FROM risk_groups ORDER BY sort_order, id`);
}

/**
 * Money that came in (deposits) and went out (withdrawals) per Vilnius month. Two-phase transfers
 * count once, when their money moved: a plain posted transfer at its own time, a held one only
 * through its post_pending row (dated when the payout was confirmed); the pending row itself and
 * a void_pending never count.
 */
export async function readMoneyFlows(db: Db): Promise<MoneyFlowMonth[]> {
  const rows = await queryRows<{ month: string; money_in: string; money_out: string }>(
    db,
    sql`SELECT ${vilniusMonthSql(sql`created_at`)} AS month,
               COALESCE(sum(amount) FILTER (WHERE code = 'deposit'), 0)::text AS money_in,
               COALESCE(sum(amount) FILTER (WHERE code = 'withdrawal'), 0)::text AS money_out
        FROM ledger_transfers
        WHERE code IN ('deposit', 'withdrawal') AND phase IN ('posted', 'post_pending')
        GROUP BY 1`,
  );
  return rows.map((row) => ({ month: row.month, moneyIn: asCents(row.money_in), moneyOut: asCents(row.money_out) }));
}
