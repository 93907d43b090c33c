import { ENDPOINTS } from '@platform/contract/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registerMaintenanceRoutes } from '../modules/maintenance/maintenance.routes';
import { registerNotificationRoutes } from '../modules/notifications/notifications.routes';
import { registerProjectPageRoutes } from '../modules/project-page/project-page.routes';
import { registerProjectRoutes } from '../modules/projects/projects.routes';
import { registerReferenceRoutes } from '../modules/reference/reference.routes';
import { registerTranslationRoutes } from '../modules/translations/translations.routes';

/**
 * The modules converted to the endpoint table (decision 0030): each registers its routes on a bare
 * Fastify instance (services are never called while registering), and every /api route it makes
 * must be an entry of the table with the same method and access. A route added to one of these
 * modules with a path literal fails here.
 */
const CONVERTED: Record<string, { file: string; register: (app: FastifyInstance) => void }> = {
  projects: { file: '../modules/projects/projects.routes.ts', register: (app) => registerProjectRoutes(app, {} as never) },
  'project-page': { file: '../modules/project-page/project-page.routes.ts', register: (app) => registerProjectPageRoutes(app, { service: {} as never, limiter: {} as never }) },
  reference: { file: '../modules/reference/reference.routes.ts', register: (app) => registerReferenceRoutes(app, {} as never, {} as never) },
  translations: { file: '../modules/translations/translations.routes.ts', register: (app) => registerTranslationRoutes(app) },
  maintenance: { file: '../modules/maintenance/maintenance.routes.ts', register: (app) => registerMaintenanceRoutes(app, {} as never, 'secret') },
  notifications: { file: '../modules/notifications/notifications.routes.ts', register: (app) => registerNotificationRoutes(app, { db: {} as never }) },
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
      routes.push({ method, url: route.url, access: config.access, allowReadonly: Boolean(config.allowReadonly), allowImpersonation: Boolean(config.allowImpersonation) });
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
