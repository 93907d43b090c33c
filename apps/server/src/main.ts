import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { ConfigError, isDevMailboxOn, loadServerConfig, shouldSeedDemo } from './env';
import { purgeExpiredAuthData } from './modules/auth/housekeeping';
import { createOutboxWorker } from './modules/email/outbox-worker';
import { agreementsJob } from './modules/agreements/agreements.job';
import { INVOICES_JOB } from './modules/invoices/invoices.job';
import { REFERRALS_JOB } from './modules/referrals/referrals.job';
import { LIFECYCLE_JOBS } from './modules/jobs/lifecycle.jobs';
import { createScheduler } from './modules/jobs/scheduler';
import { createShutdown } from './modules/observability/shutdown';
import { createFileStorage } from './modules/files/create-file-storage';
import { reportJobDefinitions } from './modules/reports/report-jobs.jobs';
import { refreshDueQuestionnaires } from './modules/onboarding/onboarding.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo, seedReference } from './seed/seed';

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_BUILD_DIR = path.resolve(here, '../../web/build');

async function main(): Promise<void> {
  let config;
  try {
    config = loadServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') });
  await database.migrate();
  const seeded = shouldSeedDemo(config) && (await isDatabaseEmpty(database.db));
  // One storage for the seed, the jobs and every route: DATA_DIR/files or the shared S3 bucket (decision 0049).
  const fileStorage = createFileStorage(config);
  if (seeded) await seedDemo(database.db, { storage: fileStorage });
  else await seedReference(database.db);

  const app = await buildApp({ config, database, webBuildDir: WEB_BUILD_DIR, storage: fileStorage });
  // Emails leave through SMTP only when SMTP_URL is set; otherwise they wait in the dev mailbox.
  const outbox = createOutboxWorker({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  outbox.start();
  // Lifecycle jobs (funding deadlines, reflection holds, overdue loans): pg-boss on PostgreSQL, in-process on PGlite.
  const scheduler = createScheduler({
    db: database.db,
    databaseUrl: config.DATABASE_URL,
    jobs: [...LIFECYCLE_JOBS, ...reportJobDefinitions(fileStorage), agreementsJob(fileStorage, app.log), INVOICES_JOB, REFERRALS_JOB],
    log: app.log,
  });
  await scheduler.start();
  const housekeeping = setInterval(
    () => {
      purgeExpiredAuthData(database.db).catch((error: unknown) => app.log.error({ err: error }, 'auth housekeeping failed'));
      refreshDueQuestionnaires(database.db).catch((error: unknown) => app.log.error({ err: error }, 'questionnaire re-assessment failed'));
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();
  // Readiness 503 for SHUTDOWN_DRAIN_MS, then no new connections while requests in flight finish and
  // the workers stop, then the database; exit 1 after SHUTDOWN_TIMEOUT_MS more (decision 0051).
  const shutdown = createShutdown({
    app,
    workers: [
      { name: 'housekeeping', stop: () => clearInterval(housekeeping) },
      { name: 'outbox', stop: () => outbox.stop() },
      { name: 'scheduler', stop: () => scheduler.stop() },
    ],
    closeDatabase: () => database.close(),
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.isEmbedded ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(`Loan platform on ${config.PUBLIC_URL} — database: ${where}${seeded ? ', demo data seeded' : ''}`);
  if (config.sandbox && !config.isEmbedded) {
    app.log.warn('SANDBOX=true on PostgreSQL: sandbox payment and KYC providers are on; never use this configuration for real money');
  }
  if (shouldSeedDemo(config)) {
    const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${DEMO_PASSWORD}   (${a.note})`);
    console.log(`\nDemo accounts (sandbox only):\n${lines.join('\n')}\n`);
    if (isDevMailboxOn(config)) console.log(`Emails go to the dev mailbox (from this machine only): ${config.PUBLIC_URL}/dev/mailbox\n`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
