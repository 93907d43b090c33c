import { apiErrorSchema, localeFromPath, type AdminAutoInvest, type Locale } from '@platform/contract';
import { ADMIN_AUTOINVEST_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable, type EndpointAnswer } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { parseProjectId, type ReportState } from './report-query';

export interface AdminAutoinvestData {
  locale: Locale;
  /** null when the overview could not be loaded. */
  overview: AdminAutoInvest | null;
  /** `?project=` as given (the chooser shows it again). */
  projectInput: string;
  report: ReportState;
  meta: { title: string; description: string };
}

function reportState(input: string, projectId: number | null, answer: EndpointAnswer<typeof E.report> | null): ReportState {
  if (input === '') return { kind: 'none' };
  if (projectId === null || answer === null) return { kind: 'invalid' };
  if (answer.ok) return { kind: 'ready', report: answer.ok };
  const error = apiErrorSchema.safeParse(answer.data);
  return { kind: 'failed', projectId, code: error.success ? error.data.code : 'INTERNAL' };
}

/**
 * Back office at /admin/auto-investment?project={id} (the route table admits operators only): the
 * engine's settings, counters and latest runs, and the allocation report of the project asked for.
 */
export async function loadAdminAutoinvest({ request, context }: LoaderFunctionArgs): Promise<AdminAutoinvestData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const projectInput = (url.searchParams.get('project') ?? '').trim().slice(0, 20);
  const projectId = parseProjectId(projectInput);
  const [overview, report] = await Promise.all([
    apiCall(context, E.overview, {}),
    projectId === null ? Promise.resolve(null) : apiCall(context, E.report, { params: { id: projectId } }),
  ]);
  throwIfUnavailable(overview.status, locale);
  if (report) throwIfUnavailable(report.status, locale);
  const t = serverT(locale);
  return {
    locale,
    overview: overview.ok,
    projectInput,
    report: reportState(projectInput, projectId, report),
    meta: { title: `${t('adminAutoinvest.title')} | ${t('brand.name')}`, description: t('adminAutoinvest.intro') },
  };
}
