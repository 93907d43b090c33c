import { localeFromPath, type AllowanceDetails, type Locale, type Strategy } from '@platform/contract';
import { AUTOINVEST_ENDPOINTS, REFERENCE_ENDPOINTS } from '@platform/contract/endpoints';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { riskGroupOptions, type AutoInvestOptions } from './autoinvest-options';

export interface AutoInvestLoaderData {
  locale: Locale;
  /** null when they could not be read: the page says so and offers a retry. */
  strategies: Strategy[] | null;
  allowance: AllowanceDetails | null;
  /** Loan types, countries and risk groups to pick from (empty when the reference data failed). */
  options: AutoInvestOptions;
  meta: { title: string; description: string };
}

/** Without a list the form still works; its checkboxes are simply missing. */
const orEmpty = <T>(answer: { ok: T[] | null }): T[] => answer.ok ?? [];

/**
 * /account/auto-investment: the caller's strategies and mandate (allowance), with the reference
 * lists the strategy and mandate forms pick from (the same calls as the catalogue's filters).
 */
export async function loadAutoInvest({ request, context }: LoaderFunctionArgs): Promise<AutoInvestLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  const meta = { title: `${t('autoinvest.title')} | ${t('brand.name')}`, description: t('autoinvest.intro') };
  const [strategies, allowance, loanTypes, riskGroups, countries] = await Promise.all([
    apiCall(context, AUTOINVEST_ENDPOINTS.strategies, {}),
    apiCall(context, AUTOINVEST_ENDPOINTS.allowance, {}),
    apiCall(context, REFERENCE_ENDPOINTS.investmentTypes, {}).then(orEmpty),
    apiCall(context, REFERENCE_ENDPOINTS.riskGroups, {}).then(orEmpty),
    apiCall(context, REFERENCE_ENDPOINTS.countries, {}).then(orEmpty),
  ]);
  throwIfUnavailable(strategies.status, locale);
  throwIfUnavailable(allowance.status, locale);
  return {
    locale,
    strategies: strategies.ok?.strategies ?? null,
    allowance: allowance.ok,
    options: {
      loanTypes: loanTypes.map(({ id, title }) => ({ id, title })),
      countries: countries.map(({ id, title }) => ({ id, title })),
      riskGroups: riskGroupOptions(riskGroups),
    },
    meta,
  };
}
