import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Records the terms version a user accepted and when (decision 0047; the terms module decides when). */
export async function setTermsAccepted(tx: Db, userId: number, version: number, at: Date): Promise<void> {
  await tx.update(users).set({ termsAcceptedVersion: version, termsAcceptedAt: at }).where(eq(users.id, userId));
}
