import {
  API,
  countrySchema,
  investmentTypeSchema,
  localeFromPath,
  projectsPageSchema,
  readProjectFilter,
  riskGroupSchema,
  withProjectFilter,
} from '@platform/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { apiGet } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { parsePageParam } from '../../lib/page-param';
import type { FilterOptions } from './catalogue-filters';

async function optionList<S extends z.ZodType>(context: LoaderFunctionArgs['context'], url: string, schema: S): Promise<z.infer<S>[]> {
  const answer = await context.api.request('GET', url);
  const parsed = answer.status === 200 ? z.array(schema).safeParse(answer.data) : null;
  // Without the options the filter form still shows the other fields; the list itself is what matters.
  return parsed?.success ? parsed.data : [];
}

/** /projects/{page}: the filter from the URL query (invalid values ignored, decision 0016), one page of the list. */
export async function loadCatalogue({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = parsePageParam(params.page);
  if (page === null) throw data(null, { status: 404 });
  const { filter, invalid } = readProjectFilter(url.searchParams);
  const [list, loanTypes, riskGroups, countries] = await Promise.all([
    apiGet(context, withProjectFilter(API.projects('ALL', page), filter), projectsPageSchema),
    optionList(context, API.investmentTypes, investmentTypeSchema),
    // The API's risk group list is already sorted with D left out (spec section 5).
    optionList(context, API.riskGroups, riskGroupSchema),
    optionList(context, API.projectCountries, countrySchema),
  ]);
  const options: FilterOptions = {
    loanTypes: loanTypes.map((x) => ({ value: String(x.id), label: x.title })),
    riskGroups: riskGroups.map((x) => ({ value: String(x.id), label: x.title })),
    countries: countries.map((x) => ({ value: x.code, label: x.title })),
  };
  const t = serverT(locale);
  const title = page > 1 ? t('projects.meta.title_page', { page }) : t('projects.meta.title');
  return { locale, list, filter, invalid: invalid.length > 0, options, meta: { title, description: t('projects.meta.description') } };
}
