import { execFileSync } from 'node:child_process';
import { createScratchDatabase } from '../../apps/server/src/db/scratch-database';

export interface PgbenchResult {
  tps: number;
  latencyAverageMs: number | null;
  transactions: number | null;
  command: string;
}

/** tps "without initial connection time" (PostgreSQL 14+) or the only tps line of older versions. */
export function parsePgbenchOutput(output: string): Omit<PgbenchResult, 'command'> {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output) ?? /tps = ([\d.]+)/.exec(output);
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  const transactions = /number of transactions actually processed: (\d+)/.exec(output);
  return {
    tps: Number(tps[1]),
    latencyAverageMs: latency ? Number(latency[1]) : null,
    transactions: transactions ? Number(transactions[1]) : null,
  };
}

/** `pgbench -i -s 1` into the (fresh) database of `url`, then TPC-B with `clients` clients and threads. */
export function runPgbench(url: string, options: { clients: number; seconds: number; binary?: string }): PgbenchResult {
  const binary = options.binary ?? process.env.PGBENCH ?? 'pgbench';
  try {
    execFileSync(binary, ['-i', '-s', '1', '-q', url], { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const e = error as { code?: string; stderr?: string; message: string };
    if (e.code === 'ENOENT') throw new Error(`${binary} not found: install postgresql-client (or set PGBENCH to its path)`);
    throw new Error(`pgbench -i failed: ${e.stderr ?? e.message}`);
  }
  const args = ['-c', String(options.clients), '-j', String(options.clients), '-T', String(options.seconds), url];
  const output = execFileSync(binary, args, { stdio: 'pipe', encoding: 'utf8' });
  return { ...parsePgbenchOutput(output), command: `pgbench -c ${options.clients} -j ${options.clients} -T ${options.seconds}` };
}

/**
 * The baseline every database bench prints against: pgbench TPC-B (scale 1) on a scratch database of
 * the same server, measured in the same run, the database dropped afterwards.
 */
export async function measurePgbenchBaseline(serverUrl: string, options: { clients: number; seconds: number }): Promise<PgbenchResult> {
  const scratch = await createScratchDatabase(serverUrl, 'bench_pgbench');
  try {
    process.stdout.write(`${'pgbench TPC-B (baseline)'.padEnd(34)} init -s 1 … measuring ${options.seconds} s`);
    const result = runPgbench(scratch.url, options);
    console.log(` → ${result.tps.toFixed(0)} tps`);
    return result;
  } finally {
    await scratch.drop();
  }
}
