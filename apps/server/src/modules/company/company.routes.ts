import {
  COMPANY_API,
  companyDetailsBodySchema,
  companyPersonBodySchema,
  companyPersonIdParamsSchema,
  companyPersonSchema,
  companyResponseSchema,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { metaOf } from '../../http/request-meta';
import { createCompanyService } from './company.service';

/** Company data and persons of a company account (issue 4); private accounts get FORBIDDEN. */
export function registerCompanyRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const company = createCompanyService(deps.db);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(COMPANY_API.company, { config: { access: 'user' }, schema: { response: { 200: companyResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return company.get(request.viewer!.id);
  });

  typed.post(
    COMPANY_API.company,
    { config: { access: 'user' }, schema: { body: companyDetailsBodySchema, response: { 200: companyResponseSchema } } },
    async (request) => company.setDetails(request.viewer!.id, request.body, metaOf(request)),
  );

  typed.post(
    COMPANY_API.persons,
    { config: { access: 'user' }, schema: { body: companyPersonBodySchema, response: { 201: companyPersonSchema } } },
    async (request, reply) => reply.status(201).send(await company.addPerson(request.viewer!.id, request.body, metaOf(request))),
  );

  typed.post(
    '/api/user/company/persons/:id/remove',
    { config: { access: 'user' }, schema: { params: companyPersonIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await company.removePerson(request.viewer!.id, request.params.id, metaOf(request));
      return reply.status(204).send(null);
    },
  );
}
