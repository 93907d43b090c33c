import { API, translationsQuerySchema, translationsSchema } from '@platform/contract';
import { getTranslations } from '@platform/contract/i18n/index';
import { sortNamespaces } from '@platform/contract/i18n/namespaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../http/request-context';

/**
 * The texts of the page namespaces asked for (`ns`, default `public`; decision 0026). The query
 * schema admits only page namespaces, so e-mail and document texts never leave the server.
 */
export function registerTranslationRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.translations,
    { config: { access: 'public' }, schema: { querystring: translationsQuerySchema, response: { 200: translationsSchema } } },
    async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      const namespaces = sortNamespaces(request.query.ns ?? ['public']);
      reply.header('cache-control', 'public, max-age=300');
      return { locale, namespaces, translations: getTranslations(locale, namespaces) };
    },
  );
}
