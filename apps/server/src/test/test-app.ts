import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { loadConfig } from '../env';
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
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; webBuildDir?: string } = {},
): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl) : null;
  const url = scratch?.url;
  const dropDatabase = scratch ? () => scratch.drop() : null;
  const database = await openDatabase({ url });
  await database.migrate();
  if (options.seed !== false) await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
    ...options.env,
  });
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
