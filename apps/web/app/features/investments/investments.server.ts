import {
  buildPath,
  localeFromPath,
  type DetailedInvestment,
  type InvestmentScheduleItem,
  type Locale,
  type OwnRecord,
  type UserInvestment,
} from '@platform/contract';
import { INVESTING_ENDPOINTS, MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

export interface InvestmentsLoaderData {
  locale: Locale;
  investments: UserInvestment[] | null;
  meta: { title: string; description: string };
}

export interface InvestmentLoaderData {
  locale: Locale;
  investment: DetailedInvestment;
  schedule: InvestmentScheduleItem[];
  /** This holding's secondary-market records (listings, sales, its purchase); null when they could not be read. */
  market: OwnRecord[] | null;
  meta: { title: string; description: string };
}

/** Most pages (25 records each) of one holding's market records read for its page: its newest 100. */
export const MARKET_HISTORY_PAGES = 4;

/**
 * The caller's market records of one holding (ownRecords filtered by `investmentId` on the server):
 * one call, and the further pages only when the holding has more records than one page holds.
 */
async function holdingMarketRecords(context: LoaderFunctionArgs['context'], investmentId: number): Promise<OwnRecord[] | null> {
  const page = (n: number) => apiCall(context, MARKET_ENDPOINTS.ownRecords, { query: { page: n, kind: 'all', investmentId } });
  const first = await page(1);
  if (!first.ok) return null;
  const pages = Math.min(MARKET_HISTORY_PAGES, Math.ceil(first.ok.total / Math.max(1, first.ok.pageSize)));
  if (pages <= 1) return first.ok.records;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, k) => page(k + 2)));
  if (rest.some((answer) => !answer.ok)) return null;
  return [first.ok, ...rest.map((answer) => answer.ok!)].flatMap((list) => list.records);
}

function guard(status: number, locale: Locale): void {
  if (status === 503) throw data(null, { status: 503 });
  if (status === 401) throw redirect(buildPath('logout', locale));
}

/** /account/investments: the caller's holdings (null when the list could not be read: the page says so). */
export async function loadInvestments({ request, context }: LoaderFunctionArgs): Promise<InvestmentsLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  const meta = { title: `${t('investing.list.title')} | ${t('brand.name')}`, description: t('investing.list.meta_description') };
  const response = await apiCall(context, INVESTING_ENDPOINTS.userInvestments, {});
  guard(response.status, locale);
  return { locale, investments: response.ok?.investments ?? null, meta };
}

/** /account/investments/{id}: one of the caller's investments and its schedule; anything else is 404. */
export async function loadInvestment({ request, params, context }: LoaderFunctionArgs): Promise<InvestmentLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const [detail, schedule, market] = await Promise.all([
    apiCall(context, INVESTING_ENDPOINTS.detail, { params: { id } }),
    apiCall(context, INVESTING_ENDPOINTS.schedule, { params: { id } }),
    holdingMarketRecords(context, id),
  ]);
  guard(detail.status, locale);
  if (!detail.ok || !schedule.ok) throw data(null, { status: detail.status === 404 ? 404 : 500 });
  const t = serverT(locale);
  return {
    locale,
    investment: detail.ok,
    schedule: schedule.ok.paymentScheduleItems,
    market,
    meta: { title: `${t('investing.detail.title', { id })} | ${t('brand.name')}`, description: t('investing.list.meta_description') },
  };
}
