import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * A demo account that never accepted the terms in force (termsAcceptedVersion null, like every account
 * from before versioned terms): it meets the forced connect-pay verify modal (decision 0047).
 * Idempotent.
 */
export const DEMO_TERMS_PENDING = { email: 'terms@demo.invest', displayName: 'Tomas Terms' } as const;

export async function seedTermsPending(db: Db, options: { passwordHash: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_TERMS_PENDING.email)).limit(1);
    if (existing) return;
    await tx.insert(users).values({
      email: DEMO_TERMS_PENDING.email,
      passwordHash: options.passwordHash,
      displayName: DEMO_TERMS_PENDING.displayName,
      termsAcceptedVersion: null,
      termsAcceptedAt: null,
    });
  });
}
