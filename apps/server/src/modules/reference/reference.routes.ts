import { API, countrySchema, investmentTypeSchema, riskGroupSchema } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/request-context';
import type { ProjectsService } from '../projects/projects.service';
import type { ReferenceService } from './reference.service';

export function registerReferenceRoutes(app: FastifyInstance, reference: ReferenceService, projects: ProjectsService): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(API.riskGroups, { config: { access: 'public', guestCache: true }, schema: { response: { 200: z.array(riskGroupSchema) } } }, () => reference.listRiskGroups());
  typed.get(API.investmentTypes, { config: { access: 'public', guestCache: true }, schema: { response: { 200: z.array(investmentTypeSchema) } } }, (request) =>
    reference.listInvestmentTypes(requestLocale(request)),
  );
  typed.get(API.countries, { config: { access: 'public', guestCache: true }, schema: { response: { 200: z.array(countrySchema) } } }, (request) =>
    reference.listCountries(requestLocale(request)),
  );
  typed.get(API.projectCountries, { config: { access: 'public', guestCache: true }, schema: { response: { 200: z.array(countrySchema) } } }, (request) =>
    projects.listProjectCountries(requestLocale(request), request.viewer),
  );
}
