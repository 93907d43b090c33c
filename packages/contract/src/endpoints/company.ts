import { z } from 'zod';
import { companyDetailsBodySchema, companyPersonBodySchema, companyPersonIdParamsSchema, companyPersonSchema, companyResponseSchema } from '../company';
import { defineEndpoint } from '../endpoint';

/** Company data and persons of a company account (issue 4); private accounts get FORBIDDEN. */
export const COMPANY_ENDPOINTS = {
  company: defineEndpoint({ method: 'GET', path: '/api/user/company', response: { 200: companyResponseSchema }, access: 'user' }),
  setDetails: defineEndpoint({
    method: 'POST',
    path: '/api/user/company',
    body: companyDetailsBodySchema,
    response: { 200: companyResponseSchema },
    access: 'user',
  }),
  addPerson: defineEndpoint({
    method: 'POST',
    path: '/api/user/company/persons',
    body: companyPersonBodySchema,
    response: { 201: companyPersonSchema },
    access: 'user',
  }),
  removePerson: defineEndpoint({
    method: 'POST',
    path: '/api/user/company/persons/:id/remove',
    params: companyPersonIdParamsSchema,
    response: { 204: z.null() },
    access: 'user',
  }),
} as const;
