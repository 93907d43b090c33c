// `npm test`: every check in order — format, lint, typecheck, unit, web components, API on the embedded
// database, API again on PostgreSQL when DATABASE_URL is set, then browser journeys in Chromium.
// Closes with the failed tests by name (the end of a CI log is often all that is kept) and one
// line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.DATABASE_URL;
const embeddedEnv = { ...process.env };
delete embeddedEnv.DATABASE_URL;

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];

function run(name, command, args, env = embeddedEnv, reportFile = null) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (reportFile) {
    try {
      const report = JSON.parse(readFileSync(reportFile, 'utf8'));
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      for (const file of report.testResults ?? []) {
        const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
        for (const test of failed) failedTests.push(`${name}: ${path.relative(root, file.name)} > ${test.fullName}`);
        // A file that failed outside its tests (import error, hook) has no failed assertion to name.
        if (file.status === 'failed' && failed.length === 0)
          failedTests.push(`${name}: ${path.relative(root, file.name)} (${(file.message ?? '').split('\n')[0]})`);
      }
    } catch {
      // No report: the runner died before writing it; the exit code below counts it.
    }
  }
  if (result.status !== 0) {
    failedSteps.push(name);
    if (!reportFile) totals.failed += 1;
  } else if (!reportFile) {
    totals.passed += 1;
  }
}

const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const vitest = (project, label, env) => {
  const file = path.join(reports, `${label}.json`);
  run(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env, file);
};

run('format (prettier)', 'npx', ['prettier', '--check', '.']);
run('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']);
run('typecheck (tsc)', 'npx', ['tsc', '--noEmit', '-p', '.']);
vitest('unit', 'unit');
vitest('web', 'web components (jsdom)');
vitest('api', 'API on embedded PGlite');
if (postgresUrl) vitest('api', 'API on PostgreSQL', { ...process.env, DATABASE_URL: postgresUrl });
else console.log('\n(DATABASE_URL not set: the API suite ran on PGlite only; .ci/run also runs it on PostgreSQL)');
vitest('e2e', 'browser journeys (Chromium)');

rmSync(reports, { recursive: true, force: true });
console.log('');
for (const test of failedTests) console.log(`✗ ${test}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
