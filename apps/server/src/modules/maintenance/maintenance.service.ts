import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

const KEY = 'maintenance';
/** Several instances share the database; each rereads the switch at most this often. */
const CACHE_MS = 1_000;

export function createMaintenanceService(db: Db) {
  let cached: { at: number; enabled: boolean } | null = null;

  return {
    async isEnabled(): Promise<boolean> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.enabled;
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1);
      const enabled = row?.value === true;
      cached = { at: Date.now(), enabled };
      return enabled;
    },
    async setEnabled(enabled: boolean): Promise<void> {
      await db
        .insert(settings)
        .values({ key: KEY, value: enabled })
        .onConflictDoUpdate({ target: settings.key, set: { value: enabled, updatedAt: sql`now()` } });
      cached = { at: Date.now(), enabled };
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
