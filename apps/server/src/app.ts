import { randomBytes } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { HEALTH_ENDPOINTS } from '@platform/contract/endpoints';
import { allTextsScripts } from '@platform/contract/i18n/scripts';
import type { Database } from './db/client';
import { areMigrationsApplied, pingDatabase } from './db/client';
import { getPublicEnv, isDevMailboxOn, type AppConfig } from './env';
import { AppError } from './http/app-error';
import { route } from './http/endpoint';
import { answerFrameworkError, registerErrorHandler, sendError } from './http/error-handler';
import { registerGuestCache } from './http/guest-cache.plugin';
import { registerInputHygiene } from './http/input-hygiene';
import { createPublicOrigins } from './http/public-origin';
import { pageNonce, registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { createResponseCache } from './http/response-cache';
import { createMaintenanceService } from './modules/maintenance/maintenance.service';
import { registerMaintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { createProjectsService } from './modules/projects/projects.service';
import { registerProjectRoutes } from './modules/projects/projects.routes';
import { createProjectPageService } from './modules/project-page/project-page.service';
import { registerProjectPageRoutes } from './modules/project-page/project-page.routes';
import { createFileStorage } from './modules/files/create-file-storage';
import type { FileStorage } from './modules/files/storage';
import { createReferenceService } from './modules/reference/reference.service';
import { registerReferenceRoutes } from './modules/reference/reference.routes';
import { registerTranslationRoutes } from './modules/translations/translations.routes';
import { registerSsr } from './ssr/ssr.plugin';
import { loadStaticFiles, registerStaticFiles } from './ssr/static-files';
import { createAdminService } from './modules/admin/admin.service';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { captchaOff, createRecaptchaVerifier, RECAPTCHA_CSP } from './modules/auth/captcha';
import { createRateLimiter } from './modules/auth/rate-limiter';
import { registerSessionPlugin } from './modules/auth/session.plugin';
import { createSessionsService } from './modules/auth/sessions.service';
import { registerEmailRoutes } from './modules/email/email.routes';
import { createUsersService } from './modules/users/users.service';
import { createManualKycService } from './modules/manual-kyc/manual-kyc.service';
import { registerManualKycRoutes } from './modules/manual-kyc/manual-kyc.routes';
import { registerCompanyRoutes } from './modules/company/company.routes';
import { registerQuestionnaireRoutes } from './modules/questionnaire/questionnaire.routes';
import { HttpKycProvider } from './modules/kyc/kyc.provider';
import { createVeriffKycProvider, VERIFF_CSP } from './modules/kyc/veriff.provider';
import { registerKycRoutes } from './modules/kyc/kyc.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import { createPaymentRegistry } from './modules/payments/provider';
import { createTransactionsService } from './modules/transactions/transactions.service';
import { registerTransactionRoutes } from './modules/transactions/transactions.routes';
import { createMergeService } from './modules/merge/merge.service';
import { registerMergeRoutes } from './modules/merge/merge.routes';
import { registerTermsRoutes } from './modules/terms/terms.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes';
import { registerAdminProjectRoutes } from './modules/admin-projects/admin-projects.routes';
import { registerInvestingRoutes } from './modules/investing/investing.routes';
import { registerLifecycleRoutes } from './modules/lifecycle/lifecycle.routes';
import { registerDebtorRoutes } from './modules/debtor/debtor.routes';
import { registerPortfolioRoutes } from './modules/portfolio/portfolio.routes';
import { registerStatisticsRoutes } from './modules/statistics/statistics.routes';
import { registerMarketRoutes } from './modules/market/market.routes';
import { createAutoInvestTriggers } from './modules/autoinvest/autoinvest.engine';
import { registerAutoInvestRoutes } from './modules/autoinvest/autoinvest.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerAgreementRoutes } from './modules/agreements/agreements.routes';
import { createInvoiceTriggers } from './modules/invoices/invoices.job';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes';
import { createBonusTriggers } from './modules/referrals/referrals.job';
import { registerReferralRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createNoticesService } from './modules/notices/notices.service';
import { registerNoticeRoutes } from './modules/notices/notices.routes';
import { registerPhoneRoutes } from './modules/phone/phone.routes';
import { registerMetrics } from './modules/observability/metrics';
import { registerRequestIdHeader, requestIdOf } from './modules/observability/request-id';
import { registerDraining } from './modules/observability/shutdown';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { registerOpenApiRoutes } from './modules/openapi/openapi.routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Folder with the React Router build (client/ and server/); without it only the API is served. */
  webBuildDir?: string;
  logger?: boolean;
  /** The process's one file storage (main.ts makes it for the jobs too); by default made from the configuration (decision 0049). */
  storage?: FileStorage;
}

/** Token that marks in-process calls made by server-side rendering (they are not rate limited twice). */
const INTERNAL_TOKEN = randomBytes(24).toString('base64url');
export const INTERNAL_HEADER = 'x-internal-ssr';
const HEALTH_PATHS = new Set<string>([HEALTH_ENDPOINTS.health.path, HEALTH_ENDPOINTS.ready.path]);

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    // Access JWTs travel as a path parameter (/api/get/is-jwt-valid/{jwt}).
    maxParamLength: 500,
    // Behind a TLS-terminating proxy set TRUST_PROXY, so request.protocol reads X-Forwarded-Proto.
    trustProxy: config.TRUST_PROXY,
    // Malformed percent-encoding and over-long parameters answer the API's error shape too.
    frameworkErrors: answerFrameworkError,
    // A sane incoming X-Request-Id is kept, else a random one; answered as x-request-id (decision 0051).
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('viewer', null);
  // Request ids, the request histogram (an onRoute hook: before any route) and /metrics; readiness drains on shutdown (decision 0051).
  registerRequestIdHeader(app);
  registerMetrics(app, { database, token: config.METRICS_TOKEN });
  registerDraining(app);
  registerErrorHandler(app);

  // Google's reCAPTCHA hosts are allowed only while it is on (a site key reaches the page).
  const security = securityHeaders({
    ...(config.RECAPTCHA_SITE_KEY ? RECAPTCHA_CSP : {}),
    // The identify form's redirect to Veriff's hosted flow must pass form-action (decision 0056).
    ...(config.KYC_PROVIDER === 'veriff' ? VERIFF_CSP : {}),
  });
  registerSecurityHeaders(app, security);
  // The built client files, from memory, before every other hook (decision 0029).
  // The page texts are scripts made here from the contract, linked by the pages (decision 0026).
  if (options.webBuildDir) {
    const texts = allTextsScripts().map((script) => ({ ...script, type: 'text/javascript; charset=utf-8' }));
    registerStaticFiles(app, loadStaticFiles(path.join(options.webBuildDir, 'client'), texts), security);
  }
  // Guests' pages and public lists, rendered once per second at most; any write empties it (decision 0029).
  // A kept answer leaves from here, before the hooks below (cookies, rate limit, session).
  const guestCache = createResponseCache({ ttlMs: config.GUEST_CACHE_MS, securityHeadersFor: security.forType });
  registerGuestCache(app, guestCache);
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Health checks come from load balancers and orchestrators many times a minute: never limited.
    allowList: (request) => request.url.startsWith('/assets/') || HEALTH_PATHS.has(request.url) || request.headers[INTERNAL_HEADER] === INTERNAL_TOKEN,
    errorResponseBuilder: (_request, context) => {
      const error = new AppError('RATE_LIMITED', `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`);
      return error;
    },
  });

  const sessions = createSessionsService(database.db, config.SESSION_SECRET);
  registerSessionPlugin(app, {
    sessions,
    publicUrl: config.PUBLIC_URL,
    origins: createPublicOrigins(config.PUBLIC_URL, config.PUBLIC_URL_ALIASES),
    internalHeader: [INTERNAL_HEADER, INTERNAL_TOKEN],
  });
  // After the access check, before any schema: control characters never reach a handler (decision 0021).
  registerInputHygiene(app);
  const limiter = createRateLimiter(database.db);
  const captcha = config.RECAPTCHA_SECRET_KEY
    ? createRecaptchaVerifier({ secretKey: config.RECAPTCHA_SECRET_KEY, verifyUrl: config.RECAPTCHA_VERIFY_URL })
    : captchaOff;
  const auth = createAuthService({ db: database.db, sessions, limiter, captcha, secret: config.SESSION_SECRET, publicUrl: config.PUBLIC_URL });
  const manualKyc = createManualKycService(database.db);
  const users = createUsersService(database.db, sessions, manualKyc);
  const admin = createAdminService(database.db, sessions);

  const reference = createReferenceService(database.db);
  const projects = createProjectsService(database.db, reference);
  const maintenance = createMaintenanceService(database.db);

  route(app, HEALTH_ENDPOINTS.health, async () => {
    await pingDatabase(database.db);
    return { status: 'ok' as const };
  });
  route(app, HEALTH_ENDPOINTS.ready, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return sendError(reply, 503, { code: 'NOT_READY', message: 'Shutting down' });
    const ready = await pingDatabase(database.db).then(
      () => areMigrationsApplied(database.db),
      () => false,
    );
    if (!ready) return sendError(reply, 503, { code: 'NOT_READY', message: 'Database unreachable or migrations pending' });
    return { status: 'ready' as const };
  });
  registerMaintenanceRoutes(app, maintenance, config.SESSION_SECRET);
  registerTranslationRoutes(app);
  registerReferenceRoutes(app, reference, projects);
  registerProjectRoutes(app, projects, database.db);
  // Project documents, report files and agreements share the uploads' storage with the back office (decision 0016):
  // DATA_DIR/files, or the S3 bucket every instance shares (decision 0049).
  const fileStorage = options.storage ?? createFileStorage(config);
  registerProjectPageRoutes(app, {
    service: createProjectPageService({ db: database.db, storage: fileStorage, secret: config.SESSION_SECRET, reference }),
    limiter,
  });
  registerAuthRoutes(app, { auth, users, sessions, publicUrl: config.PUBLIC_URL });
  registerAdminRoutes(app, { admin, publicUrl: config.PUBLIC_URL });
  // The dev mailbox: only in the embedded demo mode, only from this machine (decision 0020).
  registerEmailRoutes(app, { db: database.db, enabled: isDevMailboxOn(config) });
  registerManualKycRoutes(app, manualKyc);
  registerCompanyRoutes(app, { db: database.db });
  registerQuestionnaireRoutes(app, { db: database.db });
  // Without SANDBOX the real provider is the only choice; start-up refuses a missing or skeleton one (env.ts).
  const kycProvider =
    config.KYC_PROVIDER === 'veriff'
      ? createVeriffKycProvider({
          apiKey: config.KYC_API_KEY,
          sharedSecret: config.KYC_WEBHOOK_SECRET,
          baseUrl: config.KYC_API_URL,
          publicUrl: config.PUBLIC_URL,
        })
      : config.KYC_API_URL || !config.sandbox
        ? new HttpKycProvider({ name: 'provider', apiKey: config.KYC_API_KEY, webhookSecret: config.KYC_WEBHOOK_SECRET, baseUrl: config.KYC_API_URL })
        : undefined;
  registerKycRoutes(app, { db: database.db, publicUrl: config.PUBLIC_URL, secret: config.SESSION_SECRET, provider: kycProvider });
  await registerFileRoutes(app, { db: database.db, storage: fileStorage });
  await registerAdminProjectRoutes(app, { db: database.db, storage: fileStorage, reference, onProjectsChanged: () => guestCache.invalidate() });
  // Money (issue 5): the payments module registers provider adapters, withdrawals the payout settlement.
  app.decorate('payments', createPaymentRegistry());
  // Automatic investment (decision 0035) allocates an opened project, and spends a deposit, right after they commit.
  const autoInvest = createAutoInvestTriggers(database.db, app.log, () => guestCache.invalidate());
  registerPaymentRoutes(app, {
    db: database.db,
    onDeposit: autoInvest.deposit,
    secret: config.SESSION_SECRET,
    sandbox: config.sandbox,
    providers: {
      connectPay: { apiUrl: config.CONNECTPAY_API_URL, apiKey: config.CONNECTPAY_API_KEY, webhookSecret: config.CONNECTPAY_WEBHOOK_SECRET },
      lemonway: {
        apiUrl: config.LEMONWAY_API_URL,
        apiKey: config.LEMONWAY_API_KEY,
        webhookSecret: config.LEMONWAY_WEBHOOK_SECRET,
        oauthUrl: config.LEMONWAY_OAUTH_URL,
        psuIp: config.LEMONWAY_PSU_IP,
      },
    },
  });

  registerWithdrawalRoutes(app, { db: database.db, secret: config.SESSION_SECRET, limiter });

  registerTransactionRoutes(app, createTransactionsService(database.db));
  registerTermsRoutes(app, { db: database.db });
  registerPhoneRoutes(app, { db: database.db, secret: config.SESSION_SECRET, limiter, sandbox: config.sandbox, devInbox: isDevMailboxOn(config) });
  registerMergeRoutes(app, { merge: createMergeService({ db: database.db, sessions, limiter }), publicUrl: config.PUBLIC_URL });
  registerNotificationRoutes(app, { db: database.db });
  // A referral or promo bonus an investment earns is paid right after it commits; the job catches up on the rest (decision 0044).
  const bonusTriggers = createBonusTriggers(database.db, app.log);
  registerInvestingRoutes(app, { db: database.db, onInvested: bonusTriggers.invested });
  // Jobs change projects outside any request: the guests' cache forgets what it kept.
  registerLifecycleRoutes(app, { db: database.db, onProjectChanged: () => guestCache.invalidate(), onProjectOpened: autoInvest.projectOpened });
  registerDebtorRoutes(app, { db: database.db, onProjectChanged: () => guestCache.invalidate() });
  registerPortfolioRoutes(app, { db: database.db });
  registerStatisticsRoutes(app, { db: database.db, changes: guestCache });
  // A sale's fee is invoiced right after the trade commits (decision 0037); the job catches up on the rest.
  const invoiceTriggers = createInvoiceTriggers(database.db, app.log);
  registerMarketRoutes(app, { db: database.db, onTrade: (tradeId) => void invoiceTriggers.tradeCommitted(tradeId) });
  registerAutoInvestRoutes(app, { db: database.db });
  // Report files made by jobs are kept with the uploads (DATA_DIR/files) for their retention period (decision 0036).
  registerReportRoutes(app, { db: database.db, storage: fileStorage });
  registerNoticeRoutes(app, createNoticesService(database.db));
  registerAgreementRoutes(app, { db: database.db, storage: fileStorage });
  registerInvoiceRoutes(app, { db: database.db });
  registerReferralRoutes(app, createReferralsService({ db: database.db }));
  registerAuditRoutes(app, { db: database.db });
  // The OpenAPI document of the endpoint table and its reference page (decision 0050).
  registerOpenApiRoutes(app, { security });

  // Unknown API paths answer JSON, never the HTML 404 page.
  app.all('/api/*', async (_request, reply) => sendError(reply, 404, { code: 'NOT_FOUND', message: 'Unknown API path' }));

  if (options.webBuildDir) {
    await registerSsr(app, {
      buildDir: options.webBuildDir,
      getNonce: (reply) => pageNonce(reply, security),
      publicEnv: getPublicEnv(config),
      internalHeader: [INTERNAL_HEADER, INTERNAL_TOKEN],
      cache: guestCache,
    });
  } else {
    app.setNotFoundHandler((_request, reply) => sendError(reply, 404, { code: 'NOT_FOUND', message: 'Not found' }));
  }
  return app;
}
