import { TRANSLATIONS_ENDPOINTS } from '@platform/contract/endpoints';
import { getTranslations } from '@platform/contract/i18n/index';
import { sortNamespaces } from '@platform/contract/i18n/namespaces';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';

/**
 * The texts of the page namespaces asked for (`ns`, default `public`; decision 0026). The query
 * schema admits only page namespaces, so e-mail and document texts never leave the server.
 */
export function registerTranslationRoutes(app: FastifyInstance): void {
  route(app, TRANSLATIONS_ENDPOINTS.translations, async (request, reply) => {
    const locale = request.query.locale ?? requestLocale(request);
    const namespaces = sortNamespaces(request.query.ns ?? ['public']);
    reply.header('cache-control', 'public, max-age=300');
    return { locale, namespaces, translations: getTranslations(locale, namespaces) };
  });
}
