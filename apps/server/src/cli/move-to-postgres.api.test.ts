// Moving the embedded database to PostgreSQL (decision 0052): a seeded PGlite data directory (demo
// users, projects, investments, real ledger money) is copied into a new migrated database — the
// CI's PostgreSQL when DATABASE_URL is set, another PGlite otherwise — and every table's rows and
// every ledger balance must come out the same, with sequences and triggers working afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';
import { seedDemo } from '../seed/seed';
import { moveDatabase, type SqlClient } from './move-to-postgres';

const BALANCES = `
  SELECT a.code,
         a.credits_posted::text AS credits_posted, a.debits_posted::text AS debits_posted,
         a.credits_pending::text AS credits_pending, a.debits_pending::text AS debits_pending,
         (SELECT coalesce(sum(amount), 0) FROM ledger_transfers t WHERE t.credit_account_id = a.id AND t.phase IN ('posted', 'post_pending'))::text AS credited,
         (SELECT coalesce(sum(amount), 0) FROM ledger_transfers t WHERE t.debit_account_id = a.id AND t.phase IN ('posted', 'post_pending'))::text AS debited
    FROM ledger_accounts a ORDER BY a.code`;

const counts = async (client: SqlClient) => {
  const { rows } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const out: Record<string, number> = {};
  for (const { name } of rows) out[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM public."${name}"`)).rows[0]!.n);
  return out;
};

describe('move-to-postgres', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'move-to-postgres-'));
  let source: PGlite;
  let target: SqlClient & { close(): Promise<void> };
  let scratch: ScratchDatabase | null = null;

  beforeAll(async () => {
    const embedded = await openDatabase({ dataDir: path.join(dir, 'source', 'pglite') });
    await embedded.migrate();
    await seedDemo(embedded.db);
    await embedded.close();
    source = new PGlite(path.join(dir, 'source', 'pglite'));

    const adminUrl = process.env.DATABASE_URL;
    scratch = adminUrl ? await createScratchDatabase(adminUrl, 'move') : null;
    const migrated = await openDatabase(scratch ? { url: scratch.url } : { dataDir: path.join(dir, 'target', 'pglite') });
    await migrated.migrate();
    await migrated.close();
    if (scratch) {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      target = Object.assign(client, { close: () => client.end() }) as unknown as SqlClient & { close(): Promise<void> };
    } else {
      const pglite = new PGlite(path.join(dir, 'target', 'pglite'));
      target = pglite as unknown as SqlClient & { close(): Promise<void> };
    }
  });

  afterAll(async () => {
    await target?.close();
    await source?.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table: the same rows, the same ledger balances, ledger totals still matching the transfers', async () => {
    const before = await counts(source);
    expect(before.users).toBeGreaterThan(5);
    expect(before.ledger_transfers).toBeGreaterThan(5);

    const result = await moveDatabase(source, target);

    expect(Object.fromEntries(result.tables.map((t) => [t.name, t.rows]))).toEqual(before);
    expect(await counts(target)).toEqual(before);
    const [from, to] = [(await source.query(BALANCES)).rows, (await target.query(BALANCES)).rows];
    expect(to).toEqual(from);
    // Triggers were off during the copy: the totals were copied, not added to a second time.
    for (const row of to as Record<string, string>[]) {
      expect(row.credits_posted, row.code).toBe(row.credited);
      expect(row.debits_posted, row.code).toBe(row.debited);
    }
  });

  it('leaves the target working: triggers on again, sequences past the copied ids', async () => {
    const { rows: disabled } = await target.query(
      `SELECT t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgenabled = 'D'`,
    );
    expect(disabled).toEqual([]);
    const { rows: max } = await target.query<{ id: number }>(`SELECT max(id) AS id FROM ledger_accounts`);
    const { rows: inserted } = await target.query<{ id: number }>(
      `INSERT INTO ledger_accounts (code, kind) VALUES ('adjustments:move-test', 'adjustments') RETURNING id`,
    );
    expect(Number(inserted[0]!.id)).toBeGreaterThan(Number(max[0]!.id));
    // The immutability trigger of ledger_transfers works again.
    await expect(target.query(`UPDATE ledger_transfers SET amount = amount + 1 WHERE id = (SELECT min(id) FROM ledger_transfers)`)).rejects.toThrow();
  });

  it('refuses a target that already holds users, changing nothing', async () => {
    const before = await counts(target);
    await expect(moveDatabase(source, target)).rejects.toThrow(/not empty/);
    expect(await counts(target)).toEqual(before);
  });
});
