import { asCents, type Cents, DISPLAY_TIME_ZONE } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { WALLET_RETURN_CODES } from '../ledger/ledger.aggregates';
import { holdingIdsOf, holdingsOf, isSelectionAll, type Period, type Selection } from './portfolio.repo';

/**
 * The ledger's side of the portfolio (decision 0032): what reached or left the user's wallets, read
 * only. Credits are found through the wallet (ledger_accounts_user_idx), never through a holding.
 */

/** A ledger leg's Vilnius day, spelled exactly as in ledger_transfers_wallet_returns_idx (schema.ts) so that it is read from there. */
const VILNIUS_DAY = sql.raw(`((lt.created_at AT TIME ZONE '${DISPLAY_TIME_ZONE}')::date)`);

/** Codes of the returns credited to a wallet: what the holdings paid, what a sale brought, bonuses (and a fee given back). */
export const RETURN_CODES = WALLET_RETURN_CODES;
export type ReturnCode = (typeof RETURN_CODES)[number];
/** Written into the SQL as literals, so that the planner sees they imply the partial indexes' predicates (decision 0032). */
const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
const POSTED = literals(['posted', 'post_pending']);

/** Net money in per return code, and fees paid. */
export interface LedgerSums {
  principal: Cents;
  interest: Cents;
  lateInterest: Cents;
  marketSale: Cents;
  bonus: Cents;
  /** Fees debited minus fees credited back: a positive amount is a cost. */
  fees: Cents;
}

export interface LedgerFlows {
  total: LedgerSums & { lastRepaymentAt: Date | null };
  /** Per Vilnius day (YYYY-MM-DD) or month (YYYY-MM), only those with a transfer; none for 'total'. */
  buckets: (LedgerSums & { bucket: string })[];
}

type SumsRow = [string, number | string, number | string, number | string, number | string, number | string, number | string];

/**
 * Posted transfers that credit one of the user's wallets with a return code, or debit it with a
 * fee, summed in all and per Vilnius day or month of created_at. For the unfiltered selection over
 * all time (the portfolio) the sums per day are read from wallet_return_days, the aggregate the
 * database keeps with every transfer (ledger.aggregates.ts): a few thousand rows for a user with
 * tens of thousands of legs. Within a period, the unfiltered selection reads every such transfer
 * from ledger_transfers_wallet_returns_idx alone: its rows come in
 * (wallet, code, Vilnius day) order with the day stored in the index, so the sums per day stream
 * out without a time-zone conversion or a hash table per leg (`= ANY (ARRAY(…))` rather than
 * `IN (SELECT …)` keeps that order: a join with the wallets would not). A filtered selection keeps
 * the transfers tied to its holdings (reference_type 'investment'), which needs the table rows.
 * The buckets come back as one JSON array (thousands of days parse faster so than as rows).
 */
export async function ledgerFlows(
  db: Db,
  s: Selection,
  period: Period,
  by: 'day' | 'month' | 'total',
  codes: readonly ReturnCode[] = RETURN_CODES,
): Promise<LedgerFlows> {
  const all = isSelectionAll(s);
  const tied = all ? sql`` : sql`AND lt.reference_type = 'investment' AND lt.reference_id IN (SELECT id FROM held)`;
  const within = sql`${period.from ? sql`AND lt.created_at >= ${period.from.toISOString()}::timestamptz` : sql``}
        ${period.to ? sql`AND lt.created_at < ${period.to.toISOString()}::timestamptz` : sql``}`;
  const sumOf = (code: ReturnCode) => sql`coalesce(sum(credited) FILTER (WHERE code = ${code}), 0)`;
  const sums = sql`${sumOf('principal')} AS principal, ${sumOf('interest')} AS interest, ${sumOf('late_interest')} AS late_interest,
           ${sumOf('market_sale')} AS market_sale, ${sumOf('bonus')} AS bonus,
           coalesce(sum(debited) FILTER (WHERE code = 'fee'), 0) - ${sumOf('fee')} AS fees`;
  const buckets =
    by === 'total'
      ? sql`NULL::json`
      : sql`(SELECT json_agg(json_build_array(bucket, principal, interest, late_interest, market_sale, bonus, fees)) FROM (
          SELECT to_char(day, ${by === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) AS bucket, ${sums} FROM days GROUP BY 1) b)`;
  const [row] = await queryRows<{
    buckets: SumsRow[] | null;
    principal: string | number;
    interest: string | number;
    late_interest: string | number;
    market_sale: string | number;
    bonus: string | number;
    fees: string | number;
    last_repayment_at: string | Date | null;
  }>(
    db,
    sql`
    WITH wallets AS (SELECT id FROM ledger_accounts WHERE user_id = ${s.userId} AND kind = 'wallet'),
    ${all ? sql`` : sql`held AS MATERIALIZED (${holdingIdsOf(s)}),`}
    days AS MATERIALIZED (${
      all && !period.from && !period.to
        ? sql`
      SELECT account_id, code, day, credited, debited, last_credit_at AS last_at FROM wallet_return_days
      WHERE account_id = ANY (ARRAY(SELECT id FROM wallets)) AND code IN (${literals(codes)})`
        : sql`
      SELECT lt.credit_account_id AS account_id, lt.code, ${VILNIUS_DAY} AS day, sum(lt.amount) AS credited, 0 AS debited, max(lt.created_at) AS last_at
      FROM ledger_transfers lt
      WHERE lt.credit_account_id = ANY (ARRAY(SELECT id FROM wallets)) AND lt.phase IN (${POSTED}) AND lt.code IN (${literals(codes)}) ${tied} ${within}
      GROUP BY 1, 2, 3
      ${
        codes.includes('fee')
          ? sql`UNION ALL
      SELECT lt.debit_account_id, lt.code, ${VILNIUS_DAY}, 0, sum(lt.amount), NULL
      FROM ledger_transfers lt
      WHERE lt.debit_account_id = ANY (ARRAY(SELECT id FROM wallets)) AND lt.phase IN (${POSTED}) AND lt.code IN ('fee') ${tied} ${within}
      GROUP BY 1, 2, 3`
          : sql``
      }`
    })
    SELECT ${buckets} AS buckets, ${sums},
           max(last_at) FILTER (WHERE code IN ('principal', 'interest', 'late_interest')) AS last_repayment_at
    FROM days`,
  );
  const sumsOf = (r: readonly (number | string)[]): LedgerSums => ({
    principal: asCents(r[0]!),
    interest: asCents(r[1]!),
    lateInterest: asCents(r[2]!),
    marketSale: asCents(r[3]!),
    bonus: asCents(r[4]!),
    fees: asCents(r[5]!),
  });
  return {
    total: {
      ...sumsOf([row!.principal, row!.interest, row!.late_interest, row!.market_sale, row!.bonus, row!.fees]),
      lastRepaymentAt: row!.last_repayment_at === null ? null : new Date(row!.last_repayment_at),
    },
    buckets: (row!.buckets ?? []).map(([bucket, ...rest]) => ({ bucket, ...sumsOf(rest) })),
  };
}

/**
 * The selection's secondary-market sales (decision 0034): per trade in which the user sold part of
 * a holding of the selection, the price received (principal ± premium + the interest accrued to
 * the seller) and the principal sold, dated when the trade was made.
 */
export async function marketSales(db: Db, s: Selection): Promise<{ price: Cents; principal: Cents; at: Date }[]> {
  const rows = await queryRows<{ price: string | number; principal: string | number; at: string | Date }>(
    db,
    sql`
    SELECT tr.price_cents AS price, tr.principal_cents AS principal, tr.created_at AS at
    FROM market_trades tr JOIN (${holdingsOf(s)}) h ON h.id = tr.seller_investment_id
    WHERE tr.seller_user_id = ${s.userId}`,
  );
  return rows.map((r) => ({ price: asCents(r.price), principal: asCents(r.principal), at: new Date(r.at) }));
}
