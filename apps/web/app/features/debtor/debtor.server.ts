import { buildPath, localeFromPath, type DebtorProject, type DebtorProjectDocuments, type Locale, type LoanScheduleItem } from '@platform/contract';
import { AGREEMENTS_ENDPOINTS, DEBTOR_ENDPOINTS, LIFECYCLE_ENDPOINTS } from '@platform/contract/endpoints';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { loadViewer } from '../../lib/session.server';
import { debtorStepLink, type DebtorStepLink } from './debtor-step';

export interface DebtorProjectsLoaderData {
  locale: Locale;
  /** null when the list could not be read (the page says so). */
  projects: DebtorProject[] | null;
  /** Each disbursed project's schedule by project id; null when it could not be read. */
  schedules: Record<number, LoanScheduleItem[] | null>;
  /** Each project's documents (loan agreement, schedule PDF, payment confirmations) by project id; null when they could not be read. */
  documents: Record<number, DebtorProjectDocuments> | null;
  canMoveMoney: boolean;
  /** Decision 0046: where a debtor in the extended flow continues (an operator's override included). */
  debtorStep: DebtorStepLink | null;
  meta: { title: string; description: string };
}

/**
 * /account/debtor-projects. Spec section 6: the debtor page only for debtors (others go to the
 * projects page 1, like the other page guards); guests are bounced by the route table's access.
 */
export async function loadDebtorProjects({ request, context }: LoaderFunctionArgs): Promise<DebtorProjectsLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const viewer = await loadViewer(context);
  if (!viewer) throw redirect(buildPath('logout', locale));
  if (!viewer.isDebtor) throw redirect(buildPath('projects-page', locale, { page: 1 }));
  const t = serverT(locale);
  const meta = { title: `${t('debtor.title')} | ${t('brand.name')}`, description: t('debtor.meta_description') };
  const canMoveMoney = !viewer.readonly && !viewer.impersonatedBy;
  const debtorStep = debtorStepLink(viewer, locale);

  const response = await apiCall(context, DEBTOR_ENDPOINTS.projects, {});
  if (response.status === 503) throw data(null, { status: 503 });
  if (response.status === 401) throw redirect(buildPath('logout', locale));
  if (response.status === 403) throw redirect(buildPath('projects-page', locale, { page: 1 }));
  if (!response.ok) return { locale, projects: null, schedules: {}, documents: null, canMoveMoney, debtorStep, meta };

  const projects = response.ok.projects;
  const disbursed = projects.filter((p) => p.disbursedAt !== null);
  const [answers, papers] = await Promise.all([
    Promise.all(disbursed.map((p) => apiCall(context, LIFECYCLE_ENDPOINTS.debtorSchedule, { params: { id: p.id } }))),
    apiCall(context, AGREEMENTS_ENDPOINTS.debtorDocuments, {}),
  ]);
  const documents = papers.ok ? Object.fromEntries(papers.ok.projects.map((d) => [d.projectId, d])) : null;
  const schedules: Record<number, LoanScheduleItem[] | null> = {};
  disbursed.forEach((p, i) => {
    schedules[p.id] = answers[i]!.ok?.paymentScheduleItems ?? null;
  });
  return { locale, projects, schedules, documents, canMoveMoney, debtorStep, meta };
}
