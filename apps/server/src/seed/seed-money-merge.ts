import { TERMS_VERSION, toCents } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { duplicateAccounts, users } from '../db/schema';
import { clearingAccount, transfer, walletAccount } from '../modules/ledger/ledger.service';

/** The demo duplicate account (issue 5): a second account of the demo investor, with a small balance. */
export const DEMO_DUPLICATE = { email: 'duplicate@demo.invest', displayName: 'Viktoras Investor (old account)', balanceCents: toCents(12_345) } as const;

/**
 * Seeds duplicate@demo.invest with a deposit through the ledger and links it as a duplicate of
 * investor@demo.invest (the account that stays), so the merge journey can be tried. Idempotent.
 */
export async function seedMoneyMerge(db: Db, options: { passwordHash: string; verifiedEmail?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [verified] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, options.verifiedEmail ?? 'investor@demo.invest'))
      .limit(1);
    if (!verified) return;
    await tx
      .insert(users)
      .values({
        email: DEMO_DUPLICATE.email,
        passwordHash: options.passwordHash,
        displayName: DEMO_DUPLICATE.displayName,
        identifyStatus: 'approved',
        termsAcceptedVersion: TERMS_VERSION,
        termsAcceptedAt: new Date(),
      })
      .onConflictDoNothing();
    const [duplicate] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_DUPLICATE.email)).limit(1);
    const wallet = await walletAccount(tx, duplicate.id, 'connectPay');
    const clearing = await clearingAccount(tx, 'connectPay');
    await transfer(tx, {
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      amount: DEMO_DUPLICATE.balanceCents,
      code: 'deposit',
      idempotencyKey: `seed:duplicate:${duplicate.id}:deposit`,
      description: 'Demo bank transfer',
    });
    await tx.insert(duplicateAccounts).values({ verifiedUserId: verified.id, duplicateUserId: duplicate.id }).onConflictDoNothing();
  });
}
