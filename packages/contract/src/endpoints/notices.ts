import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { activeNoticesSchema, adminNoticeSchema, adminNoticesSchema, noticeIdParamsSchema, noticeInputSchema } from '../notices';

/** Operator-scheduled notices (decision 0045): what the caller sees now, texts in the request's locale; guests too. */
export const NOTICES_ENDPOINTS = {
  active: defineEndpoint({ method: 'GET', path: '/api/notices/active', response: { 200: activeNoticesSchema }, access: 'public' }),
} as const;

/** The back office's notices: every one (past, current, upcoming), created, replaced, deleted by an operator. */
export const ADMIN_NOTICES_ENDPOINTS = {
  adminList: defineEndpoint({ method: 'GET', path: '/api/admin/notices', response: { 200: adminNoticesSchema }, access: 'operator' }),
  adminCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/notices',
    body: noticeInputSchema,
    response: { 201: adminNoticeSchema },
    access: 'operator',
  }),
  adminUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/notices/:id',
    params: noticeIdParamsSchema,
    body: noticeInputSchema,
    response: { 200: adminNoticeSchema },
    access: 'operator',
  }),
  adminDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/notices/:id',
    params: noticeIdParamsSchema,
    response: { 204: z.null() },
    access: 'operator',
  }),
} as const;
