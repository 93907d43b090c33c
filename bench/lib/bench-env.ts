import { execFileSync } from 'node:child_process';

/** A positive number from the environment, or the fallback (BENCH_SECONDS, BENCH_CLIENTS, ...). */
export function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The commit a result was measured on ("+dirty" with uncommitted changes), for results/*.json. */
export function gitCommit(repoRoot: string): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return null;
  }
}

/** The PostgreSQL server the benchmarks use; empty when none is configured. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
