import { addCents, asCents, type Cents, sumCents, ZERO_CENTS } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { walletReturnDayViolations } from './ledger.aggregates';

/**
 * The ledger's invariants, checked from the database itself: used by the tests after randomized
 * and concurrent scenarios, by the crash test after a SIGKILL, and by the back-office trial
 * balance. An empty list of violations means the books are sound.
 */

export interface TrialBalanceRow {
  accountId: number;
  code: string;
  kind: string;
  userId: number | null;
  projectId: number | null;
  debitsPosted: Cents;
  creditsPosted: Cents;
  debitsPending: Cents;
  creditsPending: Cents;
}

export interface TrialBalance {
  rows: TrialBalanceRow[];
  totals: { debitsPosted: Cents; creditsPosted: Cents; debitsPending: Cents; creditsPending: Cents };
  balanced: boolean;
}

export async function trialBalance(db: Db): Promise<TrialBalance> {
  const result = await queryRows<{
    id: number;
    code: string;
    kind: string;
    user_id: number | null;
    project_id: number | null;
    debits_posted: string;
    credits_posted: string;
    debits_pending: string;
    credits_pending: string;
  }>(db, sql`SELECT id, code, kind, user_id, project_id, debits_posted, credits_posted, debits_pending, credits_pending FROM ledger_accounts ORDER BY id`);
  const rows = result.map((r) => ({
    accountId: r.id,
    code: r.code,
    kind: r.kind,
    userId: r.user_id,
    projectId: r.project_id,
    debitsPosted: asCents(r.debits_posted),
    creditsPosted: asCents(r.credits_posted),
    debitsPending: asCents(r.debits_pending),
    creditsPending: asCents(r.credits_pending),
  }));
  const totals = {
    debitsPosted: sumCents(rows.map((r) => r.debitsPosted)),
    creditsPosted: sumCents(rows.map((r) => r.creditsPosted)),
    debitsPending: sumCents(rows.map((r) => r.debitsPending)),
    creditsPending: sumCents(rows.map((r) => r.creditsPending)),
  };
  return { rows, totals, balanced: totals.debitsPosted === totals.creditsPosted && totals.debitsPending === totals.creditsPending };
}

/** Every account's totals recomputed from its transfers (pending legs resolved by post or void). */
async function derivedTotals(db: Db): Promise<Map<number, { dp: Cents; cp: Cents; dpe: Cents; cpe: Cents }>> {
  const result = await queryRows<{ account_id: number; dp: string; cp: string; dpe: string; cpe: string }>(
    db,
    sql`
    WITH live AS (
      SELECT p.debit_account_id, p.credit_account_id, p.amount,
        CASE
          WHEN p.phase = 'posted' THEN 'posted'
          ELSE COALESCE((SELECT CASE r.phase WHEN 'post_pending' THEN 'posted' ELSE 'voided' END FROM ledger_transfers r WHERE r.pending_id = p.id), 'pending')
        END AS state
      FROM ledger_transfers p WHERE p.phase IN ('posted', 'pending')
    ), sides AS (
      SELECT debit_account_id AS account_id,
        CASE WHEN state = 'posted' THEN amount ELSE 0 END AS dp, 0::bigint AS cp,
        CASE WHEN state = 'pending' THEN amount ELSE 0 END AS dpe, 0::bigint AS cpe
      FROM live
      UNION ALL
      SELECT credit_account_id, 0, CASE WHEN state = 'posted' THEN amount ELSE 0 END, 0, CASE WHEN state = 'pending' THEN amount ELSE 0 END
      FROM live
    )
    SELECT account_id, SUM(dp) AS dp, SUM(cp) AS cp, SUM(dpe) AS dpe, SUM(cpe) AS cpe FROM sides GROUP BY account_id`,
  );
  return new Map(result.map((r) => [r.account_id, { dp: asCents(r.dp), cp: asCents(r.cp), dpe: asCents(r.dpe), cpe: asCents(r.cpe) }]));
}

export async function ledgerViolations(db: Db): Promise<string[]> {
  const violations: string[] = [];
  const tb = await trialBalance(db);
  if (tb.totals.debitsPosted !== tb.totals.creditsPosted) violations.push(`posted debits ${tb.totals.debitsPosted} ≠ credits ${tb.totals.creditsPosted}`);
  if (tb.totals.debitsPending !== tb.totals.creditsPending) violations.push(`pending debits ${tb.totals.debitsPending} ≠ credits ${tb.totals.creditsPending}`);
  const derived = await derivedTotals(db);
  for (const row of tb.rows) {
    const d = derived.get(row.accountId) ?? { dp: ZERO_CENTS, cp: ZERO_CENTS, dpe: ZERO_CENTS, cpe: ZERO_CENTS };
    if (d.dp !== row.debitsPosted || d.cp !== row.creditsPosted || d.dpe !== row.debitsPending || d.cpe !== row.creditsPending) {
      violations.push(
        `account ${row.code}: stored ${row.debitsPosted}/${row.creditsPosted}/${row.debitsPending}/${row.creditsPending}, transfers say ${d.dp}/${d.cp}/${d.dpe}/${d.cpe}`,
      );
    }
    if ((row.kind === 'wallet' || row.kind === 'escrow') && addCents(row.debitsPosted, row.debitsPending) > row.creditsPosted) {
      violations.push(`account ${row.code} below zero`);
    }
  }
  const resolvedTwice = await queryRows<{ pending_id: number }>(
    db,
    sql`SELECT pending_id FROM ledger_transfers WHERE pending_id IS NOT NULL GROUP BY pending_id HAVING COUNT(*) > 1`,
  );
  for (const r of resolvedTwice) violations.push(`pending transfer ${r.pending_id} resolved more than once`);
  const badResolution = await queryRows<{ id: number }>(
    db,
    sql`
    SELECT r.id FROM ledger_transfers r JOIN ledger_transfers p ON p.id = r.pending_id
    WHERE p.phase <> 'pending' OR r.amount <> p.amount OR r.debit_account_id <> p.debit_account_id OR r.credit_account_id <> p.credit_account_id`,
  );
  for (const r of badResolution) violations.push(`transfer ${r.id} resolves something that is not its pending transfer`);
  violations.push(...(await walletReturnDayViolations(db)));
  return violations;
}
