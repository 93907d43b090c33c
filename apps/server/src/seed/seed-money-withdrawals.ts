import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankAccounts, users } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo investor's own bank account (the payer IBAN of the seeded deposit). */
export const DEMO_INVESTOR_BANK_ACCOUNT = { iban: 'LT601010012345678901', holderName: 'Viktoras Investor' } as const;

/**
 * The demo investor's verified bank account, added the day before `now`, so a withdrawal can be
 * shown at once (a bank account added today receives withdrawals only from the next day). Idempotent.
 */
export async function seedMoneyWithdrawals(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'investor@demo.invest')).limit(1);
  if (!investor) return;
  const [existing] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, investor.id), isNull(bankAccounts.removedAt)))
    .limit(1);
  if (existing) return;
  const yesterday = new Date(now.getTime() - DAY_MS);
  await db.insert(bankAccounts).values({ userId: investor.id, ...DEMO_INVESTOR_BANK_ACCOUNT, verifiedAt: yesterday, createdAt: yesterday });
}
