import { auditExportQuerySchema } from '../audit';
import { defineEndpoint } from '../endpoint';

/** The operator's audit log export (decision 0051): files, not JSON answers. */
export const ADMIN_AUDIT_ENDPOINTS = {
  exportNdjson: defineEndpoint({ method: 'GET', path: '/api/admin/audit-log/export.ndjson', query: auditExportQuerySchema, response: {}, access: 'operator' }),
  exportCsv: defineEndpoint({ method: 'GET', path: '/api/admin/audit-log/export.csv', query: auditExportQuerySchema, response: {}, access: 'operator' }),
} as const;
