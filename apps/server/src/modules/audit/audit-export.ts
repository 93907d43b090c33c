import { zonedMidnight } from '@platform/contract';
import type { AuditExportQuery, AuditExportRecord } from '@platform/contract/audit';
import { EXPORT_MAX_ROWS } from '@platform/contract/exports';
import { and, asc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { dateCell, textCell, type ExportTable } from '../exports/table-export';

/** The instant a Vilnius calendar day ('YYYY-MM-DD') starts, plus `days`. */
function dayStart(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(year, month, date + days);
}

/** `user.` → every action starting with it (LIKE's own wildcards escaped); anything else exactly. */
function actionFilter(action: string): SQL {
  if (!action.endsWith('.')) return eq(auditLog.action, action);
  return like(auditLog.action, `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export interface AuditExport {
  records: AuditExportRecord[];
  /** More entries matched than one file holds (EXPORT_MAX_ROWS): the oldest are in, narrow the filters for the rest. */
  truncated: boolean;
}

/** The audit entries matching the filters, oldest first, with the actor's and the subject's e-mail. */
export async function readAuditLog(db: Db, query: AuditExportQuery, maxRows = EXPORT_MAX_ROWS): Promise<AuditExport> {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const where: SQL[] = [];
  if (query.dateFrom) where.push(gte(auditLog.createdAt, dayStart(query.dateFrom)));
  if (query.dateTo) where.push(lt(auditLog.createdAt, dayStart(query.dateTo, 1)));
  if (query.action) where.push(actionFilter(query.action));
  if (query.actorUserId !== undefined) where.push(eq(auditLog.actorUserId, query.actorUserId));
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      actorEmail: actor.email,
      subjectUserId: auditLog.subjectUserId,
      subjectEmail: subject.email,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(asc(auditLog.id))
    .limit(maxRows + 1);
  const records = rows.slice(0, maxRows).map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    subjectUserId: row.subjectUserId,
    subjectEmail: row.subjectEmail,
    ip: row.ip,
    details: row.details ?? {},
  }));
  return { records, truncated: rows.length > maxRows };
}

/** One JSON object a line, newline-terminated. */
export function auditNdjson(records: readonly AuditExportRecord[]): string {
  let out = '';
  for (const record of records) out += `${JSON.stringify(record)}\n`;
  return out;
}

/** The CSV's table: machine headings (the file is for tools, like the NDJSON), details as JSON text. */
export function auditTable(records: readonly AuditExportRecord[]): ExportTable {
  return {
    sheet: 'Audit log',
    columns: [
      { heading: 'id' },
      { heading: 'at' },
      { heading: 'action' },
      { heading: 'actor_user_id' },
      { heading: 'actor_email' },
      { heading: 'subject_user_id' },
      { heading: 'subject_email' },
      { heading: 'ip' },
      { heading: 'details' },
    ],
    rows: records.map((r) => [
      textCell(r.id),
      dateCell(r.at),
      textCell(r.action),
      textCell(r.actorUserId),
      textCell(r.actorEmail),
      textCell(r.subjectUserId),
      textCell(r.subjectEmail),
      textCell(r.ip),
      textCell(JSON.stringify(r.details)),
    ]),
  };
}
