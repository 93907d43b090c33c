import {
  adminAutoInvestSchema,
  allocationReportSchema,
  allowanceDetailsSchema,
  autoInvestSettingsBodySchema,
  backtestBodySchema,
  backtestSchema,
  deletedSchema,
  grantAllowanceBodySchema,
  projectIdParamsSchema,
  runAnswerSchema,
  strategiesSchema,
  strategyBodySchema,
  strategyIdParamsSchema,
  strategySchema,
} from '../autoinvest';
import { defineEndpoint } from '../endpoint';

/**
 * Automatic investment (issue 14, decision 0035). Strategies and the mandate are the investor's
 * own (another user's strategy answers 404); none of the changes is open to read-only or
 * impersonated sessions. The backtest reads the platform's past projects and changes nothing.
 */
export const AUTOINVEST_ENDPOINTS = {
  strategies: defineEndpoint({
    method: 'GET',
    path: '/api/autoinvestment/strategies',
    response: { 200: strategiesSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/autoinvestment/strategies',
    body: strategyBodySchema,
    response: { 201: strategySchema },
    access: 'user',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/autoinvestment/strategies/:id',
    params: strategyIdParamsSchema,
    body: strategyBodySchema,
    response: { 200: strategySchema },
    access: 'user',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/autoinvestment/strategies/:id',
    params: strategyIdParamsSchema,
    response: { 200: deletedSchema },
    access: 'user',
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/api/autoinvestment/strategies/:id/activate',
    params: strategyIdParamsSchema,
    response: { 200: strategySchema },
    access: 'user',
  }),
  pause: defineEndpoint({
    method: 'POST',
    path: '/api/autoinvestment/strategies/:id/pause',
    params: strategyIdParamsSchema,
    response: { 200: strategySchema },
    access: 'user',
  }),
  allowance: defineEndpoint({
    method: 'GET',
    path: '/api/autoinvestment/allowance-details',
    response: { 200: allowanceDetailsSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  grant: defineEndpoint({
    method: 'POST',
    path: '/api/autoinvestment/allowance',
    body: grantAllowanceBodySchema,
    response: { 200: allowanceDetailsSchema },
    access: 'user',
  }),
  revoke: defineEndpoint({ method: 'POST', path: '/api/autoinvestment/allowance/revoke', response: { 200: allowanceDetailsSchema }, access: 'user' }),
  backtest: defineEndpoint({
    method: 'POST',
    path: '/api/autoinvestment/backtest',
    body: backtestBodySchema,
    response: { 200: backtestSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
} as const;

/** The back office: settings (share, manual window, pause), recent runs, one project's allocation report, a run now. */
export const ADMIN_AUTOINVEST_ENDPOINTS = {
  overview: defineEndpoint({ method: 'GET', path: '/api/admin/autoinvestment', response: { 200: adminAutoInvestSchema }, access: 'operator' }),
  settings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/autoinvestment/settings',
    body: autoInvestSettingsBodySchema,
    response: { 200: adminAutoInvestSchema },
    access: 'operator',
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/admin/autoinvestment/projects/:id',
    params: projectIdParamsSchema,
    response: { 200: allocationReportSchema },
    access: 'operator',
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/api/admin/autoinvestment/projects/:id/run',
    params: projectIdParamsSchema,
    response: { 200: runAnswerSchema },
    access: 'operator',
  }),
} as const;
