import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// PostgreSQL only (*.pg.api.test.ts): vitest.config.ts includes it in the API run with DATABASE_URL.
describe('PostgreSQL pool', () => {
  it('survives the server terminating an idle connection', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ url: process.env.DATABASE_URL, onIdleError: (error) => errors.push(error) });
    try {
      const { rows } = (await database.db.execute('select pg_backend_pid() as pid')) as unknown as { rows: { pid: number }[] };
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).toHaveLength(1);
      // The next query gets a fresh connection.
      const again = (await database.db.execute('select 1 as one')) as unknown as { rows: { one: number }[] };
      expect(again.rows[0].one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
