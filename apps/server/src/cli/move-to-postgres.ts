/**
 * Moves the embedded database (PGlite under DATA_DIR) into PostgreSQL (decision 0052):
 *   npm run move-to-postgres -- [--from <DATA_DIR>] [--to <postgres://…>]
 * Defaults: DATA_DIR and DATABASE_URL of the environment. Stop the server first (PGlite allows one
 * process per data directory). Both databases are migrated to this version first; the target must
 * hold no users and no money (rows the migrations or a first start put there are replaced). Every
 * table is copied in one transaction on the target, parents before children, with the tables' own
 * triggers off (the copied ledger totals and day sums are already right), then every sequence is
 * moved past its column's largest value, and each table's row count and checksum are compared
 * with the source before the commit: any difference rolls the whole copy back.
 * Uploaded files are not in the database: copy DATA_DIR/files as docs/operations.md says.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';

/** The part of PGlite and node-postgres clients the copy uses. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface MoveResult {
  tables: { name: string; rows: number }[];
}

const BATCH_ROWS = 500;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function tablesOf(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  return rows.map((row) => row.name);
}

/** Parents before children (foreign keys within public; a table's references to itself aside). */
async function inDependencyOrder(client: SqlClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND cn.nspname = 'public' AND c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const row of rows) parents.get(row.child)?.add(row.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !done.has(table) && [...parents.get(table)!].every((parent) => done.has(parent) || !parents.has(parent)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among: ${tables.filter((t) => !done.has(t)).join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      done.add(table);
    }
  }
  return ordered;
}

/** Columns to copy (generated ones are computed again) and the order rows are read in. */
async function shapeOf(client: SqlClient, table: string): Promise<{ columns: string[]; orderBy: string }> {
  const { rows: columns } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [`public.${quote(table)}`],
  );
  const { rows: key } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary
      ORDER BY array_position(i.indkey, a.attnum)`,
    [`public.${quote(table)}`],
  );
  const names = columns.map((column) => column.name);
  const orderBy = (key.length > 0 ? key.map((k) => k.name) : names).map(quote).join(', ');
  return { columns: names, orderBy };
}

/** Row count and an md5 over the rows as JSON, in key order: equal on both sides after a faithful copy. */
async function fingerprint(client: SqlClient, table: string, columns: string[], orderBy: string): Promise<{ rows: number; md5: string }> {
  const list = columns.map(quote).join(', ');
  const { rows } = await client.query<{ rows: string | number; md5: string | null }>(
    `SELECT count(*) AS rows, md5(string_agg(row_to_json(t)::text, E'\\n' ORDER BY ${orderBy})) AS md5
       FROM (SELECT ${list} FROM public.${quote(table)}) t`,
  );
  return { rows: Number(rows[0]!.rows), md5: rows[0]!.md5 ?? '' };
}

/** Copies every public table of `source` into `target` in one transaction on `target`. */
export async function moveDatabase(source: SqlClient, target: SqlClient, log: (line: string) => void = () => {}): Promise<MoveResult> {
  for (const client of [source, target]) {
    await client.query(`SET TIME ZONE 'UTC'`);
    await client.query(`SET intervalstyle = 'postgres'`);
  }
  const tables = await tablesOf(source);
  const targetTables = await tablesOf(target);
  const missing = tables.filter((table) => !targetTables.includes(table));
  const extra = targetTables.filter((table) => !tables.includes(table));
  if (missing.length || extra.length) {
    throw new Error(
      `the two databases are not on the same schema (only in the source: ${missing.join(', ') || '-'}; only in the target: ${extra.join(', ') || '-'})`,
    );
  }
  for (const table of ['users', 'ledger_accounts', 'ledger_transfers'].filter((t) => tables.includes(t))) {
    const { rows } = await target.query<{ n: string | number }>(`SELECT count(*) AS n FROM public.${quote(table)}`);
    if (Number(rows[0]!.n) > 0) throw new Error(`the target database is not empty (${table} has ${rows[0]!.n} rows); move into a new database`);
  }
  const ordered = await inDependencyOrder(target, tables);
  const result: MoveResult = { tables: [] };

  await target.query('BEGIN');
  try {
    for (const table of ordered) await target.query(`ALTER TABLE public.${quote(table)} DISABLE TRIGGER USER`);
    // Rows the migrations or a first start wrote (settings, reference lists) give way to the source's.
    for (const table of [...ordered].reverse()) await target.query(`DELETE FROM public.${quote(table)}`);
    for (const table of ordered) {
      const { columns, orderBy } = await shapeOf(source, table);
      const list = columns.map(quote).join(', ');
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const { rows } = await source.query<{ batch: string | null }>(
          `SELECT json_agg(row_to_json(t))::text AS batch
             FROM (SELECT ${list} FROM public.${quote(table)} ORDER BY ${orderBy} LIMIT ${BATCH_ROWS} OFFSET ${offset}) t`,
        );
        const batch = rows[0]?.batch;
        if (!batch) break;
        await target.query(
          `INSERT INTO public.${quote(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::public.${quote(table)}, $1::json)`,
          [batch],
        );
      }
      const [from, to] = [await fingerprint(source, table, columns, orderBy), await fingerprint(target, table, columns, orderBy)];
      if (from.rows !== to.rows || from.md5 !== to.md5) {
        throw new Error(`${table}: the copy differs from the source (${from.rows} rows, md5 ${from.md5}; copied ${to.rows} rows, md5 ${to.md5})`);
      }
      result.tables.push({ name: table, rows: from.rows });
      log(`  ${table}: ${from.rows} rows`);
    }
    for (const table of ordered) await target.query(`ALTER TABLE public.${quote(table)} ENABLE TRIGGER USER`);
    const { rows: sequences } = await target.query<{ seq: string; tbl: string; col: string }>(
      `SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col
         FROM pg_class s
         JOIN pg_namespace n ON n.oid = s.relnamespace
         JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
         JOIN pg_class t ON t.oid = d.refobjid
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE s.relkind = 'S' AND n.nspname = 'public'`,
    );
    for (const { seq, tbl, col } of sequences) {
      await target.query(`SELECT setval('public.${quote(seq)}', COALESCE((SELECT max(${quote(col)}) FROM public.${quote(tbl)}), 0) + 1, false)`);
    }
    await target.query('COMMIT');
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  }
  return result;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const dataDir = path.resolve(argument('--from') ?? env.DATA_DIR);
  const url = argument('--to') ?? env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error('usage: npm run move-to-postgres -- [--from DATA_DIR] --to postgres://user@host/db   (or DATABASE_URL)');
    process.exit(64);
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  console.log(`Migrating both databases (${pgliteDir} → ${url.replace(/\/\/[^@]*@/, '//…@')})…`);
  for (const options of [{ dataDir: pgliteDir }, { url }]) {
    const database = await openDatabase(options);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  }
  const source = new PGlite(pgliteDir);
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    const result = await moveDatabase(source, target, (line) => console.log(line));
    const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Moved ${rows} rows in ${result.tables.length} tables; counts and checksums match. Copy ${path.join(dataDir, 'files')} next (docs/operations.md).`,
    );
  } finally {
    await target.end();
    await source.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
