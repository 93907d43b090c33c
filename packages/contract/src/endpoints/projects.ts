import { z } from 'zod';
import {
  countrySchema,
  idOrSlugParamsSchema,
  investmentTypeSchema,
  projectExistSchema,
  projectResponseSchema,
  projectsPageSchema,
  projectsParamsSchema,
  riskGroupSchema,
  slugParamsSchema,
} from '../api';
import { defineEndpoint } from '../endpoint';
import { projectsFilterQuerySchema } from '../project-page';

/** The catalogue and one project (spec section 7). Guests' answers are cached for a second on the server. */
export const PROJECTS_ENDPOINTS = {
  /** One page of a project set; the catalogue filter in the query (400 on anything invalid, decision 0016). */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/get/projects/:set/:page',
    params: projectsParamsSchema,
    query: projectsFilterQuerySchema,
    response: { 200: projectsPageSchema },
    access: 'public',
  }),
  project: defineEndpoint({
    method: 'GET',
    path: '/api/get/project/:id',
    params: idOrSlugParamsSchema,
    response: { 200: projectResponseSchema },
    access: 'public',
  }),
  checkExists: defineEndpoint({
    method: 'GET',
    path: '/api/get/check-if-project-exist/:slug',
    params: slugParamsSchema,
    response: { 200: projectExistSchema },
    access: 'public',
  }),
} as const;

/** Option lists of the catalogue filter and the forms. */
export const REFERENCE_ENDPOINTS = {
  riskGroups: defineEndpoint({ method: 'GET', path: '/api/get/risk-groups', response: { 200: z.array(riskGroupSchema) }, access: 'public' }),
  investmentTypes: defineEndpoint({ method: 'GET', path: '/api/get/investment-types', response: { 200: z.array(investmentTypeSchema) }, access: 'public' }),
  countries: defineEndpoint({ method: 'GET', path: '/api/get/countries', response: { 200: z.array(countrySchema) }, access: 'public' }),
  /** Countries that have at least one project the caller may see. */
  projectCountries: defineEndpoint({ method: 'GET', path: '/api/get/project-countries', response: { 200: z.array(countrySchema) }, access: 'public' }),
} as const;
