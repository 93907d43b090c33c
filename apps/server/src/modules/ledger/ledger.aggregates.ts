import { DISPLAY_TIME_ZONE } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * Aggregates of the ledger that the database keeps with every inserted transfer (decision 0032):
 * wallet_return_days, a wallet's return legs per (code, Vilnius day), kept by the trigger
 * wallet_return_days_add of migration 0008. This module says what the aggregate must hold,
 * computed from the transfers themselves: ledgerViolations compares the two, and a bulk load that
 * bypassed the trigger (the portfolio bench seeds in replica mode) rebuilds it from here.
 */

/** The codes the trigger adds up: the partial index ledger_transfers_wallet_returns_idx has the same list. */
export const WALLET_RETURN_CODES = ['principal', 'interest', 'late_interest', 'market_sale', 'bonus', 'fee'] as const;

const CODES = sql.raw(WALLET_RETURN_CODES.map((c) => `'${c}'`).join(', '));
const DAY = sql.raw(`((lt.created_at AT TIME ZONE '${DISPLAY_TIME_ZONE}')::date)`);

/** (account_id, code, day, credited, debited, last_credit_at) as the transfers say it should be. */
const fromTransfers = sql`
  SELECT account_id, code, day, sum(credited) AS credited, sum(debited) AS debited, max(last_credit_at) AS last_credit_at FROM (
    SELECT lt.credit_account_id AS account_id, lt.code, ${DAY} AS day, lt.amount AS credited, 0 AS debited, lt.created_at AS last_credit_at
    FROM ledger_transfers lt JOIN ledger_accounts a ON a.id = lt.credit_account_id AND a.kind = 'wallet'
    WHERE lt.phase IN ('posted', 'post_pending') AND lt.code IN (${CODES})
    UNION ALL
    SELECT lt.debit_account_id, lt.code, ${DAY}, 0, lt.amount, NULL
    FROM ledger_transfers lt JOIN ledger_accounts a ON a.id = lt.debit_account_id AND a.kind = 'wallet'
    WHERE lt.phase IN ('posted', 'post_pending') AND lt.code = 'fee'
  ) legs GROUP BY account_id, code, day`;

/** Rows of wallet_return_days that differ from the transfers (missing, extra or other sums), as messages. */
export async function walletReturnDayViolations(db: Db): Promise<string[]> {
  const rows = await queryRows<{ account_id: number; code: string; day: string; kept: string | null; derived: string | null }>(
    db,
    sql`
    WITH derived AS (${fromTransfers})
    SELECT coalesce(k.account_id, d.account_id) AS account_id, coalesce(k.code, d.code) AS code, to_char(coalesce(k.day, d.day), 'YYYY-MM-DD') AS day,
           CASE WHEN k.account_id IS NULL THEN NULL ELSE concat_ws('/', k.credited, k.debited, k.last_credit_at) END AS kept,
           CASE WHEN d.account_id IS NULL THEN NULL ELSE concat_ws('/', d.credited, d.debited, d.last_credit_at) END AS derived
    FROM wallet_return_days k FULL JOIN derived d ON d.account_id = k.account_id AND d.code = k.code AND d.day = k.day
    WHERE k.account_id IS NULL OR d.account_id IS NULL
       OR k.credited <> d.credited OR k.debited <> d.debited OR k.last_credit_at IS DISTINCT FROM d.last_credit_at
    ORDER BY 1, 2, 3
    LIMIT 50`,
  );
  return rows.map(
    (r) => `wallet_return_days of account ${r.account_id}, ${r.code}, ${r.day}: kept ${r.kept ?? 'nothing'}, transfers say ${r.derived ?? 'nothing'}`,
  );
}

/** Writes the aggregate afresh from the transfers, in one statement pair (run it in a transaction, or on a database nobody else writes). */
export async function rebuildWalletReturnDays(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM wallet_return_days`);
  await db.execute(sql`INSERT INTO wallet_return_days (account_id, code, day, credited, debited, last_credit_at) ${fromTransfers}`);
}
