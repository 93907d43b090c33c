import { PAYMENT_PROVIDERS, PAYMENT_SIGNATURE_HEADER, paymentWebhookEventSchema, type PaymentProvider } from '@platform/contract';
import { PAYMENTS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import { alreadyAnswered, idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { deriveKey } from '../auth/crypto';
import { createSandboxAdapter, HttpPaymentAdapter, stableId, type PaymentAdapter, type SandboxPaymentAdapter } from './adapters';
import { LemonwayClient } from './lemonway-client';
import { LemonwayPaymentAdapter } from './lemonway-adapter';
import { createPaymentsService, walletOf, type PaymentsService } from './payments.service';
import { deliverSandboxTransfer } from './sandbox-bank';

export interface PaymentsRoutesDeps {
  db: Db;
  /** SESSION_SECRET; each sandbox's webhook key is derived from it (purpose `payments-webhook:<provider>`). */
  secret: string;
  /** SANDBOX: an unconfigured provider runs as its sandbox; without it start-up needs the real one. */
  sandbox: boolean;
  /** Real providers: given when their API URL, key and webhook secret are all configured. */
  providers?: Partial<Record<PaymentProvider, ProviderConfig>>;
  /** After a deposit committed (automatic investment, decision 0035). */
  onDeposit?: (userId: number) => Promise<void>;
}

export interface ProviderConfig {
  apiUrl?: string;
  apiKey?: string;
  webhookSecret?: string;
  /** Lemonway: the OAuth2 token endpoint, when not `<API origin>/oauth/api/v1/oauth/token` (LEMONWAY_OAUTH_URL). */
  oauthUrl?: string;
  /** Lemonway: the PSU-IP-Address header (LEMONWAY_PSU_IP). */
  psuIp?: string;
  /** Lemonway: per-call timeout in ms (tests shorten it). */
  timeoutMs?: number;
}

/** The real adapter of a provider (its constructor refuses a missing setting). */
function realAdapter(app: FastifyInstance, provider: PaymentProvider, config: ProviderConfig): PaymentAdapter {
  if (provider === 'lemonway') {
    const client = new LemonwayClient({
      apiUrl: config.apiUrl ?? '',
      apiKey: config.apiKey ?? '',
      oauthUrl: config.oauthUrl,
      psuIp: config.psuIp,
      timeoutMs: config.timeoutMs,
    });
    const token = config.webhookSecret ?? '';
    return new LemonwayPaymentAdapter({
      client,
      webhookToken: token,
      log: app.log,
      // The payout check goes through the notification route like Lemonway's own notifications.
      deliver: async (raw) =>
        (
          await app.inject({
            method: 'POST',
            url: `${WEBHOOKS.lemonway.path}?token=${encodeURIComponent(token)}`,
            headers: { 'content-type': 'application/json' },
            payload: raw,
          })
        ).statusCode,
    });
  }
  // connectPay: still the skeleton (decision 0055: no public API documentation to write against).
  return new HttpPaymentAdapter({ name: provider, apiUrl: config.apiUrl ?? '', apiKey: config.apiKey ?? '', webhookSecret: config.webhookSecret ?? '' });
}

/** Key the sandbox of a provider signs its webhooks with. */
export const sandboxWebhookKey = (secret: string, provider: PaymentProvider) => deriveKey(secret, `payments-webhook:${provider}`);

const SANDBOX_PAYER = { name: 'Sandbox Bank Customer', iban: 'LT601010012345678901' };

/** Each provider's webhook: one route per provider, so an unknown provider answers the usual 404. */
const WEBHOOKS = { connectPay: E.webhookConnectPay, lemonway: E.webhookLemonway } as const satisfies Record<PaymentProvider, unknown>;

/** Payments (issue 5): provider adapters, webhooks, wallet, connect-pay account and report, lemonway migration. */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: PaymentsRoutesDeps,
): { payments: PaymentsService; adapters: Map<PaymentProvider, PaymentAdapter> } {
  const { db } = deps;
  const adapters = new Map<PaymentProvider, PaymentAdapter>();
  for (const provider of PAYMENT_PROVIDERS) {
    const real = deps.providers?.[provider];
    // Without the sandbox the real adapter is the only choice (its constructor refuses a missing key).
    const adapter: PaymentAdapter =
      (real?.apiUrl && real.apiKey && real.webhookSecret) || !deps.sandbox
        ? realAdapter(app, provider, real ?? {})
        : createSandboxAdapter(provider, {
            secret: sandboxWebhookKey(deps.secret, provider),
            db,
            log: app.log,
            deliver: async (name, raw, signature) => {
              const response = await app.inject({
                method: 'POST',
                url: WEBHOOKS[name].path,
                headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
                payload: raw,
              });
              return response.statusCode;
            },
          });
    adapters.set(provider, adapter);
    app.payments.register(adapter);
  }
  const payments = createPaymentsService({ db, registry: app.payments, adapters, onDeposit: deps.onDeposit });

  route(app, E.wallet, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return walletOf(db, request.viewer!.id);
  });

  // Spec section 7: the client calls it on start (non-read-only users) and reloads the user data.
  // It only reads, so read-only and impersonated sessions may call it too.
  route(app, E.setUserBalance, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return payments.userBalance(request.viewer!.id);
  });

  route(app, E.connectPayAccount, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return payments.connectPayAccount(request.viewer!.id);
  });

  route(app, E.openConnectPayAccount, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return payments.connectPayAccount(request.viewer!.id, request.body.holderName);
  });

  route(app, E.connectPayReport, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await payments.report(request.viewer!.id, request.params.page, request.query) };
  });

  route(app, E.lemonwayMigrate, async (request, reply) => {
    const userId = request.viewer!.id;
    const key = idempotencyKeyOf(request);
    const answer = await idempotent(db, userId, key, E.lemonwayMigrate.path, null, async (tx) => ({
      statusCode: 200,
      body: await payments.migrateLemonway(tx, userId, key, request.ip),
    }));
    return reply.status(answer.statusCode as 200).send(answer.body);
  });

  // The webhooks need the exact bytes the provider signed: JSON stays a string in this scope.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    // Lemonway may post its notifications form-encoded.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const provider of PAYMENT_PROVIDERS) {
      route(scope, WEBHOOKS[provider], async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const adapter = adapters.get(provider)!;
        if (adapter.receiveNotification) {
          const outcome = await adapter.receiveNotification({
            rawBody: raw,
            contentType: request.headers['content-type'],
            query: (request.query ?? {}) as Record<string, unknown>,
          });
          if (outcome.kind !== 'event') request.log.warn({ provider, outcome: outcome.kind, reason: outcome.reason }, 'payment notification not applied');
          if (outcome.kind === 'refused') throw new AppError('UNAUTHORIZED', 'Notification refused');
          if (outcome.kind === 'malformed') throw new AppError('VALIDATION_FAILED', 'Not a known payment notification');
          // Lemonway retries: a transaction it cannot confirm (yet) is not recorded.
          if (outcome.kind === 'unknown') throw new AppError('NOT_FOUND', 'The provider does not confirm this transaction');
          if (outcome.kind === 'ignored') return { status: 'ignored' as const };
          const event = paymentWebhookEventSchema.safeParse(outcome.event);
          if (!event.success) throw new AppError('VALIDATION_FAILED', 'Not a known payment event');
          return { status: await payments.applyWebhook(provider, event.data) };
        }
        const check = adapter.checkSignature(raw, request.headers[PAYMENT_SIGNATURE_HEADER]);
        if (!check.ok) {
          request.log.warn({ provider, reason: check.reason }, 'payment webhook refused');
          throw new AppError('UNAUTHORIZED', check.reason === 'stale' ? 'Webhook timestamp outside the allowed window' : 'Webhook signature refused');
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new AppError('BAD_REQUEST', 'The body is not JSON');
        }
        const event = paymentWebhookEventSchema.safeParse(json);
        if (!event.success) throw new AppError('VALIDATION_FAILED', 'Not a known payment event');
        return { status: await payments.applyWebhook(provider, event.data) };
      });
    }
  });

  // The sandbox's "bank": a transfer to the user's virtual IBAN, delivered as a signed webhook to
  // the real handler above. Not registered (a JSON 404) when a real connectPay provider is configured.
  const connectPay = adapters.get('connectPay')!;
  if (!connectPay.sandbox) return { payments, adapters };
  const sandbox = connectPay as SandboxPaymentAdapter;
  route(app, E.sandboxIncomingTransfer, async (request, reply) => {
    const userId = request.viewer!.id;
    const key = idempotencyKeyOf(request);
    const path = E.sandboxIncomingTransfer.path;
    // A key already used for another request is refused before any money is sent.
    const used = await alreadyAnswered(db, userId, key, path, request.body);
    if (!used) {
      const account = await payments.openAccount(userId, 'connectPay');
      // Ids derived from the user's key: a repeat delivers the same event, which changes nothing.
      const transactionId = `sbx-in-${stableId(userId, key)}`;
      await deliverSandboxTransfer(
        app,
        sandbox,
        {
          transactionId,
          providerAccountId: account.providerAccountId,
          iban: account.iban,
          amount: request.body.amount,
          payerName: SANDBOX_PAYER.name,
          payerIban: SANDBOX_PAYER.iban,
          reference: account.reference,
        },
        request.log,
      );
    }
    const answer = await idempotent(db, userId, key, path, request.body, async (tx) => ({ statusCode: 200, body: await walletOf(tx, userId) }));
    return reply.status(answer.statusCode as 200).send(answer.body);
  });

  return { payments, adapters };
}
