import {
  localeFromPath,
  type InflowResponse,
  type Locale,
  type PortfolioResponse,
  type ProfitResponse,
  type UserInvestmentStatsResponse,
} from '@platform/contract';
import { PORTFOLIO_ENDPOINTS, REFERENCE_ENDPOINTS } from '@platform/contract/endpoints';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { inflowQuery, readPortfolioSelection, type PortfolioSelection } from './portfolio-query';

export type InflowResult = { kind: 'ok'; data: InflowResponse } | { kind: 'invalid' } | { kind: 'error' };

export interface CountryOption {
  code: string;
  title: string;
}

export interface PortfolioLoaderData {
  locale: Locale;
  selection: PortfolioSelection;
  /** The countries of the reference data (the project list's filter uses the same), for the select. */
  countries: CountryOption[];
  /** null when the portfolio could not be read: the page says so and offers a retry. */
  portfolio: PortfolioResponse | null;
  /** The all-time profit of the loan type, for the first render; other periods are asked for in the browser. */
  profit: ProfitResponse | null;
  inflow: InflowResult;
  stats: UserInvestmentStatsResponse | null;
  meta: { title: string; description: string };
}

/**
 * /account/portfolio?loanType&country&inflow&inflowFrom&inflowTo&skipNotPaid: the selection from the
 * URL query, then the portfolio, the all-time profit, the inflows and the investment statistics of
 * that selection in parallel. A country the reference data does not know falls back to all.
 */
export async function loadPortfolio({ request, context }: LoaderFunctionArgs): Promise<PortfolioLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const meta = { title: `${t('portfolio.title')} | ${t('brand.name')}`, description: t('portfolio.meta_description') };
  const read = readPortfolioSelection(url.searchParams);

  const countriesAnswer = await apiCall(context, REFERENCE_ENDPOINTS.projectCountries, {});
  throwIfUnavailable(countriesAnswer.status, locale);
  const countries = (countriesAnswer.ok ?? []).map(({ code, title }) => ({ code: code.toUpperCase(), title }));
  // Without the list (it failed), a well-formed code is passed on: the API refuses one it does not know.
  const knownCountry = read.country === 'all' || countries.length === 0 || countries.some((c) => c.code === read.country);
  const selection: PortfolioSelection = knownCountry ? read : { ...read, country: 'all' };
  const { loanType } = selection;
  const inflowArgs = inflowQuery(selection.inflow, loanType);

  const [portfolio, profit, inflow, stats] = await Promise.all([
    apiCall(context, PORTFOLIO_ENDPOINTS.portfolio, { params: { country: selection.country }, query: { loanType } }),
    apiCall(context, PORTFOLIO_ENDPOINTS.profit, { params: { period: 'all' }, query: { loanType } }),
    inflowArgs ? apiCall(context, PORTFOLIO_ENDPOINTS.inflow, { query: inflowArgs }) : Promise.resolve(null),
    apiCall(context, PORTFOLIO_ENDPOINTS.investments, { query: { loanType } }),
  ]);
  throwIfUnavailable(portfolio.status, locale);
  return {
    locale,
    selection,
    countries,
    portfolio: portfolio.ok,
    profit: profit.ok,
    inflow: inflow === null ? { kind: 'invalid' } : inflow.ok ? { kind: 'ok', data: inflow.ok } : { kind: 'error' },
    stats: stats.ok,
    meta,
  };
}
