import {
  idOrSlugParamsSchema,
  projectExistSchema,
  projectResponseSchema,
  projectsPageSchema,
  FILTER_QUERY,
  projectsFilterQuerySchema,
  projectsParamsSchema,
  readProjectFilter,
  slugParamsSchema,
  toWire,
  ZERO_CENTS,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { requestLocale } from '../../http/request-context';
import type { Db } from '../../db/client';
import { userInvestedAmount as investedAmountOf } from '../investing/investing.ledger';
import type { ProjectsService } from './projects.service';

export function registerProjectRoutes(app: FastifyInstance, projects: ProjectsService, db?: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/get/projects/:set/:page',
    { config: { access: 'public' , guestCache: true }, schema: { params: projectsParamsSchema, querystring: projectsFilterQuerySchema, response: { 200: projectsPageSchema } } },
    (request) => {
      // Catalogue filters and sort (decision 0016): anything invalid is a 400, never silently dropped.
      const { filter, invalid } = readProjectFilter(request.query);
      if (invalid.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'Invalid project filter', Object.fromEntries(invalid.map((field) => [FILTER_QUERY[field], ['invalid']])));
      }
      return projects.listSet(request.params.set, request.params.page, requestLocale(request), request.viewer, filter);
    },
  );

  typed.get(
    '/api/get/project/:id',
    { config: { access: 'public' , guestCache: true }, schema: { params: idOrSlugParamsSchema, response: { 200: projectResponseSchema } } },
    async (request) => {
      const projectData = await projects.getProject(request.params.id, requestLocale(request), request.viewer);
      // The caller's live holdings in this project (investing module); "0.00" for guests.
      const userInvestedAmount = request.viewer && db ? await investedAmountOf(db, request.viewer.id, projectData.id) : toWire(ZERO_CENTS);
      return { projectData, userInvestedAmount };
    },
  );

  typed.get(
    '/api/get/check-if-project-exist/:slug',
    { config: { access: 'public' , guestCache: true }, schema: { params: slugParamsSchema, response: { 200: projectExistSchema } } },
    (request) => projects.checkExists(request.params.slug, request.viewer),
  );
}
