import { buildPath, type AllocationReport, type Locale } from '@platform/contract';

/** The id of the report section: links to a project's report scroll to it (ScrollRestoration follows the hash). */
export const REPORT_ANCHOR = 'admin-autoinvest-report';

/** Largest id the API accepts (projectIdParamsSchema). */
const MAX_ID = 2_147_483_647;

/** A project id as typed in the chooser or the address (`?project=`): digits only, 1 … 2^31−1; null otherwise. */
export function parseProjectId(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The page showing one project's allocation report, scrolled to it. */
export function reportPath(locale: Locale, projectId: number): string {
  return `${buildPath('admin-auto-investment', locale, {}, { project: projectId })}#${REPORT_ANCHOR}`;
}

/** The report part of the page: none asked for, an id that is not one, the report, or the API's refusal. */
export type ReportState =
  { kind: 'none' } | { kind: 'invalid' } | { kind: 'ready'; report: AllocationReport } | { kind: 'failed'; projectId: number; code: string };
