import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { buildPath, DEFAULT_LOCALE, isLocale, type KycDecision } from '@platform/contract';
import { z } from 'zod';
import { KycProviderError, type KycProvider, type KycUser, type VerifiedKycWebhook } from './kyc.provider';

/**
 * Veriff (https://devdocs.veriff.com), decision 0056 (its table says which page each part was checked against).
 * - `POST {baseUrl}/v1/sessions` with `X-AUTH-CLIENT: <API key>` and `{verification: {callback, vendorData}}`
 *   (no `timestamp`: the documented body has none); the answer `{status: 'success', verification: {id, url, …}}`
 *   gives the session id (kyc_sessions.id) and the hosted flow's URL. Errors answer `{status: 'fail', code, message}`.
 * - Webhooks (decision and event) are signed in `X-HMAC-SIGNATURE` (or its documented alias `VRF-HMAC-SIGNATURE`):
 *   the hex HMAC-SHA256 of the raw body under the integration's shared secret key (KYC_WEBHOOK_SECRET). The
 *   signature is what authenticates; an `X-AUTH-CLIENT` header, when sent, must still be our API key.
 */
export const VERIFF_PROVIDER = 'veriff';
export const VERIFF_AUTH_HEADER = 'x-auth-client';
export const VERIFF_SIGNATURE_HEADER = 'x-hmac-signature';
/** The same signature under Veriff's newer header name (HMAC authentication page). */
export const VERIFF_SIGNATURE_HEADER_ALIAS = 'vrf-hmac-signature';
/**
 * The hosts the person's browser is sent to: Veriff documents its services under these two domains
 * (allowlisted URLs page); the hosted flow's URL (`verification.url`) is on one of them. The identify
 * form's redirect there must pass CSP `form-action` (app.ts adds this while KYC_PROVIDER=veriff).
 */
export const VERIFF_CSP = { formAction: ['https://*.veriff.com', 'https://*.veriff.me'] } as const;
/** Session creation is a person waiting on a page: give up after this long. */
export const VERIFF_TIMEOUT_MS = 10_000;

/** Veriff's decision statuses (with their codes) and what each means here. */
export const VERIFF_DECISIONS: Record<string, { status: KycDecision; defaultReason?: string }> = {
  /** 9001 */
  approved: { status: 'approved' },
  /** 9102 */
  declined: { status: 'declined', defaultReason: 'The identity check was declined.' },
  /** 9103: the same person must try again; here a new check (a declined session can be restarted). */
  resubmission_requested: { status: 'declined', defaultReason: 'The identity provider asked for the check to be done again.' },
  /** 9104: the person did not finish in time (expired) or left the flow (abandoned). */
  expired: { status: 'declined', defaultReason: 'The identity check expired before it was finished.' },
  abandoned: { status: 'declined', defaultReason: 'The identity check was not finished.' },
  /** 9121: a person at Veriff looks at it; the final decision follows. */
  review: { status: 'review' },
};

const sessionAnswerSchema = z.object({
  status: z.literal('success'),
  verification: z.object({
    id: z.string().min(1).max(200),
    url: z.url({ protocol: /^https?$/ }),
  }),
});
const failAnswerSchema = z.object({ code: z.union([z.string(), z.number()]).optional(), message: z.string().optional() });

const decisionSchema = z.object({
  status: z.string().optional(),
  verification: z.object({
    id: z.string().min(1).max(200),
    attemptId: z.string().max(200).nullish(),
    code: z.number().int().nullish(),
    status: z.string(),
    vendorData: z.string().nullish(),
    reason: z.string().nullish(),
    reasonCode: z.union([z.number(), z.string()]).nullish(),
    decisionTime: z.string().nullish(),
  }),
});
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  attemptId: z.string().max(200).nullish(),
  feature: z.string().max(100).nullish(),
  action: z.string().min(1).max(100),
  code: z.number().int().nullish(),
  vendorData: z.string().nullish(),
});
const isoTime = z.iso.datetime({ offset: true });

export interface VeriffOptions {
  apiKey?: string;
  /** The integration's shared secret key: it signs Veriff's webhooks (KYC_WEBHOOK_SECRET). */
  sharedSecret?: string;
  /** The integration's API URL from Veriff's customer portal (KYC_API_URL), e.g. https://stationapi.veriff.com. */
  baseUrl?: string;
  /** Where the person returns when they have no origin of their own (PUBLIC_URL). */
  publicUrl: string;
  timeoutMs?: number;
}

/** The platform's reference in vendorData: the user id, nothing personal (Veriff asks for no PII there). */
export const vendorDataOf = (userId: number): string => String(userId);
const userIdOf = (vendorData: string | null | undefined): number | null => (vendorData && /^[1-9]\d{0,11}$/.test(vendorData) ? Number(vendorData) : null);

export function veriffSignature(rawBody: string, sharedSecret: string): string {
  return createHmac('sha256', sharedSecret).update(rawBody, 'utf8').digest('hex');
}

function sameText(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function signatureHolds(rawBody: string, header: string | string[] | undefined, sharedSecret: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header.trim())) return false;
  const given = Buffer.from(header.trim().toLowerCase(), 'hex');
  const expected = Buffer.from(veriffSignature(rawBody, sharedSecret), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createVeriffKycProvider(options: VeriffOptions): KycProvider {
  const { apiKey, sharedSecret, baseUrl } = options;
  if (!apiKey || !sharedSecret || !baseUrl) {
    throw new Error('Veriff is not configured (KYC_API_URL, KYC_API_KEY and KYC_WEBHOOK_SECRET are required)');
  }
  const sessionsUrl = `${baseUrl.replace(/\/+$/, '')}/v1/sessions`;
  const publicOrigin = new URL(options.publicUrl).origin;
  const timeoutMs = options.timeoutMs ?? VERIFF_TIMEOUT_MS;

  return {
    name: VERIFF_PROVIDER,

    async startSession(user: KycUser, appOrigin?: string) {
      const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
      const body = {
        verification: {
          // Where the person's browser goes when the flow ends (the decision comes by webhook).
          callback: `${appOrigin ?? publicOrigin}${buildPath('identify', locale)}`,
          vendorData: vendorDataOf(user.id),
        },
      };
      let response: Response;
      try {
        response = await fetch(sessionsUrl, {
          method: 'POST',
          headers: { [VERIFF_AUTH_HEADER]: apiKey, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new KycProviderError(VERIFF_PROVIDER, 'unavailable', timedOut ? `Veriff did not answer within ${timeoutMs} ms` : 'Veriff could not be reached');
      }
      const text = await response.text().catch(() => '');
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (!response.ok) {
        const fail = failAnswerSchema.safeParse(json);
        const providerCode = fail.success && fail.data.code !== undefined ? String(fail.data.code) : undefined;
        const kind = response.status >= 500 ? 'unavailable' : 'refused';
        throw new KycProviderError(
          VERIFF_PROVIDER,
          kind,
          `Veriff answered ${response.status}${fail.success && fail.data.message ? `: ${fail.data.message}` : ''}`,
          {
            status: response.status,
            ...(providerCode ? { providerCode } : {}),
          },
        );
      }
      const answer = sessionAnswerSchema.safeParse(json);
      if (!answer.success) throw new KycProviderError(VERIFF_PROVIDER, 'malformed', 'Veriff answered without a session', { status: response.status });
      return { sessionId: answer.data.verification.id, continueUrl: answer.data.verification.url };
    },

    verifyWebhook(rawBody: string, headers: IncomingHttpHeaders): VerifiedKycWebhook | null {
      // Constant-time checks. The signature (either documented header name; every one sent must hold) is
      // what authenticates; an API key header, when present, must be ours, so a stranger's key is refused too.
      const authClient = headers[VERIFF_AUTH_HEADER];
      if (authClient !== undefined && !sameText(authClient, apiKey)) return null;
      const signatures = [headers[VERIFF_SIGNATURE_HEADER], headers[VERIFF_SIGNATURE_HEADER_ALIAS]].filter((value) => value !== undefined);
      if (signatures.length === 0 || !signatures.every((value) => signatureHolds(rawBody, value, sharedSecret))) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const decision = decisionSchema.safeParse(json);
      if (decision.success) {
        const v = decision.data.verification;
        const mapped = VERIFF_DECISIONS[v.status];
        if (!mapped) return null;
        const reason = mapped.status === 'declined' ? (v.reason?.trim() || mapped.defaultReason)?.slice(0, 500) : undefined;
        const decisionTime = v.decisionTime && isoTime.safeParse(v.decisionTime).success ? v.decisionTime : new Date().toISOString();
        return {
          kind: 'decision',
          userId: userIdOf(v.vendorData),
          payload: {
            // Veriff sends no event id: the same decision (a retry or a replay) always gets the same one.
            eventId: ['decision', v.id, v.attemptId ?? '', v.code ?? '', v.status, v.decisionTime ?? ''].join(':').slice(0, 200),
            sessionId: v.id,
            status: mapped.status,
            ...(reason ? { reason } : {}),
            occurredAt: decisionTime,
          },
        };
      }
      const event = eventSchema.safeParse(json);
      if (event.success) return { kind: 'event', sessionId: event.data.id, action: event.data.action, userId: userIdOf(event.data.vendorData) };
      return null;
    },
  };
}
