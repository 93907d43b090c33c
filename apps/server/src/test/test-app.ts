import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { deploymentProblems, loadConfig, loadServerConfig } from '../env';
import { seedDemo } from '../seed/seed';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A fresh database per test file with the real migrations: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL (the CI runs the API suite on both).
 */
/**
 * A production configuration: no sandbox, every provider and SMTP configured (pointing at a closed
 * port on loopback, so nothing leaves this machine). Start-up would refuse it today only because
 * the real adapters are skeletons; the app is built as it will be once they are real.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  SANDBOX: 'false',
  CONNECTPAY_API_URL: 'http://127.0.0.1:9/connectpay',
  CONNECTPAY_API_KEY: 'test-key',
  CONNECTPAY_WEBHOOK_SECRET: 'connectpay-webhook-secret',
  LEMONWAY_API_URL: 'http://127.0.0.1:9/lemonway',
  LEMONWAY_API_KEY: 'test-key',
  LEMONWAY_WEBHOOK_SECRET: 'lemonway-webhook-secret',
  KYC_API_URL: 'http://127.0.0.1:9/kyc',
  KYC_API_KEY: 'test-key',
  KYC_WEBHOOK_SECRET: 'kyc-webhook-secret-000',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; webBuildDir?: string; production?: boolean } = {},
): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl) : null;
  const url = scratch?.url;
  const dropDatabase = scratch ? () => scratch.drop() : null;
  const database = await openDatabase({ url });
  await database.migrate();
  if (options.seed !== false) await seedDemo(database.db);
  const env = {
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    // The suites exercise the sandbox providers on both databases (explicitly enabled, as on a staging set-up).
    SANDBOX: 'true',
    // Many suites write rows straight into the database and read them back as guests at once; the
    // guests' one-second cache (decision 0029) is on where a suite asks for it (SSR, guest cache).
    GUEST_CACHE_MS: '0',
    ...(url ? { DATABASE_URL: url } : {}),
    ...(options.production ? PRODUCTION_ENV : {}),
    ...options.env,
  };
  const config = options.production ? loadConfig(env) : loadServerConfig(env);
  if (options.production) {
    const problems = deploymentProblems(config, []);
    if (problems.length > 0) throw new Error(`PRODUCTION_ENV is incomplete: ${problems.join('; ')}`);
  }
  const app = await buildApp({ config, database, logger: false, webBuildDir: options.webBuildDir });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}
