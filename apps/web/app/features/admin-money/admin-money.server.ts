import {
  adminWithdrawalListSchema,
  localeFromPath,
  trialBalanceResponseSchema,
  userLedgerResponseSchema,
  WITHDRAWAL_STATUSES,
  WITHDRAWALS_API,
  type AdminWithdrawal,
  type Locale,
  type TrialBalanceResponse,
  type UserLedgerResponse,
} from '@platform/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { serverT } from '../../lib/i18n.server';

async function getJson(context: LoaderFunctionArgs['context'], url: string) {
  const answer = await context.api.request('GET', url);
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
  const raw = url.searchParams.get('status') ?? '';
  const status = (WITHDRAWAL_STATUSES as readonly string[]).includes(raw) ? raw : '';
  const answer = await getJson(context, status ? `${WITHDRAWALS_API.adminList}?status=${status}` : WITHDRAWALS_API.adminList);
  const parsed = answer.status === 200 ? adminWithdrawalListSchema.safeParse(answer.data) : null;
  return { locale, status, withdrawals: parsed?.success ? parsed.data.withdrawals : null, meta: metaFor(locale, 'withdrawals.admin.title', 'withdrawals.admin.intro') };
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
  const tbAnswer = await getJson(context, WITHDRAWALS_API.adminTrialBalance);
  const tb = tbAnswer.status === 200 ? trialBalanceResponseSchema.safeParse(tbAnswer.data) : null;
  let userLedger: AdminLedgerData['userLedger'] = null;
  if (userId !== null) {
    const answer = await getJson(context, WITHDRAWALS_API.adminUserLedger(userId));
    const parsed = answer.status === 200 ? userLedgerResponseSchema.safeParse(answer.data) : null;
    userLedger = parsed?.success ? parsed.data : 'not_found';
  }
  return { locale, trialBalance: tb?.success ? tb.data : null, userId, userLedger, meta: metaFor(locale, 'withdrawals.ledger.title', 'withdrawals.ledger.intro') };
}
