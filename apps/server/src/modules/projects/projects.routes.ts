import { FILTER_QUERY, readProjectFilter, toWire, ZERO_CENTS } from '@platform/contract';
import { PROJECTS_ENDPOINTS } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import type { Db } from '../../db/client';
import { userInvestedAmount as investedAmountOf } from '../investing/investing.ledger';
import type { ProjectsService } from './projects.service';

export function registerProjectRoutes(app: FastifyInstance, projects: ProjectsService, db?: Db): void {
  const guestCache = { config: { guestCache: true } };

  route(
    app,
    PROJECTS_ENDPOINTS.list,
    (request) => {
      // Catalogue filters and sort (decision 0016): anything invalid is a 400, never silently dropped.
      const { filter, invalid } = readProjectFilter(request.query);
      if (invalid.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'Invalid project filter', Object.fromEntries(invalid.map((field) => [FILTER_QUERY[field], ['invalid']])));
      }
      return projects.listSet(request.params.set, request.params.page, requestLocale(request), request.viewer, filter);
    },
    guestCache,
  );

  route(
    app,
    PROJECTS_ENDPOINTS.project,
    async (request) => {
      const projectData = await projects.getProject(request.params.id, requestLocale(request), request.viewer);
      // The caller's live holdings in this project (investing module); "0.00" for guests.
      const userInvestedAmount = request.viewer && db ? await investedAmountOf(db, request.viewer.id, projectData.id) : toWire(ZERO_CENTS);
      return { projectData, userInvestedAmount };
    },
    guestCache,
  );

  route(app, PROJECTS_ENDPOINTS.checkExists, (request) => projects.checkExists(request.params.slug, request.viewer), guestCache);
}
