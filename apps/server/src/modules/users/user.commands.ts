import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The only writes to `users` (decision 0027: one owner module per table). Each is named after what
 * happened and runs in the caller's transaction (or on `db` when the caller has none), so the audit
 * record, the session revocation or the money movement that goes with it commits together.
 */

type UserInsert = typeof users.$inferInsert;
type OnboardingSteps = Pick<UserInsert, 'registrationStep' | 'verificationStep' | 'questionsAnswered'>;

/** A new account (registration). Role, debtor flag and the onboarding state start at their defaults. */
export async function insertUser(
  tx: Db,
  values: Omit<UserInsert, 'id' | 'role' | 'isDebtor' | 'readonly' | 'mergedIntoUserId' | 'closedAt'>,
): Promise<{ id: number }> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  return user!;
}

export async function recordLogin(tx: Db, userId: number, at: Date = new Date()): Promise<void> {
  await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export async function setPasswordHash(tx: Db, userId: number, passwordHash: string, at: Date = new Date()): Promise<void> {
  await tx.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

export async function setUserLocale(db: Db, userId: number, locale: string): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** Two-step set-up started: the offered secret waits for a code to confirm it. */
export async function setPendingTotpSecret(db: Db, userId: number, secretEnc: string): Promise<void> {
  await db.update(users).set({ totpPendingSecretEnc: secretEnc }).where(eq(users.id, userId));
}

/**
 * Two-step turns on with the pending secret, the confirming code's step spent. Only the request that
 * still finds this pending secret (and two-step off) wins; false for the others.
 */
export async function enableTotp(tx: Db, userId: number, pendingSecretEnc: string, step: number, at: Date = new Date()): Promise<boolean> {
  const enabled = await tx
    .update(users)
    .set({ totpSecretEnc: pendingSecretEnc, totpPendingSecretEnc: null, totpEnabledAt: at, totpLastStep: step })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecretEnc, pendingSecretEnc), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return enabled.length > 0;
}

/** The last step belonged to the old secret; a new secret starts afresh. */
export async function disableTotp(tx: Db, userId: number): Promise<void> {
  await tx.update(users).set({ totpSecretEnc: null, totpEnabledAt: null, totpPendingSecretEnc: null, totpLastStep: null }).where(eq(users.id, userId));
}

/**
 * A code is accepted once (RFC 6238 section 5.2): records `step` as the user's last one only if it
 * is later than the stored one and the secret is still `secretEnc`. Check and write are one UPDATE,
 * so of two requests racing with the same code exactly one gets true.
 */
export async function spendTotpStep(tx: Db, input: { userId: number; secretEnc: string; step: number }): Promise<boolean> {
  const spent = await tx
    .update(users)
    .set({ totpLastStep: input.step })
    .where(
      and(
        eq(users.id, input.userId),
        eq(users.totpSecretEnc, input.secretEnc),
        isNotNull(users.totpEnabledAt),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, input.step)),
      ),
    )
    .returning({ id: users.id });
  return spent.length > 0;
}

/** False when there is no such user. */
export async function setUserReadonly(tx: Db, userId: number, readonly: boolean): Promise<boolean> {
  const updated = await tx.update(users).set({ readonly }).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

/** ECSP sophisticated-investor status: requested by the investor, approved or declined by an operator. */
export async function setSophisticatedStatus(tx: Db, userId: number, status: 'requested' | 'approved' | 'declined'): Promise<void> {
  await tx.update(users).set({ sophisticatedStatus: status }).where(eq(users.id, userId));
}

export async function setHasDeclinedDocuments(tx: Db, userId: number, declined: boolean): Promise<void> {
  await tx.update(users).set({ hasDeclinedDocuments: declined }).where(eq(users.id, userId));
}

/**
 * The identity check's state (KYC session started, provider decision, operator asks again). False
 * when there is no such user.
 */
export async function setIdentityStatus(
  tx: Db,
  userId: number,
  values: Pick<UserInsert, 'identifyStatus' | 'identityRejectedReason' | 'shouldReidentify'>,
): Promise<boolean> {
  const updated = await tx.update(users).set(values).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

export async function setPaymentSource(tx: Db, userId: number, paymentSource: 'connectPay' | 'lemonway'): Promise<void> {
  await tx.update(users).set({ paymentSource }).where(eq(users.id, userId));
}

/** The onboarding steps derived from the questionnaire, identity, documents and company facts. */
export async function setOnboardingSteps(tx: Db, userId: number, steps: OnboardingSteps): Promise<void> {
  await tx.update(users).set(steps).where(eq(users.id, userId));
}

/** The duplicate account is merged into the verified one and closed. */
export async function closeMergedUser(tx: Db, userId: number, mergedIntoUserId: number, at: Date): Promise<void> {
  await tx.update(users).set({ mergedIntoUserId, closedAt: at }).where(eq(users.id, userId));
}

/** An operator switched the extended debtor flow of a debtor on or off (decision 0046). */
export async function setExtendedDebtorFlow(tx: Db, userId: number, extendedDebtorFlow: boolean): Promise<void> {
  await tx.update(users).set({ extendedDebtorFlow }).where(eq(users.id, userId));
}

/** An operator overrode or restored a debtor's manual identity step (decision 0046): both columns at once. */
export async function setDebtorIdentitySteps(tx: Db, userId: number, steps: { override: string | null; previous: string | null }): Promise<void> {
  await tx.update(users).set({ debtorIdentityStep: steps.override, debtorPreviousIdentityStep: steps.previous }).where(eq(users.id, userId));
}

/** An SMS code confirmed this number (decision 0048): it becomes the user's phone. */
export async function setConfirmedPhone(tx: Db, userId: number, phone: string, at: Date): Promise<void> {
  await tx.update(users).set({ phone, phoneConfirmedAt: at }).where(eq(users.id, userId));
}
