import { TERMS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { metaOf } from '../../http/request-meta';
import { createTermsService } from './terms.service';

/** Terms and conditions (decision 0047): the logged-in person accepts the version in force. */
export function registerTermsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const terms = createTermsService(deps.db);
  // Read-only and impersonated sessions are refused by the session plugin (the endpoint allows neither).
  route(app, E.accept, async (request) => terms.accept(request.viewer!.id, metaOf(request)));
}
