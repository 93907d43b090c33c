import { it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDemo } from './seed';
it('time seed', async () => {
  for (let i = 0; i < 3; i++) {
    const database = await openDatabase({});
    await database.migrate();
    const t = performance.now();
    await seedDemo(database.db);
    console.log('SEED ms', Math.round(performance.now() - t));
    await database.close();
  }
}, 120000);
