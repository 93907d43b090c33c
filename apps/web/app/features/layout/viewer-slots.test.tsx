import type { UserData } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { OnboardingAlerts } from './onboarding-alerts';
import { ViewerTopbar } from './viewer-slots';

const en = TRANSLATIONS.en;

const investor = {
  id: 7,
  email: 'new@demo.invest',
  type: 'private',
  role: 'investor',
  readonly: false,
  impersonatedBy: null,
  isDebtor: false,
  shouldReidentify: false,
  shouldVerify: false,
  questionsAnswered: true,
  identifyStatus: 'approved',
  hasDeclinedDocuments: false,
  registrationStep: { current: 'completed', identify: 'completed' },
  verificationStep: { current: 'completedVerification', identifyVerification: null },
  company: null,
  unreadNotifications: 0,
  wallet: { paymentSource: 'connectPay', lemonwayBalance: { amount: '0.00' }, balance: { amount: '2500.00', available: '2500.00', reserved: '0.00' } },
} as unknown as UserData;

const withUser = (over: Partial<UserData>) => ({ ...investor, ...over }) as UserData;

describe('the logged-in top bar (decision 0041: operator shell)', () => {
  it('shows an investor the invite strip and the balance panel', () => {
    renderPage(<ViewerTopbar viewer={investor} />);
    expect(screen.getByTestId('invite-friend-strip')).toBeInTheDocument();
    expect(screen.getByTestId('user-balance-panel')).toBeInTheDocument();
  });

  it('gives an operator neither the invite strip nor an investor balance, only the bell', () => {
    renderPage(<ViewerTopbar viewer={withUser({ role: 'operator' })} />);
    expect(screen.queryByTestId('invite-friend-strip')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-balance-panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en['invite.strip.link'] })).not.toBeInTheDocument();
    expect(screen.getByTestId('notifications-bell')).toBeInTheDocument();
  });
});

describe('onboarding alerts (decision 0041)', () => {
  it('"Continue" goes straight to the step the person is on', () => {
    const cases: Array<[string, string]> = [
      ['documents', '/account/documents'],
      ['company', '/account/company'],
      ['identify', '/identify'],
    ];
    for (const [current, href] of cases) {
      const { unmount } = renderPage(
        <OnboardingAlerts
          viewer={withUser({
            identifyStatus: current === 'identify' ? 'none' : 'approved',
            registrationStep: { current, identify: current === 'identify' ? 'none' : 'completed' },
          })}
        />,
      );
      expect(screen.getByTestId('onboarding-alert-finish-onboarding')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: en['alert.finish_onboarding.link'] })).toHaveAttribute('href', href);
      unmount();
    }
  });

  it('says "under review" instead of "finish onboarding" while only the operator\'s review is pending', () => {
    const waiting: Array<Partial<UserData>> = [
      { identifyStatus: 'review', registrationStep: { current: 'identify', identify: 'review' } },
      {
        type: 'company',
        registrationStep: { current: 'company', identify: 'completed' },
        company: { identityStep: 'review' } as UserData['company'],
      },
      { verificationStep: { current: 'review', identifyVerification: null } },
    ];
    for (const over of waiting) {
      const { unmount } = renderPage(<OnboardingAlerts viewer={withUser(over)} />);
      expect(screen.queryByTestId('onboarding-alert-finish-onboarding')).not.toBeInTheDocument();
      expect(screen.getByTestId('onboarding-alert-under-review')).toHaveTextContent(en['alert.under_review.text']);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('keeps "finish onboarding" while the person still has something to do', () => {
    renderPage(<OnboardingAlerts viewer={withUser({ identifyStatus: 'pending', registrationStep: { current: 'identify', identify: 'pending' } })} />);
    expect(screen.getByTestId('onboarding-alert-finish-onboarding')).toBeInTheDocument();
    expect(screen.queryByTestId('onboarding-alert-under-review')).not.toBeInTheDocument();
  });
});
