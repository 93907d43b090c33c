import type { DebtorProject, UserData } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import type { NotificationItemData } from '../notifications/notification-item';
import { AccountHomePage, type AccountHomePageProps } from './account-home-page';
import { onboardingState } from './onboarding-state';
import { emptyPortfolioAnswer, portfolioAnswer } from './test-fixtures';

const en = TRANSLATIONS.en;

const wallet: UserData['wallet'] = {
  paymentSource: 'connectPay',
  lemonwayBalance: { amount: '0.00' },
  balance: { amount: '2500.00', available: '2000.00', reserved: '500.00' },
};

const onboarded = onboardingState({
  readonly: false,
  impersonatedBy: null,
  shouldReidentify: false,
  shouldVerify: false,
  questionsAnswered: true,
  identifyStatus: 'approved',
  registrationStep: { current: 'completed', identify: 'completed' },
} as UserData);

const notification = (over: Partial<NotificationItemData> = {}): NotificationItemData =>
  ({
    id: 1,
    investmentId: 7,
    event: 'invested',
    params: {},
    isRead: false,
    createdAt: '2026-03-05T12:05:00.000Z',
    title: 'Solar park',
    projectNumber: 1001,
    projectSlug: 'solar-park',
    ...over,
  }) as NotificationItemData;

const props = (over: Partial<AccountHomePageProps> = {}): AccountHomePageProps => ({
  locale: 'en',
  view: { kind: 'investor', portfolio: portfolioAnswer() },
  wallet,
  onboarding: onboarded,
  notifications: [notification(), notification({ id: 2, isRead: true, createdAt: '2026-03-01T08:00:00.000Z' })],
  ...over,
});

describe('AccountHomePage', () => {
  it('shows an investor the balance, the figures, the next payments, the onboarding state and recent notifications', () => {
    renderPage(<AccountHomePage {...props()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en['portfolio.home.title']);
    expect(screen.getByTestId('home-balance-amount')).toHaveTextContent('€2,500.00');
    expect(screen.getByTestId('home-balance-available')).toHaveTextContent('€2,000.00');
    expect(screen.getByTestId('home-balance-reserved')).toHaveTextContent('€500.00');
    expect(screen.getByTestId('home-invested-value')).toHaveTextContent('€1,500.00');
    expect(screen.getByTestId('home-outstanding-value')).toHaveTextContent('€1,200.00');
    // Interest earned counts late interest in.
    expect(screen.getByTestId('home-interest-value')).toHaveTextContent('€46.75');
    expect(screen.getByTestId('home-late-value')).toHaveTextContent('€80.00');
    expect(screen.getByTestId('home-return-value')).toHaveTextContent('11.25%');
    expect(screen.getByTestId('home-portfolio-link')).toHaveAttribute('href', '/account/portfolio');
    expect(within(screen.getByTestId('next-payments')).getAllByTestId('next-payment')).toHaveLength(1);
    expect(screen.getByTestId('home-onboarding-complete')).toHaveTextContent(en['portfolio.home.onboarding.complete']);
    const items = screen.getAllByTestId('home-notification');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(en['notifications.event.invested.title']);
    expect(items[0]).toHaveTextContent(en['notifications.unread']);
    expect(items[1]).not.toHaveTextContent(en['notifications.unread']);
    expect(items[0]).toHaveTextContent('5 Mar 2026, 14:05 EET');
    expect(screen.getByTestId('home-notifications-all')).toHaveAttribute('href', '/account/notifications');
  });

  it('gives a new investor a call to browse projects and shows the onboarding step left with its link', () => {
    const onboarding = onboardingState({
      readonly: false,
      impersonatedBy: null,
      shouldReidentify: false,
      shouldVerify: false,
      questionsAnswered: false,
      identifyStatus: 'approved',
      registrationStep: { current: 'questionnaire', identify: 'completed' },
    } as UserData);
    renderPage(<AccountHomePage {...props({ view: { kind: 'investor', portfolio: emptyPortfolioAnswer() }, onboarding, notifications: [] })} />);
    expect(within(screen.getByTestId('home-empty')).getByRole('link', { name: en['portfolio.home.empty.cta'] })).toHaveAttribute('href', '/projects/1');
    expect(screen.getByTestId('onboarding-step-identity')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('onboarding-step-questionnaire')).toHaveAttribute('data-done', 'false');
    const next = screen.getByTestId('home-onboarding-next');
    expect(next).toHaveTextContent(en['portfolio.home.onboarding.next.complete-questionnaire']);
    expect(next).toHaveAttribute('href', '/questionnaire');
    expect(screen.getByText(en['portfolio.home.notifications.empty'])).toBeInTheDocument();
  });

  it('says when the figures or the notifications could not be loaded, with a retry', () => {
    renderPage(<AccountHomePage {...props({ locale: 'lt', view: { kind: 'investor', portfolio: null }, notifications: null })} />, { locale: 'lt' });
    const alert = screen.getByTestId('home-portfolio-failed');
    expect(alert).toHaveTextContent(TRANSLATIONS.lt['portfolio.home.load_failed']);
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/lt/paskyra');
    expect(screen.getByTestId('home-notifications-failed')).toHaveTextContent(TRANSLATIONS.lt['portfolio.home.notifications.failed']);
  });

  it('shows a debtor the loans with the next installment instead of the investor figures', () => {
    const loan = {
      id: 5,
      number: 2002,
      slug: 'bakery',
      title: 'Bakery ovens',
      status: 'ACTIVE',
      outstandingPrincipal: '9000.00',
      nextInstallment: { installment: 3, dueDate: '2026-05-01', amount: '450.00' },
      overdueAmount: '0.00',
    } as DebtorProject;
    renderPage(<AccountHomePage {...props({ view: { kind: 'debtor', projects: [loan] } })} />);
    expect(screen.queryByTestId('home-investments')).toBeNull();
    const item = screen.getByTestId('home-loan');
    expect(item).toHaveTextContent('#2002 Bakery ovens');
    expect(item).toHaveTextContent('€9,000.00');
    expect(within(item).getByTestId('home-loan-next')).toHaveTextContent('€450.00 on 1 May 2026');
    expect(screen.getByRole('link', { name: en['portfolio.home.loans.link'] })).toHaveAttribute('href', '/account/debtor-projects');
  });

  it('gives an operator the back-office links', () => {
    renderPage(<AccountHomePage {...props({ view: { kind: 'operator' }, notifications: null })} />);
    const links = within(screen.getByTestId('home-back-office')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/users',
      '/admin/projects',
      '/admin/manual_kyc',
      '/admin/identify',
      '/admin/documents',
      '/admin/sophisticated-investors',
      '/admin/withdrawals',
      '/admin/ledger',
    ]);
    expect(screen.queryByTestId('home-balance')).toBeNull();
  });
});
