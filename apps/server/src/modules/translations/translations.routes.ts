import { API, translationsQuerySchema, translationsSchema } from '@platform/contract';
import { getTranslations } from '@platform/contract/i18n/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../http/request-context';

export function registerTranslationRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.translations,
    { config: { access: 'public' }, schema: { querystring: translationsQuerySchema, response: { 200: translationsSchema } } },
    async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      reply.header('cache-control', 'public, max-age=300');
      return { locale, translations: getTranslations(locale) };
    },
  );
}
