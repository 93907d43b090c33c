import { localeFromPath, projectFilterQuery, readProjectFilter } from '@platform/contract';
import { PROJECTS_ENDPOINTS, REFERENCE_ENDPOINTS } from '@platform/contract/endpoints';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiCall, apiGet } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { parsePageParam } from '../../lib/page-param';
import { toCardProject } from './project-card';
import type { FilterOptions } from './catalogue-filters';

/** Without the options the filter form still shows the other fields; the list itself is what matters. */
const orEmpty = <T>(answer: { ok: T[] | null }): T[] => answer.ok ?? [];

/** /projects/{page}: the filter from the URL query (invalid values ignored, decision 0016), one page of the list. */
export async function loadCatalogue({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = parsePageParam(params.page);
  if (page === null) throw data(null, { status: 404 });
  const { filter, invalid } = readProjectFilter(url.searchParams);
  const [list, loanTypes, riskGroups, countries] = await Promise.all([
    apiGet(context, PROJECTS_ENDPOINTS.list, { params: { set: 'ALL', page }, query: projectFilterQuery(filter) }),
    apiCall(context, REFERENCE_ENDPOINTS.investmentTypes, {}).then(orEmpty),
    // The API's risk group list is already sorted with D left out (spec section 5).
    apiCall(context, REFERENCE_ENDPOINTS.riskGroups, {}).then(orEmpty),
    apiCall(context, REFERENCE_ENDPOINTS.projectCountries, {}).then(orEmpty),
  ]);
  const options: FilterOptions = {
    loanTypes: loanTypes.map((x) => ({ value: String(x.id), label: x.title })),
    riskGroups: riskGroups.map((x) => ({ value: String(x.id), label: x.title })),
    countries: countries.map((x) => ({ value: x.code, label: x.title })),
  };
  const t = serverT(locale);
  const title = page > 1 ? t('projects.meta.title_page', { page }) : t('projects.meta.title');
  return {
    locale,
    list: { ...list, projects: list.projects.map((p) => toCardProject(p, locale)) },
    filter,
    invalid: invalid.length > 0,
    options,
    meta: { title, description: t('projects.meta.description') },
  };
}
