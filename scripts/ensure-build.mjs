// Builds the web client when the build is missing or older than its sources (used by `npm start`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/preact',
  'packages/contract/src',
  'apps/web/vite.config.ts',
  'apps/web/shell-chunk.ts',
  'apps/web/react-router.config.ts',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale() {
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  return { builtAt, stale: builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt };
}

// Test files run in parallel and several call this script (the SSR API tests); two builds writing
// one output folder at once leave a broken build. One builder at a time: mkdir is atomic, the
// others wait, then find the build fresh. A lock older than the longest build is left over from a
// killed run.
const lock = path.join(root, 'apps/web/.build-lock');
const LOCK_STALE_MS = 10 * 60_000;
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function acquireLock() {
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      sleep(250);
    }
  }
}

// A copy without the web sources (the container image: Dockerfile) serves the build it ships.
const shipsBuildOnly = !existsSync(path.join(root, 'apps/web/app'));
if (shipsBuildOnly && !existsSync(marker)) {
  console.error('No web sources (apps/web/app) and no build (apps/web/build): nothing to serve.');
  process.exit(1);
}

if (!shipsBuildOnly && isStale().stale) {
  acquireLock();
  try {
    const { builtAt, stale } = isStale();
    if (stale) {
      console.log(builtAt === 0 ? 'Building the web client (first start)…' : 'Web sources changed since the last build: rebuilding…');
      execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
