import { COMPANY_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { metaOf } from '../../http/request-meta';
import { createCompanyService } from './company.service';

/** Company data and persons of a company account (issue 4); private accounts get FORBIDDEN. */
export function registerCompanyRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const company = createCompanyService(deps.db);

  route(app, E.company, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return company.get(request.viewer!.id);
  });

  route(app, E.setDetails, async (request) => company.setDetails(request.viewer!.id, request.body, metaOf(request)));

  route(app, E.addPerson, async (request, reply) => reply.status(201).send(await company.addPerson(request.viewer!.id, request.body, metaOf(request))));

  route(app, E.removePerson, async (request, reply) => {
    await company.removePerson(request.viewer!.id, request.params.id, metaOf(request));
    return reply.status(204).send(null);
  });
}
