import { randomUUID } from 'node:crypto';
import { buildPath, DEFAULT_LOCALE, isLocale, KYC_SIGNATURE_HEADER, type KycWebhookPayload } from '@platform/contract';
import { buildUrl, KYC_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import { deriveKey } from '../auth/crypto';
import { createSandboxKycProvider, KycProviderError, SANDBOX_PATH_PREFIX, SANDBOX_PROVIDER, type KycProvider, type SandboxKycProvider } from './kyc.provider';
import { createKycService } from './kyc.service';
import { renderSandboxPage } from './sandbox-page';

export interface KycRoutesDeps {
  db: Db;
  publicUrl: string;
  /** SESSION_SECRET; the sandbox's webhook secret is derived from it (purpose 'kyc-webhook'). */
  secret: string;
  /** A real provider (Veriff, decision 0056; or the HttpKycProvider skeleton); without one the sandbox is used. */
  provider?: KycProvider;
}

const sandboxParamsSchema = z.object({ sessionId: z.string().min(1).max(200) });
const sandboxFormSchema = z.object({
  decision: z.enum(['approve', 'decline', 'review']),
  reason: z.string().max(500).optional(),
});
const DECISION_STATUS = { approve: 'approved', decline: 'declined', review: 'review' } as const;

/** Identity verification (issue 4): the person's calls, the provider webhook and the sandbox provider. */
export function registerKycRoutes(app: FastifyInstance, deps: KycRoutesDeps): void {
  const provider = deps.provider ?? createSandboxKycProvider({ publicUrl: deps.publicUrl, secret: deriveKey(deps.secret, 'kyc-webhook') });
  const kyc = createKycService(deps.db, provider);

  route(app, E.identifyStatus, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return kyc.status(request.viewer!.id);
  });

  route(app, E.identify, async (request) => {
    try {
      return await kyc.start(request.viewer!.id, request.ip, request.linkOrigin);
    } catch (error) {
      if (!(error instanceof KycProviderError)) throw error;
      // Refused (4xx: our key or request), unavailable (5xx, timeout) or malformed: the person can try later.
      request.log.warn({ provider: error.provider, kind: error.kind, ...error.details, err: error.message }, 'KYC provider did not open a session');
      throw new AppError('KYC_PROVIDER_UNAVAILABLE', 'The identity provider is not available; try again later');
    }
  });

  route(app, E.adminSessions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { sessions: await kyc.listSessions(request.query.search || undefined) };
  });

  route(app, E.adminReidentify, async (request, reply) => {
    await kyc.requireReidentification(request.viewer!.id, request.params.id, request.ip);
    return reply.status(204).send(null);
  });

  // The webhook needs the exact bytes the provider signed: JSON stays a string in this scope.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    route(scope, E.webhook, async (request) => {
      if (request.params.provider !== provider.name) throw new AppError('NOT_FOUND', 'Unknown KYC provider');
      const raw = typeof request.body === 'string' ? request.body : '';
      const verified = provider.verifyWebhook(raw, request.headers);
      if (!verified) {
        request.log.warn({ provider: provider.name }, 'KYC webhook refused: bad signature, stale timestamp or malformed body');
        throw new AppError('UNAUTHORIZED', 'Webhook signature refused');
      }
      if (verified.kind === 'event') return { status: await kyc.acknowledgeEvent(provider.name, verified.sessionId) };
      return { status: await kyc.applyWebhook(provider.name, verified.payload, verified.userId) };
    });
  });

  if (provider.name === SANDBOX_PROVIDER) registerSandboxPages(app, provider as SandboxKycProvider, kyc);
}

/**
 * The sandbox's "provider side": a plain HTML page (not the React app) where the person picks the
 * outcome. Its form post is turned into a signed webhook delivered to the real handler.
 */
function registerSandboxPages(app: FastifyInstance, sandbox: SandboxKycProvider, kyc: ReturnType<typeof createKycService>): void {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.get(`${SANDBOX_PATH_PREFIX}:sessionId`, { schema: { params: sandboxParamsSchema } }, async (request, reply) => {
      const session = await kyc.sessionInfo(request.params.sessionId);
      // same-origin, not no-referrer: the form post must carry its Origin to pass the cross-site check.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8');
      if (!session || session.provider !== SANDBOX_PROVIDER) return reply.status(404).send(renderSandboxPage({ kind: 'unknown' }));
      return renderSandboxPage({ kind: 'session', sessionId: request.params.sessionId, status: session.status });
    });

    typed.post(`${SANDBOX_PATH_PREFIX}:sessionId`, { schema: { params: sandboxParamsSchema } }, async (request, reply) => {
      const session = await kyc.sessionInfo(request.params.sessionId);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!session || session.provider !== SANDBOX_PROVIDER) return reply.status(404).send(renderSandboxPage({ kind: 'unknown' }));
      const form = sandboxFormSchema.safeParse(request.body ?? {});
      if (!form.success) return reply.status(400).send(renderSandboxPage({ kind: 'error', message: 'Choose one of the outcomes.' }));
      const status = DECISION_STATUS[form.data.decision];
      const reason = status === 'declined' ? form.data.reason?.trim() || undefined : undefined;
      const payload: KycWebhookPayload = {
        eventId: randomUUID(),
        sessionId: request.params.sessionId,
        status,
        ...(reason ? { reason } : {}),
        occurredAt: new Date().toISOString(),
      };
      const raw = JSON.stringify(payload);
      // The same door a real provider knocks on: signature, replay and session checks all apply.
      const delivered = await app.inject({
        method: 'POST',
        url: buildUrl(E.webhook, { provider: SANDBOX_PROVIDER }),
        headers: { 'content-type': 'application/json', [KYC_SIGNATURE_HEADER]: sandbox.sign(raw) },
        payload: raw,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ statusCode: delivered.statusCode }, 'sandbox KYC webhook was refused');
        return reply.status(502).send(renderSandboxPage({ kind: 'error', message: `The webhook was refused (HTTP ${delivered.statusCode}).` }));
      }
      const locale = isLocale(session.locale) ? session.locale : DEFAULT_LOCALE;
      return reply.redirect(buildPath('identify', locale), 303);
    });
  });
}
