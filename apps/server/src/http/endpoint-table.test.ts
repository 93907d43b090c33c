import { ENDPOINTS } from '@platform/contract/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registerAdminProjectRoutes } from '../modules/admin-projects/admin-projects.routes';
import { registerAdminRoutes } from '../modules/admin/admin.routes';
import { registerLifecycleRoutes } from '../modules/lifecycle/lifecycle.routes';
import { registerAuthRoutes } from '../modules/auth/auth.routes';
import { registerCompanyRoutes } from '../modules/company/company.routes';
import { registerMaintenanceRoutes } from '../modules/maintenance/maintenance.routes';
import { registerMergeRoutes } from '../modules/merge/merge.routes';
import { registerNotificationRoutes } from '../modules/notifications/notifications.routes';
import { registerProjectPageRoutes } from '../modules/project-page/project-page.routes';
import { registerProjectRoutes } from '../modules/projects/projects.routes';
import { registerReferenceRoutes } from '../modules/reference/reference.routes';
import { registerTranslationRoutes } from '../modules/translations/translations.routes';
import { registerWithdrawalRoutes } from '../modules/withdrawals/withdrawals.routes';
import { registerPaymentRoutes } from '../modules/payments/payments.routes';
import { createPaymentRegistry } from '../modules/payments/provider';
import { registerTransactionRoutes } from '../modules/transactions/transactions.routes';
import { registerInvestingRoutes } from '../modules/investing/investing.routes';
import { registerDebtorRoutes } from '../modules/debtor/debtor.routes';
import { registerFileRoutes } from '../modules/files/files.routes';
import { registerQuestionnaireRoutes } from '../modules/questionnaire/questionnaire.routes';
import { registerKycRoutes } from '../modules/kyc/kyc.routes';
import { registerManualKycRoutes } from '../modules/manual-kyc/manual-kyc.routes';
import { registerReportRoutes } from '../modules/reports/reports.routes';
import { registerAgreementRoutes } from '../modules/agreements/agreements.routes';
import { registerInvoiceRoutes } from '../modules/invoices/invoices.routes';
import { registerNoticeRoutes } from '../modules/notices/notices.routes';

/**
 * The modules converted to the endpoint table (decision 0030): each registers its routes on a bare
 * Fastify instance (services are never called while registering), and every /api route it makes
 * must be an entry of the table with the same method and access. A route added to one of these
 * modules with a path literal fails here.
 */
const CONVERTED: Record<string, { file: string; register: (app: FastifyInstance) => void }> = {
  admin: { file: '../modules/admin/admin.routes.ts', register: (app) => registerAdminRoutes(app, { admin: {} as never, publicUrl: 'http://localhost' }) },
  // The two multipart uploads are registered in a plugin scope, after this synchronous look: endpoint-table.api.test.ts checks them.
  'admin-projects': {
    file: '../modules/admin-projects/admin-projects.routes.ts',
    register: (app) => void registerAdminProjectRoutes(app, { db: {} as never, reference: {} as never, storage: {} as never, onProjectsChanged: () => {} }),
  },
  lifecycle: { file: '../modules/lifecycle/lifecycle.routes.ts', register: (app) => registerLifecycleRoutes(app, { db: {} as never, service: {} as never }) },
  auth: {
    file: '../modules/auth/auth.routes.ts',
    register: (app) => registerAuthRoutes(app, { auth: {} as never, users: {} as never, sessions: {} as never, publicUrl: 'http://localhost' }),
  },
  company: { file: '../modules/company/company.routes.ts', register: (app) => registerCompanyRoutes(app, { db: {} as never }) },
  merge: { file: '../modules/merge/merge.routes.ts', register: (app) => registerMergeRoutes(app, { merge: {} as never, publicUrl: 'http://localhost' }) },
  projects: { file: '../modules/projects/projects.routes.ts', register: (app) => registerProjectRoutes(app, {} as never) },
  'project-page': {
    file: '../modules/project-page/project-page.routes.ts',
    register: (app) => registerProjectPageRoutes(app, { service: {} as never, limiter: {} as never }),
  },
  reference: { file: '../modules/reference/reference.routes.ts', register: (app) => registerReferenceRoutes(app, {} as never, {} as never) },
  translations: { file: '../modules/translations/translations.routes.ts', register: (app) => registerTranslationRoutes(app) },
  maintenance: { file: '../modules/maintenance/maintenance.routes.ts', register: (app) => registerMaintenanceRoutes(app, {} as never, 'secret') },
  notifications: { file: '../modules/notifications/notifications.routes.ts', register: (app) => registerNotificationRoutes(app, { db: {} as never }) },
  withdrawals: {
    file: '../modules/withdrawals/withdrawals.routes.ts',
    register: (app) => registerWithdrawalRoutes(app.decorate('payments', createPaymentRegistry()), { db: {} as never, secret: 'secret', limiter: {} as never }),
  },
  // The provider webhooks are registered in a plugin scope (raw JSON), after this synchronous look: endpoint-table.api.test.ts checks them.
  payments: {
    file: '../modules/payments/payments.routes.ts',
    register: (app) => void registerPaymentRoutes(app.decorate('payments', createPaymentRegistry()), { db: {} as never, secret: 'secret', sandbox: true }),
  },
  transactions: { file: '../modules/transactions/transactions.routes.ts', register: (app) => registerTransactionRoutes(app, {} as never) },
  investing: {
    file: '../modules/investing/investing.routes.ts',
    register: (app) => void registerInvestingRoutes(app, { db: {} as never, service: {} as never }),
  },
  debtor: {
    file: '../modules/debtor/debtor.routes.ts',
    register: (app) => {
      const payments = createPaymentRegistry();
      payments.register({ name: 'connectPay', sandbox: true, bank: {} } as never);
      void registerDebtorRoutes(app.decorate('payments', payments), { db: {} as never, account: {} as never });
    },
  },
  // The multipart upload is registered in a plugin scope, after this synchronous look: endpoint-table.api.test.ts checks it.
  files: { file: '../modules/files/files.routes.ts', register: (app) => void registerFileRoutes(app, { db: {} as never, storage: {} as never }) },
  questionnaire: { file: '../modules/questionnaire/questionnaire.routes.ts', register: (app) => registerQuestionnaireRoutes(app, { db: {} as never }) },
  // The webhook (raw JSON) and the sandbox pages are registered in plugin scopes, after this synchronous look: endpoint-table.api.test.ts checks the webhook.
  kyc: {
    file: '../modules/kyc/kyc.routes.ts',
    register: (app) => registerKycRoutes(app, { db: {} as never, publicUrl: 'http://localhost', secret: 'secret' }),
  },
  'manual-kyc': { file: '../modules/manual-kyc/manual-kyc.routes.ts', register: (app) => registerManualKycRoutes(app, {} as never) },
  reports: { file: '../modules/reports/reports.routes.ts', register: (app) => void registerReportRoutes(app, { db: {} as never, storage: {} as never }) },
  agreements: {
    file: '../modules/agreements/agreements.routes.ts',
    register: (app) => void registerAgreementRoutes(app, { db: {} as never, storage: {} as never, service: {} as never }),
  },
  notices: { file: '../modules/notices/notices.routes.ts', register: (app) => registerNoticeRoutes(app, {} as never) },
  invoices: { file: '../modules/invoices/invoices.routes.ts', register: (app) => void registerInvoiceRoutes(app, { db: {} as never, service: {} as never }) },
};

function routesOf(register: (app: FastifyInstance) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: { method: string; url: string; access: unknown; allowReadonly: boolean; allowImpersonation: boolean }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const config = route.config ?? {};
      routes.push({
        method,
        url: route.url,
        access: config.access,
        allowReadonly: Boolean(config.allowReadonly),
        allowImpersonation: Boolean(config.allowImpersonation),
      });
    }
  });
  register(app);
  return routes;
}

const table = new Map(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e]));

describe.each(Object.entries(CONVERTED))('module %s', (_name, { file, register }) => {
  it('registers only endpoints of the table, with their access', () => {
    const routes = routesOf(register);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const endpoint = table.get(`${route.method} ${route.url}`);
      expect(endpoint, `${route.method} ${route.url} is not in the endpoint table`).toBeDefined();
      expect(route).toEqual({
        method: endpoint!.method,
        url: endpoint!.path,
        access: endpoint!.access,
        allowReadonly: Boolean(endpoint!.allowReadonly),
        allowImpersonation: Boolean(endpoint!.allowImpersonation),
      });
    }
  });

  it('spells no API path', () => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source).not.toMatch(/['"`]\/api\/\w/);
  });
});
