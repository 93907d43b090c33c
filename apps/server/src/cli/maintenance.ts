/**
 * Operator switch for maintenance mode until the back office has one:
 *   npm run maintenance -- on|off|status
 * Talks to the running server (PGlite allows one process per data directory); when none answers,
 * changes the database directly.
 */
import path from 'node:path';
import { buildUrl, MAINTENANCE_ENDPOINTS, type EndpointBody } from '@platform/contract/endpoints';
import { openDatabase } from '../db/client';
import { loadConfig } from '../env';
import { createMaintenanceService } from '../modules/maintenance/maintenance.service';
import { operatorCliToken } from '../modules/maintenance/operator-token';

async function main(): Promise<void> {
  const command = process.argv[2];
  if (!['on', 'off', 'status'].includes(command ?? '')) {
    console.error('usage: npm run maintenance -- on|off|status');
    process.exit(64);
  }
  const config = loadConfig();
  const base = `http://127.0.0.1:${config.PORT}`;
  try {
    if (command === 'status') {
      const response = await fetch(`${base}${buildUrl(MAINTENANCE_ENDPOINTS.check)}`);
      console.log(`maintenance: ${(await response.json()) === true ? 'on' : 'off'} (running server on port ${config.PORT})`);
      return;
    }
    const response = await fetch(`${base}${buildUrl(MAINTENANCE_ENDPOINTS.set)}`, {
      method: MAINTENANCE_ENDPOINTS.set.method,
      headers: { 'content-type': 'application/json', 'x-operator-token': operatorCliToken(config.SESSION_SECRET) },
      body: JSON.stringify({ enabled: command === 'on' } satisfies EndpointBody<typeof MAINTENANCE_ENDPOINTS.set>),
    });
    if (!response.ok) throw new Error(`server answered ${response.status}: ${await response.text()}`);
    console.log(`maintenance: ${command} (running server on port ${config.PORT})`);
    return;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error; // a refused connection is a TypeError from fetch
  }
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    await database.migrate();
    const maintenance = createMaintenanceService(database.db);
    if (command !== 'status') await maintenance.setEnabled(command === 'on');
    console.log(`maintenance: ${(await maintenance.isEnabled()) ? 'on' : 'off'} (database, no server running)`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
