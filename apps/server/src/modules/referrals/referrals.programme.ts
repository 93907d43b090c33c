import { REFERRAL_DEFAULTS, type ReferralProgramme } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralSettings } from '../../db/schema';

/** The operator's referral rules (a single row), or the defaults until an operator saves them (decision 0044). */
export async function programmeOf(db: Db): Promise<ReferralProgramme> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1)).limit(1);
  if (!row) return REFERRAL_DEFAULTS;
  return {
    enabled: row.enabled,
    referrerBonus: row.referrerBonusCents,
    friendBonus: row.friendBonusCents,
    minInvestment: row.minInvestmentCents,
    withinDays: row.withinDays,
  };
}

export async function saveProgramme(db: Db, programme: ReferralProgramme, operatorId: number, now: Date): Promise<void> {
  const values = {
    enabled: programme.enabled,
    referrerBonusCents: programme.referrerBonus,
    friendBonusCents: programme.friendBonus,
    minInvestmentCents: programme.minInvestment,
    withinDays: programme.withinDays,
    updatedAt: now,
    updatedByUserId: operatorId,
  };
  await db
    .insert(referralSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: referralSettings.id, set: values });
}
