import { API } from '@platform/contract';
import { MAINTENANCE_ENDPOINTS, TRANSLATIONS_ENDPOINTS } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import type { MaintenanceService } from './maintenance.service';
import { isValidOperatorCliToken } from './operator-token';

/** API paths that keep answering during maintenance: the check itself, texts for the 503 page, health, the switch. */
const OPEN_DURING_MAINTENANCE = new Set<string>([
  MAINTENANCE_ENDPOINTS.check.path,
  TRANSLATIONS_ENDPOINTS.translations.path,
  API.health,
  MAINTENANCE_ENDPOINTS.set.path,
]);

export function registerMaintenanceRoutes(app: FastifyInstance, maintenance: MaintenanceService, sessionSecret: string): void {
  // Spec section 8: HTTP 503 on any call while maintenance is on.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || OPEN_DURING_MAINTENANCE.has(path)) return;
    if (await maintenance.isEnabled()) throw new AppError('MAINTENANCE', 'The platform is under maintenance');
  });

  route(app, MAINTENANCE_ENDPOINTS.check, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return maintenance.isEnabled();
  });

  route(
    app,
    MAINTENANCE_ENDPOINTS.set,
    async (request) => {
      const isLoopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
      if (!isLoopback || !isValidOperatorCliToken(sessionSecret, request.headers['x-operator-token'] as string | undefined)) {
        throw new AppError('FORBIDDEN', 'Operator token required');
      }
      await maintenance.setEnabled(request.body.enabled);
      request.log.warn({ enabled: request.body.enabled }, 'maintenance switched');
      return { enabled: request.body.enabled };
    },
    { hide: true },
  );
}
