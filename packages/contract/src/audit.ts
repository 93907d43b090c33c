import { z } from 'zod';
import { isoDay } from './transactions';

/**
 * The operator's audit log export (decision 0051): NDJSON (one JSON object a line, for log tools)
 * or CSV, filtered by Vilnius calendar days, action and actor. An action ending with a dot is a
 * prefix ("user." is every user.* action); otherwise it is matched exactly.
 */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*\.?$/;

export const auditExportQuerySchema = z
  .object({
    /** First Vilnius day included. */
    dateFrom: optional(isoDay),
    /** Last Vilnius day included. */
    dateTo: optional(isoDay),
    action: optional(z.string().max(80).regex(AUDIT_ACTION_PATTERN, 'expected an action such as user.login, or a prefix such as user.')),
    /** The user who acted. */
    actorUserId: optional(z.coerce.number().int().positive().max(2_147_483_647)),
  })
  .superRefine((value, ctx) => {
    if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateTo must not be before dateFrom' });
    }
  });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** One line of the NDJSON export (and one row of the CSV, details as JSON text). */
export interface AuditExportRecord {
  id: number;
  /** ISO 8601 instant, UTC. */
  at: string;
  action: string;
  actorUserId: number | null;
  actorEmail: string | null;
  subjectUserId: number | null;
  subjectEmail: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}
