import { buildPath, localeFromPath, type DebtorProject, type Locale, type PortfolioResponse, type UserData } from '@platform/contract';
import { DEBTOR_ENDPOINTS, NOTIFICATIONS_ENDPOINTS, PORTFOLIO_ENDPOINTS } from '@platform/contract/endpoints';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { loadViewer } from '../../lib/session.server';
import type { NotificationItemData } from '../notifications/notification-item';
import { onboardingState, type OnboardingState } from './onboarding-state';

/** How many notifications the account home lists (the rest are a link away). */
export const HOME_NOTIFICATIONS = 4;

/** What the account home shows besides the balance: an investor's figures, a debtor's loans, or the back-office links. */
export type HomeView = { kind: 'investor'; portfolio: PortfolioResponse | null } | { kind: 'debtor'; projects: DebtorProject[] | null } | { kind: 'operator' };

export interface AccountHomeLoaderData {
  locale: Locale;
  view: HomeView;
  wallet: UserData['wallet'];
  onboarding: OnboardingState;
  /** The newest notifications of both kinds, newest first; null when they could not be read. */
  notifications: NotificationItemData[] | null;
  meta: { title: string; description: string };
}

async function loadNotifications(context: LoaderFunctionArgs['context'], locale: Locale): Promise<NotificationItemData[] | null> {
  const [investment, project] = await Promise.all(
    (['investment', 'project'] as const).map((type) => apiCall(context, NOTIFICATIONS_ENDPOINTS.list, { query: { type, page: 1 } })),
  );
  throwIfUnavailable(investment!.status, locale);
  if (!investment!.ok || !project!.ok) return null;
  const items: NotificationItemData[] = [...investment!.ok.items, ...project!.ok.items];
  return items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id)).slice(0, HOME_NOTIFICATIONS);
}

async function loadView(context: LoaderFunctionArgs['context'], viewer: UserData, locale: Locale): Promise<HomeView> {
  if (viewer.role === 'operator') return { kind: 'operator' };
  if (viewer.isDebtor) {
    const answer = await apiCall(context, DEBTOR_ENDPOINTS.projects, {});
    throwIfUnavailable(answer.status, locale);
    return { kind: 'debtor', projects: answer.ok?.projects ?? null };
  }
  const answer = await apiCall(context, PORTFOLIO_ENDPOINTS.portfolio, { params: { country: 'all' }, query: { loanType: 'all' } });
  throwIfUnavailable(answer.status, locale);
  return { kind: 'investor', portfolio: answer.ok };
}

/**
 * /account: the signed-in person's home (issue 12). Balance and onboarding come from the user
 * data; an investor gets the portfolio's figures and next payments, a debtor the loans, an
 * operator the back-office links; everyone the newest notifications.
 */
export async function loadAccountHome({ request, context }: LoaderFunctionArgs): Promise<AccountHomeLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const viewer = await loadViewer(context);
  if (!viewer) throw redirect(buildPath('logout', locale));
  const t = serverT(locale);
  const meta = { title: `${t('portfolio.home.title')} | ${t('brand.name')}`, description: t('portfolio.home.meta_description') };
  const [view, notifications] = await Promise.all([
    loadView(context, viewer, locale),
    viewer.role === 'operator' ? Promise.resolve(null) : loadNotifications(context, locale),
  ]);
  return { locale, view, wallet: viewer.wallet, onboarding: onboardingState(viewer), notifications, meta };
}
