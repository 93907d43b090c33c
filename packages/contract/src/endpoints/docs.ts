import { defineEndpoint } from '../endpoint';

/**
 * The API's own description (decision 0050): the OpenAPI document made from this table, and the
 * browsable reference page (Swagger UI) with its script and stylesheet. They answer JSON, HTML,
 * JavaScript and CSS built by the server, so no answer schema; the page, its script and its
 * stylesheet are left out of the document.
 */
export const DOCS_ENDPOINTS = {
  openapi: defineEndpoint({ method: 'GET', path: '/api/openapi.json', response: {}, access: 'public' }),
  page: defineEndpoint({ method: 'GET', path: '/api/docs', response: {}, access: 'public' }),
  script: defineEndpoint({ method: 'GET', path: '/api/docs/swagger-ui.js', response: {}, access: 'public' }),
  stylesheet: defineEndpoint({ method: 'GET', path: '/api/docs/swagger-ui.css', response: {}, access: 'public' }),
} as const;
