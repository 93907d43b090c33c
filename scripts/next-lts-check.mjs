// Does the app also run on the next Node LTS (decision 0053)? Gets that Node from the npm registry
// (the `node` package: `npx -y node@22`), then with it: starts the API server on a throwaway
// embedded database and asks GET /api/health, and runs the unit tests that load native code
// (sharp thumbnails) and the IBAN rules. NEXT_LTS_UNIT=all runs the whole unit project instead.
//
//   node scripts/next-lts-check.mjs [major]      (default 22, or NEXT_LTS_NODE)
//
// Exit 0 when everything passed, or when that Node cannot be had here (no registry, no binary for
// this platform): then it says why, and CI goes on. Exit 1 when it ran and the app failed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const major = process.argv[2] ?? process.env.NEXT_LTS_NODE ?? '22';
const UNIT_FILES = ['apps/server/src/modules/admin-projects/thumbnail.test.ts', 'packages/contract/src/iban.test.ts'];
const log = (line) => console.log(`[next-lts] ${line}`);

function skip(reason) {
  log(`skipped: Node ${major} could not be had from the npm registry here (${reason}). The app was not checked on it.`);
  process.exit(0);
}

function fail(reason) {
  log(`FAILED on Node ${major}: ${reason}`);
  process.exitCode = 1;
}

/** The path of the `node` binary of the npm package node@<major>, installed by npx into its cache. */
function nextNode() {
  const result = spawnSync('npx', ['-y', `node@${major}`, '-p', 'process.execPath + " " + process.version'], {
    cwd: tmpdir(),
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.error) skip(result.error.message);
  if (result.status !== 0) skip((result.stderr || result.stdout || `exit ${result.status}`).trim().split('\n').slice(-3).join(' / '));
  const [binary, version] = result.stdout.trim().split('\n').pop().split(' ');
  if (!version?.startsWith(`v${major}.`)) skip(`npx gave ${version ?? 'nothing'}, not v${major}`);
  return { binary, version };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the API server (apps/server/src/test/api-server.ts) with `binary` and checks /api/health. */
async function checkServer(binary) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'next-lts-'));
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', SANDBOX: 'true', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'STORAGE_DRIVER', 'KYC_PROVIDER', 'RECAPTCHA_SECRET_KEY', 'RECAPTCHA_SITE_KEY', 'SMTP_URL'])
    delete env[name];
  const child = spawn(binary, ['--import', 'tsx', 'apps/server/src/test/api-server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('did not print "listening" within 120 s')), 120_000);
      const read = (chunk) => {
        output += chunk;
        const match = /listening (\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`exited (${code ?? signal}) before listening`));
      });
    });
    const response = await fetch(`${url}/api/health`);
    const body = await response.text();
    if (response.status !== 200 || JSON.parse(body).status !== 'ok') throw new Error(`/api/health answered ${response.status} ${body}`);
    log(`server on Node ${major}: /api/health ok`);
    return true;
  } catch (error) {
    fail(`the server: ${error.message}\n${output.slice(-4000)}`);
    return false;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function checkUnitTests(binary) {
  const files = process.env.NEXT_LTS_UNIT === 'all' ? [] : UNIT_FILES;
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const result = spawnSync(binary, [vitest, 'run', '--project', 'unit', ...files], { cwd: root, stdio: 'inherit', timeout: 1_200_000 });
  if (result.status !== 0) {
    fail(`unit tests (${files.length ? files.join(', ') : 'the whole unit project'}) exited ${result.status ?? result.signal ?? result.error?.message}`);
    return false;
  }
  log(`unit tests on Node ${major}: passed`);
  return true;
}

const { binary, version } = nextNode();
log(`checking the app on Node ${version} (${binary})`);
const serverOk = await checkServer(binary);
const unitOk = checkUnitTests(binary);
if (serverOk && unitOk) log(`the app runs on Node ${version}`);
