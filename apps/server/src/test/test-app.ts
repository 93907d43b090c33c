import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
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
  let dropDatabase: (() => Promise<void>) | null = null;
  let url: string | undefined;
  if (adminUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
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
