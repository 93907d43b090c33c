import { defineEndpoint } from '../endpoint';
import {
  createReportJobSchema,
  reportJobCreatedSchema,
  reportJobIdParams,
  reportJobListSchema,
  reportJobSchema,
  snapshotQuerySchema,
  snapshotSchema,
  statementQuerySchema,
  statementSchema,
  taxReportQuerySchema,
  taxReportSchema,
} from '../reports';

const file = {
  response: {},
  access: 'user',
  allowReadonly: true,
  allowImpersonation: true,
} as const;

/** Reports (issue 15, decision 0036): always the caller's own; files stream (no JSON answer). */
export const REPORTS_ENDPOINTS = {
  statement: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/statement',
    query: statementQuerySchema,
    response: { 200: statementSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  statementPdf: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/statement.pdf',
    query: statementQuerySchema,
    ...file,
  }),
  statementCsv: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/statement.csv',
    query: statementQuerySchema,
    ...file,
  }),
  statementXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/statement.xlsx',
    query: statementQuerySchema,
    ...file,
  }),

  tax: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/tax',
    query: taxReportQuerySchema,
    response: { 200: taxReportSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  taxPdf: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/tax.pdf',
    query: taxReportQuerySchema,
    ...file,
  }),
  taxCsv: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/tax.csv',
    query: taxReportQuerySchema,
    ...file,
  }),
  taxXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/tax.xlsx',
    query: taxReportQuerySchema,
    ...file,
  }),

  snapshot: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/snapshot',
    query: snapshotQuerySchema,
    response: { 200: snapshotSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  snapshotPdf: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/snapshot.pdf',
    query: snapshotQuerySchema,
    ...file,
  }),
  snapshotCsv: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/snapshot.csv',
    query: snapshotQuerySchema,
    ...file,
  }),
  snapshotXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/snapshot.xlsx',
    query: snapshotQuerySchema,
    ...file,
  }),

  /** A file made in the background (202 {id}); a read-only or impersonated session may ask for one too: it moves no money. */
  createJob: defineEndpoint({
    method: 'POST',
    path: '/api/reports/jobs',
    body: createReportJobSchema,
    response: { 202: reportJobCreatedSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  jobs: defineEndpoint({
    method: 'GET',
    path: '/api/reports/jobs',
    response: { 200: reportJobListSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  job: defineEndpoint({
    method: 'GET',
    path: '/api/reports/jobs/:id',
    params: reportJobIdParams,
    response: { 200: reportJobSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  jobFile: defineEndpoint({
    method: 'GET',
    path: '/api/reports/jobs/:id/file',
    params: reportJobIdParams,
    ...file,
  }),
} as const;
