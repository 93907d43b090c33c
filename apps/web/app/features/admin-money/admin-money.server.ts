import { localeFromPath, WITHDRAWAL_STATUSES, type AdminWithdrawal, type Locale, type TrialBalanceResponse, type UserLedgerResponse } from '@platform/contract';
import { WITHDRAWALS_ENDPOINTS as E, type Endpoint, type EndpointArgs } from '@platform/contract/endpoints';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

async function getJson<T extends Endpoint<'GET'>>(context: LoaderFunctionArgs['context'], endpoint: T, args: EndpointArgs<T>) {
  const answer = await apiCall(context, endpoint, args);
  if (answer.status === 503) throw data(null, { status: 503 });
  return answer;
}

function metaFor(locale: Locale, titleKey: string, descriptionKey: string) {
  const t = serverT(locale);
  return { title: `${t(titleKey)} | ${t('brand.name')}`, description: t(descriptionKey) };
}

export interface AdminWithdrawalsData {
  locale: Locale;
  status: string;
  withdrawals: AdminWithdrawal[] | null;
  meta: { title: string; description: string };
}

/** The withdrawals queue (the route table admits operators only). */
export async function loadAdminWithdrawals({ request, context }: LoaderFunctionArgs): Promise<AdminWithdrawalsData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const raw = url.searchParams.get('status');
  const status = WITHDRAWAL_STATUSES.find((known) => known === raw);
  const answer = await getJson(context, E.adminList, { query: { status } });
  const meta = metaFor(locale, 'withdrawals.admin.title', 'withdrawals.admin.intro');
  return { locale, status: status ?? '', withdrawals: answer.ok?.withdrawals ?? null, meta };
}

export interface AdminLedgerData {
  locale: Locale;
  trialBalance: TrialBalanceResponse | null;
  userId: number | null;
  userLedger: UserLedgerResponse | 'not_found' | null;
  meta: { title: string; description: string };
}

/** Trial balance, and the ledger of ?userId= when given. */
export async function loadAdminLedger({ request, context }: LoaderFunctionArgs): Promise<AdminLedgerData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const rawId = Number(url.searchParams.get('userId'));
  const userId = Number.isSafeInteger(rawId) && rawId > 0 && rawId <= 2_147_483_647 ? rawId : null;
  const trialBalance = (await getJson(context, E.adminTrialBalance, {})).ok;
  let userLedger: AdminLedgerData['userLedger'] = null;
  if (userId !== null) userLedger = (await getJson(context, E.adminUserLedger, { params: { id: userId } })).ok ?? 'not_found';
  return { locale, trialBalance, userId, userLedger, meta: metaFor(locale, 'withdrawals.ledger.title', 'withdrawals.ledger.intro') };
}
