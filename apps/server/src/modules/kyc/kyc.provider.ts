import type { IncomingHttpHeaders } from 'node:http';
import { KYC_SIGNATURE_HEADER, kycWebhookPayloadSchema, type KycWebhookPayload } from '@platform/contract';
import { createToken } from '../auth/crypto';
import { signKycPayload, verifyKycSignature } from './kyc.signature';

export interface KycUser {
  id: number;
  email: string;
  locale: string;
}

/**
 * A KYC provider: starts a verification session for a person (where they continue at the
 * provider) and authenticates the provider's webhooks. Applying a decision is the same code for
 * every provider (kyc.service.ts); a provider only says what was decided, once its signature holds.
 */
export interface KycProvider {
  /** Path segment of its webhook (/api/webhooks/kyc/<name>) and the kyc_sessions.provider value. */
  readonly name: string;
  /**
   * `appOrigin` is where the person came from (an allowed origin, decision 0042): the sandbox serves
   * its page there, and a real provider should send the person back there (its return URL).
   */
  startSession(user: KycUser, appOrigin?: string): Promise<{ sessionId: string; continueUrl: string }>;
  /** What the webhook says when its signature (and timestamp, where signed) holds and the body is well-formed; otherwise null. */
  verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, nowSeconds?: number): VerifiedKycWebhook | null;
}

/**
 * An authenticated webhook. A `decision` is applied by kyc.service.ts; an `event` (the person
 * started or submitted the flow) is only acknowledged. `userId` is the platform's own reference the
 * provider echoes back (Veriff's vendorData): when given, it must be the session's owner, else the
 * webhook changes nothing; `null` means the provider echoed no usable reference.
 */
export type VerifiedKycWebhook =
  { kind: 'decision'; payload: KycWebhookPayload; userId?: number | null } | { kind: 'event'; sessionId: string; action: string; userId?: number | null };

/**
 * The provider refused or failed the session creation. `kind` says why: `refused` (it answered
 * 4xx: our request or configuration is wrong), `unavailable` (5xx, timeout, network) or
 * `malformed` (an answer without a session). The routes answer KYC_PROVIDER_UNAVAILABLE.
 */
export class KycProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: 'refused' | 'unavailable' | 'malformed',
    message: string,
    readonly details: { status?: number; providerCode?: string } = {},
  ) {
    super(message);
    this.name = 'KycProviderError';
  }
}

/** Checks a signed JSON body against a secret; shared by every HMAC-signing provider. */
export function verifySignedPayload(rawBody: string, headers: IncomingHttpHeaders, secret: Buffer | string, nowSeconds?: number): KycWebhookPayload | null {
  if (!verifyKycSignature(rawBody, headers[KYC_SIGNATURE_HEADER], secret, nowSeconds).ok) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = kycWebhookPayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const asDecision = (payload: KycWebhookPayload | null): VerifiedKycWebhook | null => (payload ? { kind: 'decision', payload } : null);

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_PATH_PREFIX = '/sandbox/kyc/';

export interface SandboxKycProvider extends KycProvider {
  readonly name: typeof SANDBOX_PROVIDER;
  /** The sandbox plays the provider's side too: it signs the webhooks it sends. */
  sign(rawBody: string, nowSeconds?: number): string;
}

/**
 * The default provider when no real one is configured. Its "provider side" is a page served by this
 * app (/sandbox/kyc/<session>) where the person picks the outcome; the page then sends a signed
 * webhook to /api/webhooks/kyc/sandbox, exactly as a real provider would. No identity is checked.
 */
export function createSandboxKycProvider(options: { publicUrl: string; secret: Buffer | string }): SandboxKycProvider {
  const publicOrigin = new URL(options.publicUrl).origin;
  return {
    name: SANDBOX_PROVIDER,
    async startSession(_user, appOrigin) {
      const sessionId = `sbx_${createToken(24)}`;
      return { sessionId, continueUrl: `${appOrigin ?? publicOrigin}${SANDBOX_PATH_PREFIX}${sessionId}` };
    },
    verifyWebhook: (rawBody, headers, nowSeconds) => asDecision(verifySignedPayload(rawBody, headers, options.secret, nowSeconds)),
    sign: (rawBody, nowSeconds) => signKycPayload(rawBody, options.secret, nowSeconds),
  };
}

/**
 * Skeleton for a real provider reached over HTTPS with an API key (KYC_API_KEY); start-up refuses it
 * without the sandbox. Veriff has a real adapter (veriff.provider.ts, KYC_PROVIDER=veriff, decision 0056). To connect a real provider, fill in
 * startSession with the provider's "create session" call (returning its session id and hosted URL),
 * make sure its webhooks are signed as `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (or adapt
 * verifyWebhook to its scheme, mapping its statuses onto approved/declined/review), and pass the
 * instance to registerKycRoutes.
 */
export class HttpKycProvider implements KycProvider {
  readonly name: string;
  private readonly apiKey: string;
  private readonly webhookSecret: string;
  private readonly baseUrl: string;

  constructor(options: { name: string; apiKey?: string; webhookSecret?: string; baseUrl?: string }) {
    if (!options.apiKey || !options.webhookSecret || !options.baseUrl) {
      throw new Error(`KYC provider "${options.name}" is not configured (KYC_API_KEY, webhook secret and base URL are required)`);
    }
    this.name = options.name;
    this.apiKey = options.apiKey;
    this.webhookSecret = options.webhookSecret;
    this.baseUrl = options.baseUrl;
  }

  async startSession(user: KycUser): Promise<{ sessionId: string; continueUrl: string }> {
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reference: String(user.id), locale: user.locale }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`KYC provider "${this.name}" answered ${response.status}`);
    const body = (await response.json()) as { id?: unknown; url?: unknown };
    if (typeof body.id !== 'string' || typeof body.url !== 'string') throw new Error(`KYC provider "${this.name}" answered without a session`);
    return { sessionId: body.id, continueUrl: body.url };
  }

  verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, nowSeconds?: number): VerifiedKycWebhook | null {
    return asDecision(verifySignedPayload(rawBody, headers, this.webhookSecret, nowSeconds));
  }
}
