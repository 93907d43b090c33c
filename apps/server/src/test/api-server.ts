/**
 * A real server process for tests that need one (the SIGKILL crash test): the same configuration,
 * database start-up and app as `main.ts`, API only (no web build, no background workers).
 *   node --import tsx apps/server/src/test/api-server.ts      (env as for `npm start`)
 * Prints one line `listening <url>` once it accepts requests.
 */
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { loadServerConfig } from '../env';
import { seedReference } from '../seed/seed';

const config = loadServerConfig();
const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') });
await database.migrate();
await seedReference(database.db);
const app = await buildApp({ config, database });
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
const url = await app.listen({ port: config.PORT, host: config.HOST });
console.log(`listening ${url}`);
