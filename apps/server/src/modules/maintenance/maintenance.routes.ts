import { API } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { MaintenanceService } from './maintenance.service';
import { isValidOperatorCliToken } from './operator-token';

/** API paths that keep answering during maintenance: the check itself, texts for the 503 page, health, the switch. */
const OPEN_DURING_MAINTENANCE = new Set<string>([API.checkMaintenance, API.translations, API.health, '/api/internal/maintenance']);

export function registerMaintenanceRoutes(app: FastifyInstance, maintenance: MaintenanceService, sessionSecret: string): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // Spec section 8: HTTP 503 on any call while maintenance is on.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || OPEN_DURING_MAINTENANCE.has(path)) return;
    if (await maintenance.isEnabled()) throw new AppError('MAINTENANCE', 'The platform is under maintenance');
  });

  typed.get(API.checkMaintenance, { config: { access: 'public' }, schema: { response: { 200: z.boolean() } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return maintenance.isEnabled();
  });

  typed.post(
    '/api/internal/maintenance',
    {
      // Not a session route: the operator CLI proves itself with its token, from loopback only.
      config: { access: 'public' },
      schema: {
        hide: true,
        body: z.object({ enabled: z.boolean() }),
        response: { 200: z.object({ enabled: z.boolean() }) },
      },
    },
    async (request) => {
      const isLoopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
      if (!isLoopback || !isValidOperatorCliToken(sessionSecret, request.headers['x-operator-token'] as string | undefined)) {
        throw new AppError('FORBIDDEN', 'Operator token required');
      }
      await maintenance.setEnabled(request.body.enabled);
      request.log.warn({ enabled: request.body.enabled }, 'maintenance switched');
      return { enabled: request.body.enabled };
    },
  );
}
