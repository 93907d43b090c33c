import {
  buildPath,
  detailedInvestmentSchema,
  INVESTING_API,
  investmentScheduleResponseSchema,
  localeFromPath,
  userInvestmentsResponseSchema,
  type DetailedInvestment,
  type InvestmentScheduleItem,
  type Locale,
  type UserInvestment,
} from '@platform/contract';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
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
  meta: { title: string; description: string };
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
  const response = await context.api.request('GET', INVESTING_API.userInvestments);
  guard(response.status, locale);
  const parsed = response.status === 200 ? userInvestmentsResponseSchema.safeParse(response.data) : null;
  return { locale, investments: parsed?.success ? parsed.data.investments : null, meta };
}

/** /account/investments/{id}: one of the caller's investments and its schedule; anything else is 404. */
export async function loadInvestment({ request, params, context }: LoaderFunctionArgs): Promise<InvestmentLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const [detail, schedule] = await Promise.all([context.api.request('GET', INVESTING_API.detail(id)), context.api.request('GET', INVESTING_API.schedule(id))]);
  guard(detail.status, locale);
  if (detail.status !== 200 || schedule.status !== 200) throw data(null, { status: detail.status === 404 ? 404 : 500 });
  const investment = detailedInvestmentSchema.parse(detail.data);
  const t = serverT(locale);
  return {
    locale,
    investment,
    schedule: investmentScheduleResponseSchema.parse(schedule.data).paymentScheduleItems,
    meta: { title: `${t('investing.detail.title', { id })} | ${t('brand.name')}`, description: t('investing.list.meta_description') },
  };
}
