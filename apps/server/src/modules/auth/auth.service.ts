import { hash, verify as verifyArgon } from '@node-rs/argon2';
import { buildPath, checkPasswordStrength, TERMS_VERSION, type Locale, type RegisterBody } from '@platform/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, recoveryCodes, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { enqueueEmail } from '../email/outbox';
import { attachAtRegistration } from '../referrals/referrals.codes';
import { createAttemptGuard } from './attempt-guard';
import type { CaptchaVerifier } from './captcha';
import { createToken, decryptSecret, deriveKey, encryptSecret, hashToken } from './crypto';
import type { RateLimiter } from './rate-limiter';
import type { SessionContext, SessionsService, SessionTokens } from './sessions.service';
import { disableTotp, enableTotp, insertUser, recordLogin, setPasswordHash, setPendingTotpSecret, setUserLocale, spendTotpStep } from '../users/user.commands';
import { createRecoveryCodes, createTotpSecret, describeTotpSetup, matchTotpStep } from './totp';

export const RESET_TOKEN_MINUTES = 30;

/** argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum). */
export const hashPassword = (password: string) => hash(password);

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  /** The browser's known-device cookie, if it sent one (decision 0022). */
  deviceToken?: string;
  /** The request's allowed origin (session.plugin.ts, decision 0042): e-mail links use it; without one, PUBLIC_URL. */
  linkOrigin?: string;
}

/** A full login: the session, and the token of the browser's known-device cookie. */
export interface LoggedIn {
  tokens: SessionTokens;
  deviceToken: string;
}

interface Deps {
  db: Db;
  sessions: SessionsService;
  limiter: RateLimiter;
  captcha: CaptchaVerifier;
  secret: string;
  publicUrl: string;
  now?: () => Date;
}

export function createAuthService({ db, sessions, limiter, captcha, secret, publicUrl, now }: Deps) {
  const totpKey = deriveKey(secret, 'totp-secret');
  const publicOrigin = new URL(publicUrl).origin;
  const guard = createAttemptGuard({ db, limiter, secret, now });
  // Unknown emails are checked against this hash so they take as long as a wrong password.
  const dummyHash = hash('not-a-real-password-but-same-cost');

  function assertStrong(password: string, email: string): void {
    const problems = checkPasswordStrength(password, email);
    if (problems.length > 0) throw new AppError('WEAK_PASSWORD', 'The password is too weak', { password: problems });
  }

  async function assertCaptcha(token: string | undefined, action: string, ip: string): Promise<void> {
    if (captcha.enabled && !(await captcha.verify(token, action, ip))) throw new AppError('CAPTCHA_FAILED', 'Captcha check failed');
  }

  /** A TOTP code is spent with its time step, a recovery code by marking it used: each works once. */
  async function checkSecondFactor(tx: Db, user: typeof users.$inferSelect, code: string): Promise<boolean> {
    const secretEnc = user.totpSecretEnc;
    if (!secretEnc) return false;
    if (/^\d{6}$/.test(code)) {
      const step = await matchTotpStep(decryptSecret(secretEnc, totpKey), code, { afterStep: user.totpLastStep });
      return step !== null && spendTotpStep(tx, { userId: user.id, secretEnc, step });
    }
    const [used] = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashToken(code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return Boolean(used);
  }

  return {
    async register(body: RegisterBody, meta: RequestMeta): Promise<LoggedIn> {
      await limiter.hit([{ bucket: `register:ip:${meta.ip}`, max: 10, windowSeconds: 3600 }]);
      await assertCaptcha(body.captchaToken, 'register', meta.ip);
      assertStrong(body.password, body.email);
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1);
        if (existing) throw new AppError('EMAIL_TAKEN', 'An account with this email exists', { email: ['taken'] });
        const user = await insertUser(tx, {
          email: body.email,
          passwordHash,
          type: body.type,
          locale: body.locale,
          companyName: body.company?.name ?? null,
          companyRegistrationNumber: body.company?.registrationNumber ?? null,
          isRepresentative: body.company?.isRepresentative ?? false,
          isDirector: body.company?.isDirector ?? false,
          isSubsidiary: body.company?.isSubsidiary ?? false,
          isUbo: body.company?.isUbo ?? false,
          lastLoginAt: new Date(),
          // Registering accepts the terms in force (decision 0047).
          termsAcceptedVersion: TERMS_VERSION,
          termsAcceptedAt: new Date(),
        });
        await recordAudit(tx, { actorUserId: user.id, subjectUserId: user.id, action: 'user.registered', ip: meta.ip, details: { type: body.type } });
        // An invite or promo code that cannot be used refuses the registration with a field error (decision 0044).
        await attachAtRegistration(tx, user.id, { referralCode: body.referralCode, promoCode: body.promoCode }, now?.() ?? new Date());
        await enqueueEmail(tx, { to: body.email, template: 'welcome', locale: body.locale, params: { appUrl: meta.linkOrigin ?? publicOrigin } });
        const tokens = await sessions.create(tx, { userId: user.id, state: 'active', ip: meta.ip, userAgent: meta.userAgent });
        return { tokens, deviceToken: await guard.devices.remember(tx, user.id, meta.deviceToken) };
      });
    },

    /** `deviceToken` is set when the login is full (no second factor pending): the browser becomes known. */
    async login(input: { email: string; password: string; captchaToken?: string }, meta: RequestMeta) {
      const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      const attempt = await guard.login({ email: input.email, userId: user?.id ?? null, ip: meta.ip, deviceToken: meta.deviceToken });
      await assertCaptcha(input.captchaToken, 'login', meta.ip);
      let valid = false;
      if (user) valid = await verifyArgon(user.passwordHash, input.password);
      else await verifyArgon(await dummyHash, input.password); // same cost as a wrong password
      // A closed account (merged into another) cannot log in; it answers like a wrong password.
      if (!user || !valid || user.closedAt) {
        await recordAudit(db, { actorUserId: null, subjectUserId: user?.id ?? null, action: 'user.login_failed', ip: meta.ip });
        throw new AppError('INVALID_CREDENTIALS', 'Email or password is wrong');
      }
      // The password was right: the account's delay is over, even if the second factor is still to come.
      await attempt.succeeded();
      const twoStepRequired = Boolean(user.totpEnabledAt);
      return db.transaction(async (tx) => {
        const tokens = await sessions.create(tx, {
          userId: user.id,
          state: twoStepRequired ? 'pending_two_step' : 'active',
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        if (twoStepRequired) return { tokens, twoStepRequired, deviceToken: null };
        await recordLogin(tx, user.id);
        await recordAudit(tx, { actorUserId: user.id, subjectUserId: user.id, action: 'user.login', ip: meta.ip });
        await enqueueEmail(tx, {
          to: user.email,
          template: 'new-login',
          locale: user.locale as Locale,
          params: { time: new Date().toISOString(), ip: meta.ip, userAgent: meta.userAgent?.trim() || '-' },
        });
        return { tokens, twoStepRequired, deviceToken: await guard.devices.remember(tx, user.id, meta.deviceToken) };
      });
    },

    async verifyTwoStep(pending: SessionContext, code: string, meta: RequestMeta): Promise<LoggedIn> {
      const attempt = await guard.twoStep({ userId: pending.user.id, ip: meta.ip, deviceToken: meta.deviceToken });
      const loggedIn = await db.transaction(async (tx) => {
        if (!(await checkSecondFactor(tx, pending.user, code))) throw new AppError('TWO_STEP_INVALID', 'The code is not valid');
        await recordLogin(tx, pending.user.id);
        await recordAudit(tx, { actorUserId: pending.user.id, subjectUserId: pending.user.id, action: 'user.login', ip: meta.ip, details: { twoStep: true } });
        await enqueueEmail(tx, {
          to: pending.user.email,
          template: 'new-login',
          locale: pending.user.locale as Locale,
          params: { time: new Date().toISOString(), ip: meta.ip, userAgent: meta.userAgent?.trim() || '-' },
        });
        const tokens = await sessions.completeTwoStep(tx, pending.sessionId, meta.ip, meta.userAgent);
        return { tokens, deviceToken: await guard.devices.remember(tx, pending.user.id, meta.deviceToken) };
      });
      await attempt.succeeded();
      return loggedIn;
    },

    async logout(session: SessionContext | null, meta: RequestMeta): Promise<void> {
      if (!session) return;
      await db.transaction(async (tx) => {
        await sessions.revoke(tx, session.sessionId, 'logout');
        await recordAudit(tx, {
          actorUserId: session.impersonatorUserId ?? session.user.id,
          subjectUserId: session.user.id,
          action: 'user.logout',
          ip: meta.ip,
        });
      });
    },

    /** Always answers the same, whether or not the email has an account (no enumeration). */
    async forgotPassword(input: { email: string; captchaToken?: string }, meta: RequestMeta): Promise<void> {
      await limiter.hit([
        { bucket: `forgot:ip:${meta.ip}`, max: 10, windowSeconds: 3600 },
        { bucket: `forgot:account:${input.email}`, max: 3, windowSeconds: 3600 },
      ]);
      await assertCaptcha(input.captchaToken, 'forgot_password', meta.ip);
      const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      if (!user) return;
      const token = createToken();
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
        });
        const locale = user.locale as Locale;
        await enqueueEmail(tx, {
          to: user.email,
          template: 'reset-password',
          locale,
          params: { resetUrl: `${meta.linkOrigin ?? publicOrigin}${buildPath('reset-password', locale, { token })}`, minutes: String(RESET_TOKEN_MINUTES) },
        });
      });
    },

    async isResetTokenValid(token: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
        .limit(1);
      return Boolean(row);
    },

    async resetPassword(input: { token: string; password: string }, meta: RequestMeta): Promise<void> {
      await limiter.hit([{ bucket: `reset:ip:${meta.ip}`, max: 20, windowSeconds: 3600 }]);
      const [candidate] = await db
        .select({ email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(passwordResetTokens.tokenHash, hashToken(input.token)))
        .limit(1);
      if (candidate) assertStrong(input.password, candidate.email);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Spend the token atomically: of two concurrent resets only one finds it unused.
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(eq(passwordResetTokens.tokenHash, hashToken(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!spent) throw new AppError('INVALID_TOKEN', 'The link is not valid or has expired');
        await setPasswordHash(tx, spent.userId, passwordHash);
        await sessions.revokeAllOf(tx, spent.userId, 'password_reset');
        await recordAudit(tx, { actorUserId: spent.userId, subjectUserId: spent.userId, action: 'user.password_reset', ip: meta.ip });
      });
    },

    async changePassword(session: SessionContext, input: { currentPassword: string; newPassword: string }, meta: RequestMeta): Promise<void> {
      await limiter.hit([{ bucket: `change-password:user:${session.user.id}`, max: 10, windowSeconds: 900 }]);
      if (!(await verifyArgon(session.user.passwordHash, input.currentPassword))) {
        throw new AppError('INVALID_CREDENTIALS', 'The current password is wrong', { currentPassword: ['wrong'] });
      }
      assertStrong(input.newPassword, session.user.email);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, session.user.id, passwordHash);
        await sessions.revokeAllOf(tx, session.user.id, 'password_changed', session.sessionId);
        await recordAudit(tx, { actorUserId: session.user.id, subjectUserId: session.user.id, action: 'user.password_changed', ip: meta.ip });
      });
    },

    async setLocale(userId: number, locale: Locale): Promise<void> {
      await setUserLocale(db, userId, locale);
    },

    /** Starts two-step set-up: a new secret kept pending until a code confirms it. */
    async setupTwoStep(session: SessionContext) {
      if (session.user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-step authentication is already on');
      const secretText = createTotpSecret();
      await setPendingTotpSecret(db, session.user.id, encryptSecret(secretText, totpKey));
      return describeTotpSetup(secretText, session.user.email);
    },

    async enableTwoStep(session: SessionContext, code: string, meta: RequestMeta): Promise<string[]> {
      await limiter.hit([{ bucket: `two-step-settings:user:${session.user.id}`, max: 10, windowSeconds: 300 }]);
      const pendingSecret = session.user.totpPendingSecretEnc;
      if (!pendingSecret) throw new AppError('CONFLICT', 'Start the set-up first');
      const step = await matchTotpStep(decryptSecret(pendingSecret, totpKey), code);
      if (step === null) throw new AppError('TWO_STEP_INVALID', 'The code is not valid');
      const { codes, hashes } = createRecoveryCodes();
      await db.transaction(async (tx) => {
        // The confirming code's step is spent: it cannot log in or switch two-step off afterwards.
        // Only the request that still finds this pending secret turns two-step on.
        if (!(await enableTotp(tx, session.user.id, pendingSecret, step))) throw new AppError('TWO_STEP_INVALID', 'The code is not valid');
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.user.id));
        await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId: session.user.id, codeHash })));
        await recordAudit(tx, { actorUserId: session.user.id, subjectUserId: session.user.id, action: 'user.two_step_enabled', ip: meta.ip });
        await enqueueEmail(tx, { to: session.user.email, template: 'two-step-changed', locale: session.user.locale as Locale, params: { enabled: 'true' } });
      });
      return codes;
    },

    async disableTwoStep(session: SessionContext, input: { password: string; code: string }, meta: RequestMeta): Promise<void> {
      await limiter.hit([{ bucket: `two-step-settings:user:${session.user.id}`, max: 10, windowSeconds: 300 }]);
      if (!session.user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-step authentication is off');
      if (!(await verifyArgon(session.user.passwordHash, input.password))) {
        throw new AppError('INVALID_CREDENTIALS', 'The password is wrong', { password: ['wrong'] });
      }
      await db.transaction(async (tx) => {
        if (!(await checkSecondFactor(tx, session.user, input.code))) throw new AppError('TWO_STEP_INVALID', 'The code is not valid');
        // The last step belonged to the old secret; a new secret starts afresh.
        await disableTotp(tx, session.user.id);
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.user.id));
        await recordAudit(tx, { actorUserId: session.user.id, subjectUserId: session.user.id, action: 'user.two_step_disabled', ip: meta.ip });
        await enqueueEmail(tx, { to: session.user.email, template: 'two-step-changed', locale: session.user.locale as Locale, params: { enabled: 'false' } });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
