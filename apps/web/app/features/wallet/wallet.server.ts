import {
  buildPath,
  canSeeConnectPayPage,
  canSeeLemonwayPage,
  CONNECT_PAY_DATE_TYPES,
  CONNECT_PAY_DEFAULT_DATE_TYPE,
  CONNECT_PAY_REPORT_LIMIT,
  localeFromPath,
  type ConnectPayDateType,
  type ConnectPayReport,
  type PaymentAccount,
} from '@platform/contract';
import { PAYMENTS_ENDPOINTS } from '@platform/contract/endpoints';
import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { apiCall, apiGet } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { loadViewer } from '../../lib/session.server';
import type { ReportFilter } from './e-wallet-page';

const EMPTY_REPORT: ConnectPayReport = { items: [], totalCount: 0, currentPage: 1, limit: CONNECT_PAY_REPORT_LIMIT };

/** Spec section 8: a failed account load sets an empty account. */
async function loadAccount(context: AppLoadContext): Promise<PaymentAccount | null> {
  return (await loadAccountAnswer(context)).account;
}

/** The account, or whether it waits for the holder's name (decision 0041: never the e-mail). */
async function loadAccountAnswer(context: AppLoadContext): Promise<{ account: PaymentAccount | null; needsHolderName: boolean }> {
  const answer = await apiCall(context, PAYMENTS_ENDPOINTS.connectPayAccount, {});
  if (answer.status === 503) throw data(null, { status: 503 });
  const fieldErrors = (answer.data as { fieldErrors?: Record<string, unknown> } | null)?.fieldErrors;
  return { account: answer.ok, needsHolderName: answer.status === 409 && Boolean(fieldErrors?.holderName) };
}

/** Spec section 8: a failed transaction load is ignored (empty report); a refused period is flagged. */
async function loadReport(context: AppLoadContext, filter: ReportFilter): Promise<{ report: ConnectPayReport; invalidPeriod: boolean }> {
  // The dates count only for a custom period; empty ones are left out (the API says which is missing).
  const dates = filter.dateType === 'custom' ? { startDate: filter.startDate || undefined, endDate: filter.endDate || undefined } : {};
  const query = { dateType: filter.dateType, ...dates };
  const answer = await apiCall(context, PAYMENTS_ENDPOINTS.connectPayReport, { params: { page: filter.page }, query });
  if (answer.status === 503) throw data(null, { status: 503 });
  return { report: answer.ok?.data ?? EMPTY_REPORT, invalidPeriod: answer.status === 400 };
}

export function reportFilterOf(url: URL): ReportFilter {
  const rawType = url.searchParams.get('dateType');
  const dateType: ConnectPayDateType = CONNECT_PAY_DATE_TYPES.includes(rawType as ConnectPayDateType)
    ? (rawType as ConnectPayDateType)
    : CONNECT_PAY_DEFAULT_DATE_TYPE;
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    dateType,
    startDate: (url.searchParams.get('startDate') ?? '').slice(0, 10),
    endDate: (url.searchParams.get('endDate') ?? '').slice(0, 10),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

async function viewerOrLogout(context: AppLoadContext, locale: ReturnType<typeof localeFromPath>) {
  const viewer = await loadViewer(context);
  if (!viewer) throw redirect(buildPath('logout', locale));
  return viewer;
}

/** /account/wallet */
export async function loadWallet({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [viewer, wallet, { account, needsHolderName }] = await Promise.all([
    viewerOrLogout(context, locale),
    apiGet(context, PAYMENTS_ENDPOINTS.wallet, {}),
    loadAccountAnswer(context),
  ]);
  const { report } = account ? await loadReport(context, { dateType: 'this_year', startDate: '', endDate: '', page: 1 }) : { report: EMPTY_REPORT };
  const t = serverT(locale);
  return {
    wallet,
    account,
    pending: report.items.filter((item) => item.status === 'pending'),
    eWalletHref: canSeeConnectPayPage(viewer.wallet) && !viewer.readonly ? buildPath('account-e-wallet', locale) : null,
    lemonwayHref: canSeeLemonwayPage(viewer.wallet) && !viewer.readonly ? buildPath('account-lemonway', locale) : null,
    canMoveMoney: !viewer.readonly && !viewer.impersonatedBy,
    // Prefilled with the company's name; a person types their own (the e-mail is never a name).
    holderName: needsHolderName ? { suggested: viewer.company?.name ?? '' } : null,
    meta: { title: `${t('payments.wallet.title')} | ${t('brand.name')}`, description: t('payments.wallet.meta_description') },
  };
}

/** /account/e-wallet (guard: payment source connectPay, in the layout's guards) */
export async function loadEWallet({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const filter = reportFilterOf(url);
  const [account, { report, invalidPeriod }] = await Promise.all([loadAccount(context), loadReport(context, filter)]);
  const t = serverT(locale);
  return {
    account,
    report,
    filter,
    invalidPeriod,
    meta: { title: `${t('payments.ewallet.title')} | ${t('brand.name')}`, description: t('payments.ewallet.meta_description') },
  };
}

/** The lemonway page (guard: lemonway balance above 0 or source lemonway, in the layout's guards). */
export async function loadLemonway({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const viewer = await viewerOrLogout(context, locale);
  const t = serverT(locale);
  return {
    amount: viewer.wallet.lemonwayBalance.amount,
    canMoveMoney: !viewer.readonly && !viewer.impersonatedBy,
    meta: { title: `${t('payments.lemonway.title')} | ${t('brand.name')}`, description: t('payments.lemonway.meta_description') },
  };
}
