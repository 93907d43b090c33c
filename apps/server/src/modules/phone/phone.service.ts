import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  afterWrongCode,
  codeClocks,
  codeStateProblem,
  isLocale,
  maskPhone,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_SECONDS,
  resendVerdict,
  secondsUntil,
  type Locale,
  type PhoneCodeSent,
  type PhoneState,
} from '@platform/contract';
import { phone as PHONE_TEXTS } from '@platform/contract/i18n/phone';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneVerifications, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { deriveKey } from '../auth/crypto';
import type { Limit, RateLimiter } from '../auth/rate-limiter';
import { setConfirmedPhone } from '../users/user.commands';
import { checkPhoneNumber, internationalOf } from './phone-number';
import type { SmsSender } from './sms';

type VerificationRow = typeof phoneVerifications.$inferSelect;

interface Deps {
  db: Db;
  secret: string;
  limiter: RateLimiter;
  sms: SmsSender;
  now?: () => Date;
}

/** SMS cost money and reach a stranger's phone: per account and per number, at most this many an hour. */
export const SMS_PER_HOUR = 5;
/** Code checks per account an hour, over all codes (each code dies after five wrong ones anyway). */
export const CONFIRMS_PER_HOUR = 30;

const smsLimits = (userId: number, phone: string): Limit[] => [
  {
    bucket: `phone:sms:user:${userId}`,
    max: SMS_PER_HOUR,
    windowSeconds: 3600,
  },
  {
    bucket: `phone:sms:number:${phone}`,
    max: SMS_PER_HOUR,
    windowSeconds: 3600,
  },
];

/** Six digits from the operating system's random source, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/** The SMS in the person's language (texts in packages/contract/src/i18n/phone.ts). */
export function smsText(locale: Locale, code: string): string {
  return PHONE_TEXTS[locale]['phone.sms.code'].replace('{{code}}', code).replace('{{minutes}}', String(PHONE_CODE_TTL_SECONDS / 60));
}

const tooSoon = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Wait for the resend timer before asking for another code', undefined, { retryAfterSeconds });

/**
 * Phone number confirmation by SMS code (issue 16, decision 0048). One waiting number per person
 * (phone_verifications, the spec's "temporary phone number"); its code is stored as an HMAC bound
 * to the person and the number; ten minutes to use it, five tries, a new SMS after a minute. The
 * confirmed number goes to users.phone through the users module's command.
 */
export function createPhoneService({ db, secret, limiter, sms, now = () => new Date() }: Deps) {
  const codeKey = deriveKey(secret, 'phone-code');
  const hashCode = (userId: number, phone: string, code: string) => createHmac('sha256', codeKey).update(`${userId}:${phone}:${code}`).digest('base64url');

  async function waiting(tx: Db, userId: number, lock = false): Promise<VerificationRow | null> {
    const query = tx
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.confirmedAt)))
      .orderBy(desc(phoneVerifications.id))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Locks the person's row: sends and confirmations of one person run one at a time. */
  async function lockUser(tx: Db, userId: number) {
    const [user] = await tx.select({ id: users.id, phone: users.phone, locale: users.locale }).from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!user) throw new AppError('UNAUTHORIZED', 'No such user');
    return user;
  }

  function sentAnswer(row: Pick<VerificationRow, 'phone' | 'resendAt' | 'expiresAt'>, at: Date): PhoneCodeSent {
    return {
      phone: maskPhone(internationalOf(row.phone)),
      resendInSeconds: secondsUntil(row.resendAt, at),
      expiresInSeconds: secondsUntil(row.expiresAt, at),
    };
  }

  /** Refuses while the resend timer of the waiting number runs (checked before the rate limit is charged, and again under the lock). */
  function assertTimerOver(row: VerificationRow | null, at: Date): void {
    const verdict = resendVerdict(row?.resendAt ?? null, at);
    if (!verdict.allowed) throw tooSoon(verdict.retryAfterSeconds);
  }

  async function sendCode(phone: string, locale: string): Promise<string> {
    const code = newCode();
    await sms.send({
      to: phone,
      text: smsText(isLocale(locale) ? locale : 'en', code),
    });
    return code;
  }

  async function state(userId: number, options: { masked: boolean }): Promise<PhoneState> {
    const at = now();
    const [user] = await db.select({ phone: users.phone, phoneConfirmedAt: users.phoneConfirmedAt }).from(users).where(eq(users.id, userId)).limit(1);
    const row = await waiting(db, userId);
    let phone: PhoneState['phone'] = null;
    if (user?.phone && user.phoneConfirmedAt) {
      const display = internationalOf(user.phone);
      phone = options.masked
        ? {
            number: maskPhone(user.phone),
            display: maskPhone(display),
            confirmedAt: user.phoneConfirmedAt.toISOString(),
          }
        : {
            number: user.phone,
            display,
            confirmedAt: user.phoneConfirmedAt.toISOString(),
          };
    }
    return {
      phone,
      temporaryPhone: row ? maskPhone(internationalOf(row.phone)) : null,
      resendInSeconds: row ? secondsUntil(row.resendAt, at) : 0,
      expiresInSeconds: row ? secondsUntil(row.expiresAt, at) : 0,
      codeLocked: row ? codeStateProblem(row, at) === 'CONFIRMATION_CODE_LOCKED' : false,
    };
  }

  return {
    state,

    /** A code to a new number; the number waiting before (if any) is dropped. */
    async start(userId: number, e164: string, meta: Pick<RequestMeta, 'ip'>): Promise<PhoneCodeSent> {
      const checked = checkPhoneNumber(e164);
      if (!checked.ok) throw new AppError('VALIDATION_FAILED', 'The phone number is not a valid mobile number', { phone: [checked.problem] });
      const phone = checked.e164;
      assertTimerOver(await waiting(db, userId), now());
      await limiter.hit(smsLimits(userId, phone));
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (user.phone === phone)
          throw new AppError('CONFLICT', 'This number is already confirmed', {
            phone: ['same'],
          });
        const at = now();
        assertTimerOver(await waiting(tx, userId, true), at);
        await tx.delete(phoneVerifications).where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.confirmedAt)));
        const code = await sendCode(phone, user.locale);
        const clocks = codeClocks(at);
        const [row] = await tx
          .insert(phoneVerifications)
          .values({
            userId,
            phone,
            codeHash: hashCode(userId, phone, code),
            attempts: 0,
            sends: 1,
            createdAt: at,
            ...clocks,
          })
          .returning();
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'user.phone_code_sent',
          ip: meta.ip,
          details: { phone: maskPhone(phone), resend: false },
        });
        return sentAnswer(row!, at);
      });
    },

    /** A new code to the waiting number: the old code dies, tries and clocks start again. */
    async resend(userId: number, meta: Pick<RequestMeta, 'ip'>): Promise<PhoneCodeSent> {
      const pending = await waiting(db, userId);
      if (!pending) throw new AppError('NOT_FOUND', 'No phone number is waiting for a code');
      assertTimerOver(pending, now());
      await limiter.hit(smsLimits(userId, pending.phone));
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        const row = await waiting(tx, userId, true);
        if (!row) throw new AppError('NOT_FOUND', 'No phone number is waiting for a code');
        const at = now();
        assertTimerOver(row, at);
        const code = await sendCode(row.phone, user.locale);
        const clocks = codeClocks(at);
        const [updated] = await tx
          .update(phoneVerifications)
          .set({
            codeHash: hashCode(userId, row.phone, code),
            attempts: 0,
            sends: row.sends + 1,
            ...clocks,
          })
          .where(eq(phoneVerifications.id, row.id))
          .returning();
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'user.phone_code_sent',
          ip: meta.ip,
          details: {
            phone: maskPhone(row.phone),
            resend: true,
            sends: row.sends + 1,
          },
        });
        return sentAnswer(updated!, at);
      });
    },

    /**
     * Checks the code of the caller's own waiting number. A wrong try is counted in its own
     * transaction, so it stays counted although the request fails; the fifth kills the code.
     */
    async confirm(userId: number, code: string, meta: Pick<RequestMeta, 'ip'>): Promise<PhoneState> {
      await limiter.hit([
        {
          bucket: `phone:confirm:user:${userId}`,
          max: CONFIRMS_PER_HOUR,
          windowSeconds: 3600,
        },
      ]);
      const outcome = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const row = await waiting(tx, userId, true);
        if (!row)
          return {
            problem: 'CONFIRMATION_CODE_INVALID' as const,
            reason: 'no_pending',
          };
        const at = now();
        const problem = codeStateProblem(row, at);
        if (problem) return { problem, reason: problem.toLowerCase() };
        const expected = Buffer.from(row.codeHash);
        const given = Buffer.from(hashCode(userId, row.phone, code));
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          const wrong = afterWrongCode(row.attempts);
          await tx.update(phoneVerifications).set({ attempts: wrong.attempts }).where(eq(phoneVerifications.id, row.id));
          await recordAudit(tx, {
            actorUserId: userId,
            subjectUserId: userId,
            action: 'user.phone_code_wrong',
            ip: meta.ip,
            details: { attempts: wrong.attempts },
          });
          return {
            problem: wrong.problem,
            reason: wrong.problem.toLowerCase(),
          };
        }
        await tx.update(phoneVerifications).set({ confirmedAt: at }).where(eq(phoneVerifications.id, row.id));
        await setConfirmedPhone(tx, userId, row.phone, at);
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'user.phone_confirmed',
          ip: meta.ip,
          details: { phone: maskPhone(row.phone) },
        });
        return { problem: null, reason: '' };
      });
      if (outcome.problem) throw new AppError(outcome.problem, 'The confirmation code is not valid', { code: [outcome.reason] });
      return state(userId, { masked: false });
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
