import { calendarDate } from '@platform/contract';
import { ADMIN_AUDIT_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { route, type EndpointRequest } from '../../http/endpoint';
import { sendFile, tableCsv } from '../exports/table-export';
import { auditNdjson, auditTable, readAuditLog } from './audit-export';
import { recordAudit } from './audit.service';

/**
 * The operator's audit log export (decision 0051), NDJSON or CSV. The export is itself audited
 * (who read the trail, with which filters). A file cut at EXPORT_MAX_ROWS says so in
 * `x-export-truncated: true`.
 */
export function registerAuditRoutes(app: FastifyInstance, options: { db: Db }): void {
  const { db } = options;
  const answer = async (format: 'ndjson' | 'csv', request: EndpointRequest<typeof E.exportCsv | typeof E.exportNdjson>, reply: FastifyReply) => {
    const query = request.query;
    const { records, truncated } = await readAuditLog(db, query);
    await recordAudit(db, {
      actorUserId: request.viewer!.id,
      subjectUserId: null,
      action: 'operator.audit_exported',
      details: { format, ...query, rows: records.length, truncated },
      ip: request.ip,
    });
    const name = `audit-log-${calendarDate(new Date())}.${format}`;
    const headers: Record<string, string> = truncated ? { 'x-export-truncated': 'true' } : {};
    if (format === 'csv') return sendFile(reply, 'csv', name, tableCsv(auditTable(records)), headers);
    // sendFile's headers (attachment, no-store) with NDJSON's own media type.
    return sendFile(reply, 'csv', name, auditNdjson(records), { ...headers, 'content-type': 'application/x-ndjson; charset=utf-8' });
  };
  route(app, E.exportNdjson, (request, reply) => answer('ndjson', request, reply));
  route(app, E.exportCsv, (request, reply) => answer('csv', request, reply));
}
