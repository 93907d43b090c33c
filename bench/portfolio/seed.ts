// Set-based seeding of a platform-sized database for portfolio/portfolio-bench.ts: users, projects
// of the last four years, investments with their per-holding schedules, the borrowers' schedules
// and repayments, and the ledger (deposits, withdrawals, every investment's and repayment's legs),
// in a few big INSERT … SELECT statements on one connection (a row-by-row seed through the
// services would take hours at a million investments). The shapes follow the lifecycle
// (lifecycle.service.ts): a disbursed holding has one schedule row per installment, the due ones
// of a healthy loan are paid, a DELAYED loan has one or two overdue, a DEFAULTED one has stopped
// paying months ago; revoked and refunded holdings have no schedule and no outstanding principal.
// Rows go in in time order, as they arrive on a platform, so one investor's rows are spread over
// the tables as in production. The data are consistent (ledgerViolations and checkReferences find
// nothing) but not the output of the services.
import type pg from 'pg';
import { DEMO_COUNTRY_CODES } from '../../apps/server/src/seed/demo-content';

/** The tables the statements below write. */
const SEEDED_TABLES = [
  'users',
  'projects',
  'audit_log',
  'investments',
  'investment_schedule_items',
  'project_schedule_items',
  'repayments',
  'ledger_accounts',
  'ledger_transfers',
];

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const MONTH_MS = YEAR_MS / 12;

export interface SeedSizes {
  projects: number;
  investors: number;
  /** Investments of the measured user, each in a different project. */
  userInvestments: number;
}

export interface People {
  userId: number;
  firstInvestorId: number;
  investors: number;
}

export interface SeedContext extends People {
  projects: number;
  investments: number;
  /** The measured user's holdings are every `userEvery`-th generated investment (before the time sort). */
  userEvery: number;
  userInvestments: number;
  /** A stride coprime with the project count: the user's j-th holding goes to project index 1 + (j × stride mod P). */
  userStride: number;
}

/** Deterministic: two runs seed the same projects (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Session settings for a bulk load: the throwaway database needs no durable commits while seeding,
 * and (superuser only) session_replication_role = replica skips the foreign-key triggers, which
 * cost more than the inserts themselves at ten million rows (one lookup per row and reference).
 * The statements build their references from the rows they join, and checkReferences verifies
 * them set-based afterwards. Replica mode skips every other trigger too, so it is not used when a
 * migration has put one on a table seeded here, except those of REBUILT_AFTER_SEEDING, whose
 * aggregates the bench writes afresh after the load (portfolio-bench.ts). Answers whether the
 * foreign-key checks (and those triggers) were skipped.
 */
/** Triggers that keep an aggregate the bench rebuilds from the seeded rows (rebuildWalletReturnDays) when replica mode skipped them. */
export const REBUILT_AFTER_SEEDING = ['wallet_return_days_after_insert'];

export async function prepareSession(client: pg.Client): Promise<boolean> {
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '256MB'`);
  // The ledger insert sorts 15 M rows into time order: fewer merge passes.
  await client.query(`SET work_mem = '256MB'`);
  await client.query(`SELECT setseed(0.42)`);
  const appTriggers = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_trigger
     WHERE NOT tgisinternal AND tgname <> 'ledger_transfers_no_update_delete' AND tgname NOT IN (${REBUILT_AFTER_SEEDING.map((t) => `'${t}'`).join(', ')})
       AND tgrelid::regclass::text IN (${SEEDED_TABLES.map((t) => `'${t}'`).join(', ')})`,
  );
  if (appTriggers.rows[0]!.n > 0) return false;
  try {
    await client.query(`SET session_replication_role = replica`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every foreign key of the seeded tables, checked with one anti-join per constraint (what the
 * skipped per-row triggers would have checked); answers the violations, empty when sound.
 */
export async function checkReferences(client: pg.Client): Promise<string[]> {
  const keys = await client.query<{ name: string; child: string; column: string; parent: string; parent_column: string }>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent, pa.attname AS parent_column
     FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
     WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1
       AND c.conrelid::regclass::text IN (${SEEDED_TABLES.map((t) => `'${t}'`).join(', ')})`,
  );
  const violations: string[] = [];
  for (const k of keys.rows) {
    const orphans = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${k.child} c WHERE c.${k.column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${k.parent} p WHERE p.${k.parent_column} = c.${k.column})`,
    );
    if (orphans.rows[0]!.n > 0) violations.push(`${k.name}: ${orphans.rows[0]!.n} rows of ${k.child}.${k.column} name no ${k.parent}`);
  }
  return violations;
}

/** The measured user, the investors and a few borrowers. */
export async function seedUsers(client: pg.Client, sizes: SeedSizes): Promise<People> {
  const user = await client.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, display_name, identify_status, registration_step, verification_step, questions_answered, created_at)
     VALUES ('measured@portfolio.bench', 'x', 'Measured Investor', 'approved', 'completed', 'completedVerification', true, now() - interval '4 years')
     RETURNING id`,
  );
  // Investors joined over the four years; the emails are unique like real ones (the unique index is part of the cost).
  const investors = await client.query<{ first: number }>(
    `WITH inserted AS (
       INSERT INTO users (email, password_hash, display_name, identify_status, registration_step, verification_step, questions_answered, created_at)
       SELECT 'investor-' || g || '@portfolio.bench', 'x', 'Investor ' || g, 'approved', 'completed', 'completedVerification', true,
              now() - make_interval(secs => 4 * 365.25 * 86400 * random())
       FROM generate_series(1, $1::int) AS g
       RETURNING id)
     SELECT min(id)::int AS first FROM inserted`,
    [sizes.investors],
  );
  await client.query(
    `INSERT INTO users (email, password_hash, display_name, is_debtor, identify_status, registration_step, verification_step, questions_answered, type, company_name)
     SELECT 'borrower-' || g || '@portfolio.bench', 'x', 'Borrower ' || g, true, 'approved', 'completed', 'completedVerification', true, 'company', 'UAB Borrower ' || g
     FROM generate_series(1, $1::int) AS g`,
    [Math.max(1, Math.round(sizes.projects / 20))],
  );
  return { userId: user.rows[0]!.id, firstInvestorId: investors.rows[0]!.first, investors: sizes.investors };
}

/**
 * Projects published over the last four years (newest = highest number), then a temp table
 * `bench_shape` with what the investment statements need per project: installments, how many are
 * paid, the disbursement date, the funding window.
 */
export async function seedProjects(client: pg.Client, sizes: SeedSizes): Promise<void> {
  const random = prng(20_261_125);
  const groups = (await client.query<{ id: number; code: string }>(`SELECT id, code FROM risk_groups ORDER BY sort_order`)).rows;
  const types = (await client.query<{ id: number; is_green: boolean }>(`SELECT id, is_green FROM investment_types ORDER BY id`)).rows;
  const countryRows = (await client.query<{ id: number; code: string }>(`SELECT id, code FROM countries`)).rows;
  const borrowers = (await client.query<{ id: number; company_name: string }>(`SELECT id, company_name FROM users WHERE is_debtor ORDER BY id`)).rows;
  if (groups.length === 0 || types.length === 0 || countryRows.length === 0) throw new Error('reference data missing: run seedReference first');
  const green = types.filter((t) => t.is_green);
  const plain = types.filter((t) => !t.is_green);
  // Mostly domestic loans, like the platform's book.
  const countryWeights: Record<string, number> = { LT: 35, LV: 15, EE: 12, PL: 10 };
  const countries = countryRows.map((c) => [c.id, countryWeights[c.code] ?? (DEMO_COUNTRY_CODES.includes(c.code) ? 5 : 1)] as const);
  const groupWeights = [10, 25, 35, 20, 10];
  const now = Date.now();
  const cols = {
    number: [] as number[],
    status: [] as string[],
    typeId: [] as number[],
    groupId: [] as number[],
    countryId: [] as number[],
    ownerId: [] as number[],
    ownerName: [] as string[],
    rateBps: [] as number[],
    term: [] as number[],
    method: [] as string[],
    minCents: [] as number[],
    disbursedAt: [] as (string | null)[],
    publishedAt: [] as string[],
    deadline: [] as string[],
    windowEnd: [] as string[],
    rPaid: [] as number[],
  };
  for (let n = 1; n <= sizes.projects; n++) {
    const published = now - 4 * YEAR_MS * ((sizes.projects - n + random()) / sizes.projects);
    const age = now - published;
    const groupIndex = pick(random, groupWeights.map((w, i) => [i, w] as const).slice(0, groups.length));
    const term = pick(random, [
      [6, 3],
      [9, 3],
      [12, 4],
    ] as const);
    let status: string;
    let disbursed: number | null = null;
    if (age < 20 * DAY_MS) status = 'GATHERING';
    else if (age < 30 * DAY_MS) status = 'FUNDED';
    else if (random() < 0.01) status = 'CANCELLED';
    else {
      disbursed = published + (12 + random() * 16) * DAY_MS;
      const elapsed = Math.floor((now - disbursed) / MONTH_MS);
      const r = random();
      if (elapsed >= term) status = r < 0.93 ? 'REPAID' : r < 0.96 ? 'DEFAULTED' : r < 0.975 ? 'RECOVERY' : 'WRITTEN_OFF';
      else status = r < 0.88 || elapsed < 2 ? 'ACTIVE' : r < 0.96 || elapsed < 4 ? 'DELAYED' : 'DEFAULTED';
    }
    const windowEnd = disbursed !== null ? disbursed - DAY_MS : status === 'CANCELLED' ? published + 30 * DAY_MS : now - 60_000;
    const borrower = borrowers[n % borrowers.length]!;
    cols.number.push(n);
    cols.status.push(status);
    cols.typeId.push((random() < 0.25 && green.length > 0 ? green[Math.floor(random() * green.length)] : plain[Math.floor(random() * plain.length)])!.id);
    cols.groupId.push(groups[groupIndex]!.id);
    cols.countryId.push(pick(random, countries));
    cols.ownerId.push(borrower.id);
    cols.ownerName.push(borrower.company_name);
    cols.rateBps.push(800 + groupIndex * 150 + Math.floor(random() * 6) * 25);
    cols.term.push(term);
    cols.method.push(
      pick(random, [
        ['ANNUITY', 70],
        ['BULLET', 15],
        ['INTEREST_ONLY', 15],
      ] as const),
    );
    cols.minCents.push(1_000);
    cols.disbursedAt.push(disbursed === null ? null : new Date(disbursed).toISOString());
    cols.publishedAt.push(new Date(published).toISOString());
    cols.deadline.push(new Date(published + 30 * DAY_MS).toISOString());
    cols.windowEnd.push(new Date(windowEnd).toISOString());
    cols.rPaid.push(random());
  }
  // Targets and funded amounts are set from the investments afterwards (finishProjects).
  await client.query(
    `INSERT INTO projects (number, slug, status, investment_type_id, risk_group_id, country_id, owner_user_id, owner_name, interest_rate_bps, term_months,
                           repayment_method, target_cents, funded_cents, min_investment_cents, funding_deadline, disbursed_at, published_at, created_at,
                           late_interest_rate_bps, collateral)
     SELECT number, 'bench-project-' || number, status, type_id, group_id, country_id, owner_id, owner_name, rate_bps, term, method, 1, 0, min_cents,
            deadline, disbursed_at, published_at, published_at - interval '7 days', 1000, 'mortgage'
     FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::int[], $9::int[], $10::text[], $11::bigint[],
                 $12::timestamptz[], $13::timestamptz[], $14::timestamptz[])
       AS t(number, status, type_id, group_id, country_id, owner_id, owner_name, rate_bps, term, method, min_cents, disbursed_at, published_at, deadline)`,
    [
      cols.number,
      cols.status,
      cols.typeId,
      cols.groupId,
      cols.countryId,
      cols.ownerId,
      cols.ownerName,
      cols.rateBps,
      cols.term,
      cols.method,
      cols.minCents,
      cols.disbursedAt,
      cols.publishedAt,
      cols.deadline,
    ],
  );
  // idx 1..P addresses projects without a lookup; paid = installments paid by the borrower, by status.
  await client.query(
    `CREATE TEMP TABLE bench_shape AS
     WITH p AS (
       SELECT pr.id AS project_id, pr.number AS idx, pr.status, pr.term_months AS n, pr.interest_rate_bps AS rate_bps,
              pr.repayment_method <> 'ANNUITY' AS bullet, pr.published_at AS window_start, t.window_end, t.r_paid,
              (pr.disbursed_at AT TIME ZONE 'Europe/Vilnius')::date AS disbursed_on,
              (SELECT count(*)::int FROM generate_series(1, pr.term_months) k
                WHERE (pr.disbursed_at AT TIME ZONE 'Europe/Vilnius')::date + make_interval(months => k) <= (now() AT TIME ZONE 'Europe/Vilnius')::date) AS due
       FROM projects pr JOIN unnest($1::int[], $2::timestamptz[], $3::float8[]) AS t(number, window_end, r_paid) ON t.number = pr.number)
     SELECT project_id, idx, status, n, rate_bps, bullet, window_start, window_end, disbursed_on,
            CASE status
              WHEN 'REPAID' THEN n
              WHEN 'ACTIVE' THEN least(due, n - 1)
              WHEN 'DELAYED' THEN greatest(0, least(due, n) - 1 - floor(r_paid * 2)::int)
              WHEN 'DEFAULTED' THEN greatest(0, least(due, n) - 3 - floor(r_paid * least(due, n) / 2)::int)
              WHEN 'RECOVERY' THEN greatest(0, least(due, n) - 3 - floor(r_paid * least(due, n) / 2)::int)
              WHEN 'WRITTEN_OFF' THEN greatest(0, least(due, n) - 3 - floor(r_paid * least(due, n) / 2)::int)
              ELSE 0
            END AS paid
     FROM p`,
    [cols.number, cols.windowEnd, cols.rPaid],
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_shape (idx)`);
  await client.query(`CREATE UNIQUE INDEX ON bench_shape (project_id)`);
  await client.query(`ANALYZE bench_shape`);
  // The audit trail of the status changes (lifecycle.service.ts audits each one as
  // project.status_changed): the statistics' default rate counts a REPAID loan that went through
  // default on the way, so about one REPAID loan in 37 did, and one in 7 was late for a while.
  await client.query(
    `INSERT INTO audit_log (subject_user_id, action, details, created_at)
     SELECT pr.owner_user_id, t.action, jsonb_build_object('projectId', pr.id, 'projectNumber', pr.number, 'from', t.from_status, 'to', t.to_status, 'reason', 'bench'),
            pr.disbursed_at + t.after
     FROM projects pr
     CROSS JOIN LATERAL (VALUES
       ('project.disbursed', 'FUNDED', 'ACTIVE', interval '0 days', pr.disbursed_at IS NOT NULL),
       ('project.status_changed', 'ACTIVE', 'DELAYED', interval '40 days',
          pr.status IN ('DELAYED', 'DEFAULTED', 'RECOVERY', 'WRITTEN_OFF') OR (pr.status = 'REPAID' AND (pr.id % 37 = 0 OR pr.id % 7 = 0))),
       ('project.status_changed', 'DELAYED', 'ACTIVE', interval '55 days', pr.status = 'REPAID' AND pr.id % 7 = 0 AND pr.id % 37 <> 0),
       ('project.status_changed', 'DELAYED', 'DEFAULTED', interval '130 days',
          pr.status IN ('DEFAULTED', 'RECOVERY', 'WRITTEN_OFF') OR (pr.status = 'REPAID' AND pr.id % 37 = 0)),
       ('project.status_changed', 'DEFAULTED', 'RECOVERY', interval '200 days', pr.status = 'RECOVERY'),
       ('project.status_changed', 'DEFAULTED', 'WRITTEN_OFF', interval '300 days', pr.status = 'WRITTEN_OFF'),
       ('project.status_changed', 'DEFAULTED', 'REPAID', interval '250 days', pr.status = 'REPAID' AND pr.id % 37 = 0)
     ) AS t(action, from_status, to_status, after, applies)
     WHERE t.applies AND pr.disbursed_at IS NOT NULL
     ORDER BY pr.disbursed_at + t.after`,
  );
}

export function seedContext(people: People, sizes: SeedSizes, investments: number): SeedContext {
  if (sizes.userInvestments > sizes.projects) throw new Error('the measured user invests once per project: userInvestments must not exceed projects');
  const userEvery = Math.floor(investments / sizes.userInvestments);
  if (userEvery < 2) throw new Error("investments must be at least twice the measured user's");
  let userStride = 7919;
  while (gcd(userStride, sizes.projects) !== 1) userStride += 2;
  return { ...people, projects: sizes.projects, investments, userEvery, userInvestments: sizes.userInvestments, userStride };
}

/**
 * The investments, in created_at order (the heap in time order, as on a platform where rows
 * arrive as people invest), then their schedules. The measured user's holdings are every
 * userEvery-th generated row, each in another project, so after the time sort they are scattered
 * over the table as a real investor's are: one row in 20 at 100 k investments, one in 200 at 1 M.
 */
export async function seedInvestments(client: pg.Client, ctx: SeedContext): Promise<{ investments: number; scheduleItems: number }> {
  const inserted = await client.query(
    `INSERT INTO investments (project_id, user_id, amount_cents, outstanding_principal_cents, status, source, reflection_ends_at, created_at, revoked_at)
     SELECT project_id, user_id, amount, outstanding, status, source, created_at + interval '4 days', created_at,
            CASE WHEN status = 'revoked' THEN created_at + interval '1 day' END
     FROM (
       SELECT x.*,
              CASE
                WHEN x.status IN ('revoked', 'refunded', 'repaid') THEN 0
                WHEN x.disbursed_on IS NULL OR x.bullet THEN x.amount
                ELSE x.amount - (x.amount / x.n) * x.paid
              END AS outstanding
       FROM (
         SELECT z.user_id, z.amount, z.source, z.created_at, z.project_id, z.disbursed_on, z.bullet, z.n, z.paid,
                CASE
                  WHEN z.pstatus IN ('GATHERING', 'FUNDED') THEN
                    CASE WHEN z.r_state < 0.02 THEN 'revoked' WHEN z.created_at > now() - interval '4 days' THEN 'reflection' ELSE 'active' END
                  WHEN z.pstatus = 'CANCELLED' THEN CASE WHEN z.r_state < 0.02 THEN 'revoked' ELSE 'refunded' END
                  WHEN z.r_state < 0.01 THEN 'revoked'
                  WHEN z.pstatus = 'REPAID' THEN 'repaid'
                  WHEN z.pstatus = 'WRITTEN_OFF' THEN 'written_off'
                  ELSE 'active'
                END AS status
         FROM (
           SELECT r.user_id, r.amount, r.source, r.r_state, s.window_start + r.r_time * (s.window_end - s.window_start) AS created_at,
                  s.project_id, s.status AS pstatus, s.disbursed_on, s.bullet, s.n, s.paid
           FROM (
             SELECT CASE WHEN g % $2::int = 0 AND g / $2::int <= $3::int THEN $4::int ELSE $5::int + floor($6::int * random() ^ 1.5)::int END AS user_id,
                    CASE WHEN g % $2::int = 0 AND g / $2::int <= $3::int THEN 1 + ((g / $2::int) * $7::bigint % $8::int)::int
                         ELSE 1 + floor($8::int * random())::int END AS idx,
                    (10 + floor(random() ^ 2 * 491)::int) * 100 AS amount,
                    CASE WHEN random() < 0.6 THEN 'auto' ELSE 'manual' END AS source,
                    random() AS r_time, random() AS r_state
             FROM generate_series(1, $1::int) AS g
           ) r JOIN bench_shape s ON s.idx = r.idx
         ) z
       ) x
       ORDER BY x.created_at
     ) y`,
    [ctx.investments, ctx.userEvery, ctx.userInvestments, ctx.userId, ctx.firstInvestorId, ctx.investors, ctx.userStride, ctx.projects],
  );
  // One row per installment of every disbursed holding: equal principal parts (the last takes the
  // remainder) or everything at the end (bullet, interest-only), interest on what is still owed.
  const items = await client.query(
    `INSERT INTO investment_schedule_items (investment_id, installment, due_date, principal_cents, interest_cents, paid_principal_cents, paid_interest_cents, status, paid_at)
     SELECT i.id, k, to_char(due, 'YYYY-MM-DD'), principal, interest,
            CASE WHEN k <= s.paid THEN principal ELSE 0 END,
            CASE WHEN k <= s.paid THEN interest ELSE 0 END,
            CASE WHEN k <= s.paid THEN 'paid' WHEN due < (now() AT TIME ZONE 'Europe/Vilnius')::date THEN 'overdue' ELSE 'scheduled' END,
            CASE WHEN k <= s.paid THEN (due + ((s.project_id + k) % 3) + time '10:30') AT TIME ZONE 'Europe/Vilnius' END
     FROM investments i
     JOIN bench_shape s ON s.project_id = i.project_id
     CROSS JOIN LATERAL generate_series(1, s.n) AS k
     CROSS JOIN LATERAL (SELECT (s.disbursed_on + make_interval(months => k))::date AS due) d
     CROSS JOIN LATERAL (
       SELECT CASE WHEN s.bullet THEN CASE WHEN k = s.n THEN i.amount_cents ELSE 0 END
                   WHEN k = s.n THEN i.amount_cents - (i.amount_cents / s.n) * (s.n - 1)
                   ELSE i.amount_cents / s.n END AS principal,
              ((CASE WHEN s.bullet THEN i.amount_cents ELSE i.amount_cents - (i.amount_cents / s.n) * (k - 1) END) * s.rate_bps + 60000) / 120000 AS interest
     ) m
     WHERE s.disbursed_on IS NOT NULL AND i.status IN ('active', 'repaid', 'written_off')
     ORDER BY i.id, k`,
  );
  return { investments: inserted.rowCount ?? 0, scheduleItems: items.rowCount ?? 0 };
}

/**
 * What follows from the holdings: each project's funded amount and target, the borrower's
 * schedule as the sum of its holders' (the disbursement writes it that way, to the cent) and the
 * borrower's repayments.
 */
export async function finishProjects(client: pg.Client): Promise<{ projectScheduleItems: number; repayments: number }> {
  await client.query(
    `UPDATE projects p SET
       funded_cents = CASE WHEN p.status = 'CANCELLED' THEN 0 ELSE coalesce(f.live, 0) END,
       target_cents = CASE WHEN p.status IN ('GATHERING', 'CANCELLED') THEN greatest(100000, (coalesce(f.live, 0) * 16 / 10 / 10000 + 1) * 10000)
                           ELSE greatest(coalesce(f.live, 0), 1) END
     FROM (SELECT pr.id, sum(i.amount_cents) FILTER (WHERE i.status NOT IN ('revoked', 'refunded')) AS live
           FROM projects pr LEFT JOIN investments i ON i.project_id = pr.id GROUP BY pr.id) f
     WHERE f.id = p.id`,
  );
  const items = await client.query(
    `INSERT INTO project_schedule_items (project_id, installment, due_date, principal_cents, interest_cents, paid_principal_cents, paid_interest_cents, status, paid_at)
     SELECT i.project_id, it.installment, min(it.due_date), sum(it.principal_cents), sum(it.interest_cents), sum(it.paid_principal_cents), sum(it.paid_interest_cents),
            min(it.status), min(it.paid_at)
     FROM investment_schedule_items it JOIN investments i ON i.id = it.investment_id
     GROUP BY i.project_id, it.installment
     ORDER BY i.project_id, it.installment`,
  );
  // One borrower repayment per paid installment, as applyRepayment records it (the statistics read
  // the repaid principal from here; the holders' ledger legs name it in their keys).
  const paid = await client.query(
    `INSERT INTO repayments (project_id, amount_cents, principal_cents, interest_cents, late_interest_cents, source, idempotency_key, received_at)
     SELECT project_id, paid_principal_cents + paid_interest_cents, paid_principal_cents, paid_interest_cents, 0,
            CASE WHEN installment % 4 = 0 THEN 'operator' ELSE 'provider' END, 'bench:repayment:' || project_id || ':' || installment, paid_at
     FROM project_schedule_items
     WHERE status = 'paid' AND paid_principal_cents + paid_interest_cents > 0
     ORDER BY paid_at`,
  );
  return { projectScheduleItems: items.rowCount ?? 0, repayments: paid.rowCount ?? 0 };
}

/**
 * Adds the effect of the transfers with id > afterId to the account totals, as ledger.service
 * `apply` does per transfer (a post_pending moves its amount from pending to posted, a
 * void_pending drops it), so ledgerViolations holds.
 */
async function addToTotals(client: pg.Client, afterId: number): Promise<void> {
  await client.query(
    `WITH fresh AS (SELECT * FROM ledger_transfers WHERE id > $1::bigint),
     effect AS (
       SELECT debit_account_id AS account_id,
              CASE WHEN phase IN ('posted', 'post_pending') THEN amount ELSE 0 END AS dp, 0 AS cp,
              CASE phase WHEN 'pending' THEN amount WHEN 'posted' THEN 0 ELSE -amount END AS dpe, 0 AS cpe
       FROM fresh
       UNION ALL
       SELECT credit_account_id, 0, CASE WHEN phase IN ('posted', 'post_pending') THEN amount ELSE 0 END,
              0, CASE phase WHEN 'pending' THEN amount WHEN 'posted' THEN 0 ELSE -amount END
       FROM fresh)
     UPDATE ledger_accounts a
     SET debits_posted = a.debits_posted + e.dp, credits_posted = a.credits_posted + e.cp,
         debits_pending = a.debits_pending + e.dpe, credits_pending = a.credits_pending + e.cpe
     FROM (SELECT account_id, sum(dp)::bigint AS dp, sum(cp)::bigint AS cp, sum(dpe)::bigint AS dpe, sum(cpe)::bigint AS cpe FROM effect GROUP BY account_id) e
     WHERE e.account_id = a.id`,
    [afterId],
  );
}

async function lastTransferId(client: pg.Client): Promise<number> {
  const row = await client.query<{ id: string | null }>(`SELECT max(id)::text AS id FROM ledger_transfers`);
  return Number(row.rows[0]!.id ?? 0);
}

/**
 * The accounts (ledger.service.ts names): the connectPay clearing account, a wallet per investor,
 * an escrow and a loan account per project; temp tables map users and projects to them for
 * seedLedger.
 */
export async function seedAccounts(client: pg.Client, ctx: People): Promise<void> {
  await client.query(
    `INSERT INTO ledger_accounts (code, kind, provider) VALUES ('clearing:connectPay', 'clearing', 'connectPay') ON CONFLICT (code) DO NOTHING`,
  );
  await client.query(
    `INSERT INTO ledger_accounts (code, kind, user_id, provider, debits_must_not_exceed_credits, created_at)
     SELECT 'wallet:connectPay:user:' || u.id, 'wallet', u.id, 'connectPay', true, u.created_at
     FROM users u WHERE u.id = $1::int OR u.id BETWEEN $2::int AND $2::int + $3::int - 1
     ORDER BY u.id`,
    [ctx.userId, ctx.firstInvestorId, ctx.investors],
  );
  await client.query(
    `INSERT INTO ledger_accounts (code, kind, project_id, user_id, debits_must_not_exceed_credits, created_at)
     SELECT a.prefix || p.id, a.kind, p.id, CASE WHEN a.kind = 'loan' THEN p.owner_user_id END, a.kind = 'escrow', p.published_at
     FROM projects p CROSS JOIN (VALUES ('escrow:project:', 'escrow'), ('loan:project:', 'loan')) AS a(prefix, kind)
     ORDER BY p.id, a.kind`,
  );
  await client.query(`CREATE TEMP TABLE bench_wallet AS SELECT user_id, id AS account_id, created_at FROM ledger_accounts WHERE kind = 'wallet'`);
  await client.query(`CREATE UNIQUE INDEX ON bench_wallet (user_id)`);
  await client.query(
    `CREATE TEMP TABLE bench_accounts AS
     SELECT project_id, max(id) FILTER (WHERE kind = 'escrow') AS escrow_id, max(id) FILTER (WHERE kind = 'loan') AS loan_id,
            (SELECT id FROM ledger_accounts WHERE code = 'clearing:connectPay') AS clearing_id
     FROM ledger_accounts WHERE kind IN ('escrow', 'loan') GROUP BY project_id`,
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_accounts (project_id)`);
  await client.query(`ANALYZE bench_wallet; ANALYZE bench_accounts`);
}

/**
 * The ledger, as the services write it, in one time-ordered insert (then the resolutions of the
 * holds, which name their pending transfer): money that has nothing to do with the investments,
 * one to four deposits per investor (clearing → wallet, posted, as payments.service books a bank
 * transfer) and, for about a third, a withdrawal of at most 40 % of the first (a pending hold then
 * its post_pending, as withdrawals.service does); a deposit per investor that pays for their
 * investments; per investment wallet → escrow (posted, as for a sophisticated investor; a pending
 * hold while in reflection, voided when revoked), a refund escrow → wallet for a cancelled
 * project; per disbursed project escrow → loan; per paid installment of a holding the principal
 * (loan → wallet) and interest (clearing → wallet) legs, reference_type 'investment', keyed like
 * applyRepayment's. The portfolio's received amounts, last payment and net annual return come
 * from these legs.
 */
export async function seedLedger(client: pg.Client): Promise<{ transfers: number }> {
  const before = await lastTransferId(client);
  await client.query(
    `INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, phase, code, idempotency_key, reference_type, reference_id, description, created_at)
     WITH spare AS MATERIALIZED (
       SELECT w.account_id, d.n, (100 + floor(random() ^ 2 * 4900)::int) * 100 AS amount, w.created_at + (now() - w.created_at) * (d.n - 1 + random()) / 4 AS at
       FROM bench_wallet w CROSS JOIN LATERAL generate_series(1, 1 + (w.account_id % 4)) AS d(n)
     )
     SELECT debit_id, credit_id, amount, phase, code, key, reference_type, reference_id, description, at FROM (
       SELECT b.clearing_id AS debit_id, d.account_id AS credit_id, d.amount, 'posted' AS phase, 'deposit' AS code, 'bench:deposit:' || d.account_id || ':' || d.n AS key,
              'provider_transaction' AS reference_type, 'bench-' || d.account_id || '-' || d.n AS reference_id, 'Bank transfer' AS description, d.at
       FROM spare d CROSS JOIN (SELECT clearing_id FROM bench_accounts LIMIT 1) b
       UNION ALL
       SELECT d.account_id, b.clearing_id, greatest(100, d.amount * 4 / 10 / 100 * 100), 'pending', 'withdrawal', 'bench:withdrawal:' || d.account_id,
              'withdrawal', 'bench-' || d.account_id, 'Withdrawal', d.at + (now() - d.at) * random()
       FROM spare d CROSS JOIN (SELECT clearing_id FROM bench_accounts LIMIT 1) b
       WHERE d.n = 1 AND d.account_id % 3 = 0
       UNION ALL
       SELECT b.clearing_id, w.account_id, f.amount, 'posted', 'deposit', 'bench:fund:' || f.user_id, 'provider_transaction', 'bench-fund-' || f.user_id,
              'Bank transfer', f.at
       FROM (SELECT user_id, sum(amount_cents) AS amount, min(created_at) - interval '1 day' AS at FROM investments GROUP BY user_id) f
       JOIN bench_wallet w ON w.user_id = f.user_id
       CROSS JOIN (SELECT clearing_id FROM bench_accounts LIMIT 1) b
       UNION ALL
       SELECT w.account_id, a.escrow_id, i.amount_cents, CASE WHEN i.status IN ('reflection', 'revoked') THEN 'pending' ELSE 'posted' END, 'investment',
              'u' || i.user_id || ':bench-' || i.id || ':investment', 'investment', i.id::text, 'Investment in project #' || i.project_id, i.created_at
       FROM investments i JOIN bench_wallet w ON w.user_id = i.user_id JOIN bench_accounts a ON a.project_id = i.project_id
       UNION ALL
       SELECT a.escrow_id, w.account_id, i.amount_cents, 'posted', 'refund', 'investment:' || i.id || ':refund', 'investment', i.id::text,
              'Refund of project #' || i.project_id, least(now(), s.window_end + interval '1 day')
       FROM investments i JOIN bench_wallet w ON w.user_id = i.user_id JOIN bench_accounts a ON a.project_id = i.project_id
       JOIN bench_shape s ON s.project_id = i.project_id
       WHERE i.status = 'refunded'
       UNION ALL
       SELECT a.escrow_id, a.loan_id, d.principal, 'posted', 'investment', 'project:' || d.project_id || ':disburse',
              'project', d.project_id::text, 'Disbursement of project #' || d.project_id, p.disbursed_at
       FROM (SELECT project_id, sum(amount_cents) AS principal FROM investments
             WHERE status IN ('active', 'repaid', 'written_off') GROUP BY project_id) d
       JOIN projects p ON p.id = d.project_id AND p.disbursed_at IS NOT NULL
       JOIN bench_accounts a ON a.project_id = d.project_id
       UNION ALL
       SELECT CASE WHEN leg.code = 'principal' THEN a.loan_id ELSE a.clearing_id END, w.account_id, leg.amount, 'posted', leg.code,
              'repayment:' || r.id || ':investment:' || i.id || ':' || leg.code, 'investment', i.id::text, 'Repayment of project #' || i.project_id, it.paid_at
       FROM investment_schedule_items it
       JOIN investments i ON i.id = it.investment_id
       JOIN bench_wallet w ON w.user_id = i.user_id
       JOIN bench_accounts a ON a.project_id = i.project_id
       JOIN repayments r ON r.idempotency_key = 'bench:repayment:' || i.project_id || ':' || it.installment
       CROSS JOIN LATERAL (VALUES ('principal', it.paid_principal_cents), ('interest', it.paid_interest_cents)) AS leg(code, amount)
       WHERE it.status = 'paid' AND leg.amount > 0
     ) legs
     ORDER BY at`,
  );
  await client.query(
    `INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, phase, pending_id, code, idempotency_key, reference_type, reference_id, description, created_at)
     SELECT debit_account_id, credit_account_id, amount, 'post_pending', id, code, idempotency_key || ':post', reference_type, reference_id, description,
            least(now(), created_at + interval '1 day')
     FROM ledger_transfers WHERE code = 'withdrawal' AND phase = 'pending' ORDER BY id`,
  );
  await client.query(
    `INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, phase, pending_id, code, idempotency_key, reference_type, reference_id, description, created_at)
     SELECT t.debit_account_id, t.credit_account_id, t.amount, 'void_pending', t.id, t.code, 'investment:' || i.id || ':void', 'investment', t.reference_id,
            t.description, i.revoked_at
     FROM investments i JOIN ledger_transfers t ON t.idempotency_key = 'u' || i.user_id || ':bench-' || i.id || ':investment'
     WHERE i.status = 'revoked'
     ORDER BY i.revoked_at`,
  );
  await client.query(
    `UPDATE investments i SET pending_transfer_id = t.id
     FROM ledger_transfers t
     WHERE i.status IN ('reflection', 'revoked') AND t.idempotency_key = 'u' || i.user_id || ':bench-' || i.id || ':investment'`,
  );
  await addToTotals(client, before);
  return { transfers: (await lastTransferId(client)) - before };
}

/** Steady state, as autovacuum would leave it: visibility map and hint bits set, fresh statistics. */
export async function vacuumAnalyze(client: pg.Client): Promise<void> {
  await client.query(
    `VACUUM (ANALYZE) investments, investment_schedule_items, project_schedule_items, projects, repayments, audit_log, users, ledger_accounts, ledger_transfers, wallet_return_days`,
  );
  await client.query(`ANALYZE`);
}
