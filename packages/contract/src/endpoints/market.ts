import { defineEndpoint } from '../endpoint';
import {
  adminCancelBodySchema,
  buyAnswerSchema,
  buyBodySchema,
  cancelListingBodySchema,
  editListingBodySchema,
  marketListQuerySchema,
  marketListSchema,
  marketOverviewSchema,
  marketRecordDetailSchema,
  marketRecordSchema,
  ownRecordsExportQuerySchema,
  ownRecordsQuerySchema,
  ownRecordsSchema,
  pauseBodySchema,
  recordIdParamsSchema,
  recordQuerySchema,
  resumeBodySchema,
  sellAnswerSchema,
  sellBodySchema,
} from '../market';

/**
 * The secondary market (issue 13, decision 0034). Selling, editing and cancelling change listings;
 * buying moves money (Idempotency-Key). None of them is open to read-only or impersonated sessions.
 * The list and a record are public (guests browse; buying needs an account).
 */
export const MARKET_ENDPOINTS = {
  sell: defineEndpoint({ method: 'POST', path: '/api/set/secondary-market/sell', body: sellBodySchema, response: { 201: sellAnswerSchema }, access: 'user' }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/set/secondary-market/edit',
    body: editListingBodySchema,
    response: { 200: marketRecordSchema },
    access: 'user',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/set/secondary-market/cancel',
    body: cancelListingBodySchema,
    response: { 200: marketRecordSchema },
    access: 'user',
  }),
  buy: defineEndpoint({ method: 'POST', path: '/api/set/secondary-market/buy', body: buyBodySchema, response: { 201: buyAnswerSchema }, access: 'user' }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/get/secondary-market/records',
    query: marketListQuerySchema,
    response: { 200: marketListSchema },
    access: 'public',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  record: defineEndpoint({
    method: 'GET',
    path: '/api/get/secondary-market/get-record/:id',
    params: recordIdParamsSchema,
    query: recordQuerySchema,
    response: { 200: marketRecordDetailSchema },
    access: 'public',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  ownRecords: defineEndpoint({
    method: 'GET',
    path: '/api/get/user-investment-secondary-market-records',
    query: ownRecordsQuerySchema,
    response: { 200: ownRecordsSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  ownRecordsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/get/user-investment-secondary-market-records/export.csv',
    query: ownRecordsExportQuerySchema,
    response: {},
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  ownRecordsXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/get/user-investment-secondary-market-records/export.xlsx',
    query: ownRecordsExportQuerySchema,
    response: {},
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
} as const;

/** The operator's side of the market: overview, pausing a project's listings, cancelling a listing (audited). */
export const ADMIN_MARKET_ENDPOINTS = {
  overview: defineEndpoint({ method: 'GET', path: '/api/admin/secondary-market', response: { 200: marketOverviewSchema }, access: 'operator' }),
  pause: defineEndpoint({
    method: 'POST',
    path: '/api/admin/secondary-market/pause',
    body: pauseBodySchema,
    response: { 200: marketOverviewSchema },
    access: 'operator',
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/admin/secondary-market/resume',
    body: resumeBodySchema,
    response: { 200: marketOverviewSchema },
    access: 'operator',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/admin/secondary-market/cancel',
    body: adminCancelBodySchema,
    response: { 200: marketOverviewSchema },
    access: 'operator',
  }),
} as const;
