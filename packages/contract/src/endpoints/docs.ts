import { defineEndpoint } from '../endpoint';

/**
 * The API's own description (decision 0050): the OpenAPI document made from this table, and the
 * browsable reference page with its script. They answer JSON, HTML and JavaScript built by the
 * server, so no answer schema; the page and its script are left out of the document.
 */
export const DOCS_ENDPOINTS = {
  openapi: defineEndpoint({ method: 'GET', path: '/api/openapi.json', response: {}, access: 'public' }),
  page: defineEndpoint({ method: 'GET', path: '/api/docs', response: {}, access: 'public' }),
  script: defineEndpoint({ method: 'GET', path: '/api/docs/scalar.js', response: {}, access: 'public' }),
} as const;
