import { userDataSchema, type UserData } from '@platform/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { runRouteGuards } from './route-guards.server';

/** A fresh private investor: questionnaire not answered, identity not checked. */
const fresh: UserData = userDataSchema.parse({
  id: 3,
  email: 'new@demo.invest',
  type: 'private',
  role: 'investor',
  locale: 'en',
  readonly: false,
  hasDuplicateAccounts: false,
  activeManualKycId: null,
  isDebtor: false,
  jwt: 'jwt',
  shouldVerify: true,
  shouldReidentify: false,
  questionsAnswered: false,
  representative: false,
  twoStepEnabled: false,
  allowedToInvest: false,
  identifyStatus: 'none',
  identityRejectedReason: null,
  impersonatedBy: null,
  wallet: { paymentSource: 'connectPay', lemonwayBalance: { amount: '0.00' }, balance: { amount: '0.00', available: '0.00', reserved: '0.00' } },
  registrationStep: { current: 'questionnaire', identify: 'none' },
  verificationStep: { current: 'identify', identifyVerification: null },
  debtor: { extendedDebtorFlow: false, identityStep: null, previousIdentityStep: null },
  company: null,
  hasDeclinedDocuments: false,
  connectPay: { migrationPopUp: false, displayRepaymentAccountDetailsPopup: false, forceAcceptTermsAndConditionsPopup: false },
  notifications: { notifyDeclinedDocuments: false, gtm: false },
  unreadNotifications: 0,
  token: { expiresInSeconds: 900 },
});
const verified: UserData = {
  ...fresh,
  shouldVerify: false,
  questionsAnswered: true,
  allowedToInvest: true,
  identifyStatus: 'approved',
  registrationStep: { current: 'completed', identify: 'completed' },
  verificationStep: { current: 'completedVerification', identifyVerification: 'completed' },
};

const contextFor = (user: UserData | null) =>
  ({
    api: { request: async () => (user ? { status: 200, data: user, setCookies: [] } : { status: 401, data: null, setCookies: [] }) },
    cspNonce: '',
  }) as unknown as AppLoadContext;
const requestTo = (path: string, loggedIn: boolean) => new Request(`http://x${path}`, loggedIn ? { headers: { cookie: 'access_token=abc' } } : {});

/** Where the guards of a page send the viewer: the redirect's location, or null when the page opens. */
async function guardTarget(path: string, user: UserData | null): Promise<string | null> {
  try {
    await runRouteGuards(requestTo(path, user !== null), contextFor(user));
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('route guards of a page request (spec section 6, decision 0040)', () => {
  it('sends every user without finished identity verification from the money pages to identify', async () => {
    for (const path of ['/account/wallet', '/account/e-wallet', '/account/auto-investment', '/account/secondary-market', '/account/lemonway']) {
      expect(await guardTarget(path, fresh)).toBe('/identify');
      expect(await guardTarget(path, { ...fresh, identifyStatus: 'review', shouldVerify: false })).toBe('/identify');
    }
    expect(await guardTarget('/lt/paskyra/pinigine', fresh)).toBe('/lt/identifikacija');
    expect(await guardTarget('/account/wallet', verified)).toBeNull();
    // Pages that do not move money stay open.
    expect(await guardTarget('/account/portfolio', fresh)).toBeNull();
    expect(await guardTarget('/identify', fresh)).toBeNull();
  });

  it('opens the registration page to a logged-in user until registration is completed with nothing pending', async () => {
    expect(await guardTarget('/register', fresh)).toBeNull();
    expect(await guardTarget('/register', { ...verified, shouldReidentify: true })).toBeNull();
    expect(await guardTarget('/register', verified)).toBe('/projects/1');
    expect(await guardTarget('/login', fresh)).toBe('/projects/1');
    expect(await guardTarget('/register', null)).toBeNull();
  });

  it('resets guests in an unsupported locale to the en landing page on logged-in-only pages only', async () => {
    expect(await guardTarget('/pl/konto', null)).toBe('/');
    expect(await guardTarget('/lt/paskyra', null)).toBe('/lt/projektai/1');
    expect(await guardTarget('/pl/projekty/1', null)).toBeNull();
    expect(await guardTarget('/pl/rejestracja', null)).toBeNull();
  });

  it('sends a verified user asked to re-identify, or one whose identity was declined, from the money pages to identify', async () => {
    expect(await guardTarget('/account/wallet', { ...verified, shouldReidentify: true, identifyStatus: 'none' })).toBe('/identify');
    expect(await guardTarget('/account/wallet', { ...verified, identifyStatus: 'declined' })).toBe('/identify');
  });

  it('resets a debtor in an unsupported locale to the en landing page (spec section 6: guests or debtors)', async () => {
    const debtor: UserData = { ...verified, isDebtor: true };
    expect(await guardTarget('/pl/projekty/1', debtor)).toBe('/');
    expect(await guardTarget('/lt/projektai/1', debtor)).toBeNull();
    expect(await guardTarget('/pl/projekty/1', verified)).toBeNull();
  });
});
