// Builds the web client when the build is missing or older than its sources (used by `npm start`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'packages/contract/src', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the web client (first start)…' : 'Web sources changed since the last build: rebuilding…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
