import { LOCALES, ROUTE_DEFS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  accessRedirect,
  backLinkTarget,
  chunkErrorAction,
  describeError,
  isChunkLoadError,
  isMaintenanceOn,
  identifyRedirect,
  localeGuardRedirect,
  pageAccessRedirect,
  projectRedirect,
  readonlyRedirect,
  shouldReloadAfterChunkError,
} from './guards';

const investor = { id: 5, isDebtor: false };
const debtor = { id: 9, isDebtor: true };

describe('access guards (spec section 6)', () => {
  it('bounces guests from logged-in-only pages and users from guest-only pages to projects page 1', () => {
    expect(accessRedirect('user', null, 'en')).toBe('/projects/1');
    expect(accessRedirect('user', investor, 'en')).toBeNull();
    expect(accessRedirect('guest', investor, 'lt')).toBe('/lt/projektai/1');
    expect(accessRedirect('guest', null, 'lt')).toBeNull();
    expect(accessRedirect('public', null, 'pl')).toBeNull();
  });
});

describe('locale guard (both readings kept, decision 0003)', () => {
  it('resets unsupported locales to en and lands debtors on the landing page everywhere', () => {
    expect(localeGuardRedirect('pl', 'public', debtor)).toBe('/');
    expect(localeGuardRedirect('lt', 'public', debtor)).toBeNull();
    expect(localeGuardRedirect('en', 'user', debtor)).toBeNull();
  });
  it('sends guests on logged-in-only pages in unsupported locales to the en landing page', () => {
    expect(localeGuardRedirect('bg', 'user', null)).toBe('/');
    expect(localeGuardRedirect('lt', 'user', null)).toBeNull();
  });
  it('leaves public pages open in all six locales for guests and investors', () => {
    for (const locale of ['pl', 'lv', 'bg', 'pt'] as const) {
      expect(localeGuardRedirect(locale, 'public', null)).toBeNull();
      expect(localeGuardRedirect(locale, 'user', investor)).toBeNull();
    }
  });
});

describe('project guard', () => {
  it('redirects a missing project to projects page 1', () => {
    expect(projectRedirect({ status: 'NOT_FOUND', projectStatus: null, userIds: [] }, null, 'pt')).toBe('/pt/projetos/1');
  });
  it('hides SECRET projects from users not listed', () => {
    const secret = { status: 'SUCCESS' as const, projectStatus: 'SECRET' as const, userIds: [5] };
    expect(projectRedirect(secret, null, 'en')).toBe('/projects/1');
    expect(projectRedirect(secret, debtor, 'en')).toBe('/projects/1');
    expect(projectRedirect(secret, investor, 'en')).toBeNull();
    expect(projectRedirect({ status: 'SUCCESS', projectStatus: 'GATHERING', userIds: [] }, null, 'en')).toBeNull();
  });
});

describe('maintenance', () => {
  it('is on only when the check answered exactly true', () => {
    expect(isMaintenanceOn({ ok: true, data: true })).toBe(true);
    expect(isMaintenanceOn({ ok: true, data: 'true' })).toBe(false);
    expect(isMaintenanceOn({ ok: true, data: false })).toBe(false);
    expect(isMaintenanceOn({ ok: true, data: 1 })).toBe(false);
  });
  it('on a failed check, is on only when the error data is true', () => {
    expect(isMaintenanceOn({ ok: false, errorData: true })).toBe(true);
    expect(isMaintenanceOn({ ok: false, errorData: { code: 'MAINTENANCE' } })).toBe(false);
    expect(isMaintenanceOn({ ok: false, errorData: null })).toBe(false);
  });
});

describe('back link of the user-access layout', () => {
  it('goes to the previous route', () => {
    expect(backLinkTarget({ name: 'projects-slug', path: '/project/x' }, 'login', 'en')).toBe('/project/x');
  });
  it('goes to projects page 1 without a previous route, from the same route, or from forgot-password', () => {
    expect(backLinkTarget(null, 'login', 'lv')).toBe('/lv/projekti/1');
    expect(backLinkTarget({ name: 'login', path: '/login' }, 'login', 'en')).toBe('/projects/1');
    expect(backLinkTarget({ name: 'forgot-password', path: '/forgot-password' }, 'login', 'en')).toBe('/projects/1');
  });
});

describe('error page model (spec section 2)', () => {
  it('shows 500 and unknown errors as 404 with page_does_not_exist', () => {
    expect(describeError(500)).toEqual({ kind: 'generic', shownStatus: 404, showHomeButton: true });
    expect(describeError(null)).toEqual({ kind: 'generic', shownStatus: 404, showHomeButton: true });
  });
  it('shows 404 as not found, 503 as maintenance without a button, others with their code', () => {
    expect(describeError(404).kind).toBe('not-found');
    expect(describeError(503)).toEqual({ kind: 'maintenance', shownStatus: 503 });
    expect(describeError(403)).toEqual({ kind: 'generic', shownStatus: 403, showHomeButton: true });
  });
});

describe('chunk load failures', () => {
  it('reload at most once per 60 s', () => {
    expect(shouldReloadAfterChunkError(null, 1_000, 60_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 30_000, 60_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 61_000, 60_000)).toBe(true);
  });
  it('wait for the connection while the browser is offline, whatever the last reload', () => {
    expect(chunkErrorAction(false, null, 1_000, 60_000)).toBe('reload-when-online');
    expect(chunkErrorAction(false, 1_000, 30_000, 60_000)).toBe('reload-when-online');
    expect(chunkErrorAction(true, null, 1_000, 60_000)).toBe('reload');
    expect(chunkErrorAction(true, 1_000, 30_000, 60_000)).toBe('none');
  });
  it('recognises the browsers’ chunk errors only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('operator pages', () => {
  it('are for operators only', () => {
    expect(accessRedirect('operator', null, 'en')).toBe('/projects/1');
    expect(accessRedirect('operator', investor, 'en')).toBe('/projects/1');
    expect(accessRedirect('operator', { id: 1, isDebtor: false, role: 'operator' }, 'en')).toBeNull();
  });
});

describe('read-only accounts', () => {
  it('are redirected away from restricted pages only', () => {
    expect(readonlyRedirect(true, { ...investor, readonly: true }, 'lt')).toBe('/lt/projektai/1');
    expect(readonlyRedirect(false, { ...investor, readonly: true }, 'lt')).toBeNull();
    expect(readonlyRedirect(true, investor, 'lt')).toBeNull();
  });
});

describe('identify step (decision 0040)', () => {
  it('sends money pages to /identify until identity verification is finished, whatever the registration step', () => {
    // A fresh account is at the questionnaire step: it too is sent to identify.
    for (const status of ['none', 'pending', 'review', 'declined'] as const) {
      expect(identifyRedirect(true, { identifyStatus: status }, 'lt')).toBe('/lt/identifikacija');
    }
    expect(identifyRedirect(true, { identifyStatus: 'none' }, 'en')).toBe('/identify');
    expect(identifyRedirect(true, { identifyStatus: 'approved' }, 'lt')).toBeNull();
    expect(identifyRedirect(false, { identifyStatus: 'none' }, 'lt')).toBeNull();
    expect(identifyRedirect(true, null, 'lt')).toBeNull();
  });

  it('money pages are exactly the logged-in pages that move money', () => {
    const moneyPages = ROUTE_DEFS.filter((r) => r.requiresIdentity).map((r) => r.name);
    expect(moneyPages.sort()).toEqual(['account-auto-investment', 'account-e-wallet', 'account-lemonway', 'account-secondary-market', 'account-wallet']);
    expect(ROUTE_DEFS.filter((r) => r.requiresIdentity).every((r) => r.access === 'user')).toBe(true);
  });
});

describe('registration page (spec section 6, decision 0040)', () => {
  const register = ROUTE_DEFS.find((r) => r.name === 'register')!;
  const viewer = (current: string, shouldVerify = false, shouldReidentify = false) => ({
    ...investor,
    registrationStep: { current },
    shouldVerify,
    shouldReidentify,
  });

  it('opens for a logged-in user whose registration is not completed or who has a verification or re-identification pending', () => {
    expect(pageAccessRedirect(register, viewer('questionnaire', true), 'en')).toBeNull();
    expect(pageAccessRedirect(register, viewer('identify'), 'en')).toBeNull();
    expect(pageAccessRedirect(register, viewer('documents'), 'lt')).toBeNull();
    expect(pageAccessRedirect(register, viewer('completed', true), 'en')).toBeNull();
    expect(pageAccessRedirect(register, viewer('completed', false, true), 'en')).toBeNull();
  });

  it('is blocked once registration is completed with nothing pending, and always open to guests', () => {
    expect(pageAccessRedirect(register, viewer('completed'), 'lt')).toBe('/lt/projektai/1');
    expect(pageAccessRedirect(register, null, 'en')).toBeNull();
  });

  it('leaves the other guest-only pages bouncing every logged-in user', () => {
    for (const name of ['login', 'forgot-password', 'reset-password']) {
      expect(
        pageAccessRedirect(
          ROUTE_DEFS.find((r) => r.name === name)!,
          viewer('questionnaire', true),
          'en',
        ),
      ).toBe('/projects/1');
    }
  });
});

describe('guest locale guard: the routes that reset to en (decision 0003, listed in decision 0040)', () => {
  it('resets guests in pl, lv, bg and pt exactly on the logged-in-only and back-office pages', () => {
    const reset = ROUTE_DEFS.filter((r) => localeGuardRedirect('pl', r.access, null) !== null).map((r) => r.name);
    expect(reset).toEqual(ROUTE_DEFS.filter((r) => r.access === 'user' || r.access === 'operator').map((r) => r.name));
    expect(reset).toEqual(
      expect.arrayContaining(['identify', 'manual_kyc', 'questionnaire', 'referral', 'account', 'account-wallet', 'impersonation-return', 'admin-users']),
    );
    const open = ROUTE_DEFS.filter((r) => !reset.includes(r.name)).map((r) => r.name);
    expect(open.sort()).toEqual(
      [
        'forgot-password',
        'landing',
        'login',
        'logout',
        'projects-page',
        'projects-slug',
        'register',
        'reset-password',
        'secondary-market',
        'statistics',
        'two-step-auth-google',
      ].sort(),
    );
    for (const locale of LOCALES) {
      const expected = locale === 'en' || locale === 'lt' ? null : '/';
      expect(localeGuardRedirect(locale, 'user', null)).toBe(expected);
      expect(localeGuardRedirect(locale, 'public', null)).toBeNull();
      expect(localeGuardRedirect(locale, 'guest', null)).toBeNull();
    }
  });
});
