import {
  idOrSlugParamsSchema,
  projectExistSchema,
  projectResponseSchema,
  projectsPageSchema,
  projectsParamsSchema,
  slugParamsSchema,
  toWire,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../http/request-context';
import type { ProjectsService } from './projects.service';

export function registerProjectRoutes(app: FastifyInstance, projects: ProjectsService): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/get/projects/:set/:page',
    { config: { access: 'public' }, schema: { params: projectsParamsSchema, response: { 200: projectsPageSchema } } },
    (request) => projects.listSet(request.params.set, request.params.page, requestLocale(request), request.viewer),
  );

  typed.get(
    '/api/get/project/:id',
    { config: { access: 'public' }, schema: { params: idOrSlugParamsSchema, response: { 200: projectResponseSchema } } },
    async (request) => ({
      projectData: await projects.getProject(request.params.id, requestLocale(request), request.viewer),
      // Investments arrive with the investing capability; nobody has invested through this server yet.
      userInvestedAmount: toWire(0),
    }),
  );

  typed.get(
    '/api/get/check-if-project-exist/:slug',
    { config: { access: 'public' }, schema: { params: slugParamsSchema, response: { 200: projectExistSchema } } },
    (request) => projects.checkExists(request.params.slug, request.viewer),
  );
}
