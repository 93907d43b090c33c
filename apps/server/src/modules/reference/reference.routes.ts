import { REFERENCE_ENDPOINTS } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import type { ProjectsService } from '../projects/projects.service';
import type { ReferenceService } from './reference.service';

export function registerReferenceRoutes(app: FastifyInstance, reference: ReferenceService, projects: ProjectsService): void {
  const guestCache = { config: { guestCache: true } };
  route(app, REFERENCE_ENDPOINTS.riskGroups, () => reference.listRiskGroups(), guestCache);
  route(app, REFERENCE_ENDPOINTS.investmentTypes, (request) => reference.listInvestmentTypes(requestLocale(request)), guestCache);
  route(app, REFERENCE_ENDPOINTS.countries, (request) => reference.listCountries(requestLocale(request)), guestCache);
  route(app, REFERENCE_ENDPOINTS.projectCountries, (request) => projects.listProjectCountries(requestLocale(request), request.viewer), guestCache);
}
