import { apiErrorSchema, localeFromPath, statementQuerySchema, type Locale, type Statement } from '@platform/contract';
import { REPORTS_ENDPOINTS } from '@platform/contract/endpoints';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { periodErrors, readPeriod, vilniusToday, type PeriodErrors, type StatementPeriod } from './statement-period';

export type StatementResult = { kind: 'ok'; statement: Statement } | { kind: 'invalid'; errors: PeriodErrors } | { kind: 'error' };

export interface StatementLoaderData {
  locale: Locale;
  /** Today in Vilnius: the presets count from it (the server's day, so the page hydrates the same). */
  today: string;
  /** The period as the address gives it (or the default one), shown in the form. */
  period: StatementPeriod;
  result: StatementResult;
  meta: { title: string; description: string };
}

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/**
 * /account/reports?from=&to=: the account statement of the period. A period the contract refuses is
 * reported per field without a call; the API's own refusal (400 with field errors) the same way.
 */
export async function loadStatement({ request, context }: LoaderFunctionArgs): Promise<StatementLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const meta = { title: `${t('reports.title')} | ${t('brand.name')}`, description: t('reports.meta_description') };
  const today = vilniusToday();
  const period = readPeriod(url.searchParams, today);
  const base = { locale, today, period, meta };

  const checked = statementQuerySchema.safeParse(period);
  if (!checked.success) return { ...base, result: { kind: 'invalid', errors: periodErrors(fieldErrorsOf(checked.error.issues)) } };

  const answer = await apiCall(context, REPORTS_ENDPOINTS.statement, { query: { from: period.from, to: period.to, locale } });
  throwIfUnavailable(answer.status, locale);
  if (answer.status === 400) {
    const parsed = apiErrorSchema.safeParse(answer.data);
    const errors = periodErrors(parsed.success ? parsed.data.fieldErrors : undefined);
    // A refusal that names neither date is not something the person can correct in the form.
    return { ...base, result: Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'error' } };
  }
  if (!answer.ok) return { ...base, result: { kind: 'error' } };
  return { ...base, result: { kind: 'ok', statement: answer.ok } };
}
