import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { buildPath, ROUTE_DEFS, routeNamespaces } from '../routes';
import { hasNamespaces, isPageNamespace, pageNamespaces, sortNamespaces } from './namespaces';

const guest = { signedIn: false };
const signedIn = { signedIn: true };

describe('pageNamespaces', () => {
  it('gives a guest on the landing page and the project list only the public namespace', () => {
    for (const path of ['/', '/projects', '/projects/2', '/bg/proekti', '/lt']) {
      expect(pageNamespaces(path, guest), path).toEqual(['public']);
    }
  });

  it('adds the texts of the sign-in pages, a project page and the statistics to those pages only', () => {
    for (const path of ['/login', '/lt/prisijungti', '/register', '/forgot-password', '/reset-password/abc', '/two-step-auth/google']) {
      expect(pageNamespaces(path, guest), path).toEqual(['public', 'auth']);
    }
    expect(pageNamespaces('/project/solar-park', guest)).toEqual(['public', 'project']);
    expect(pageNamespaces('/project/solar-park', signedIn)).toEqual(['public', 'project', 'account']);
    expect(pageNamespaces('/statistics', guest)).toEqual(['public', 'statistics']);
  });

  it('adds account for a signed-in viewer on every page: the shell shows the bell, balance and pop-ups', () => {
    expect(pageNamespaces('/', signedIn)).toEqual(['public', 'account']);
    expect(pageNamespaces('/pt/projetos', signedIn)).toEqual(['public', 'account']);
  });

  it('adds the route namespaces: account pages need account, back-office pages account and admin', () => {
    expect(pageNamespaces('/account/wallet', guest)).toEqual(['public', 'account']);
    expect(pageNamespaces('/lt/paskyra/pinigine', signedIn)).toEqual(['public', 'account']);
    expect(pageNamespaces('/identify', guest)).toEqual(['public', 'account']);
    expect(pageNamespaces('/admin/users', signedIn)).toEqual(['public', 'account', 'admin']);
    expect(pageNamespaces('/bg/administratsia/proekti/12', guest)).toEqual(['public', 'account', 'admin']);
  });

  it('gives a path that matches no route (the 404 page) the shell only', () => {
    expect(pageNamespaces('/no/such/page', guest)).toEqual(['public']);
    expect(pageNamespaces('/no/such/page', signedIn)).toEqual(['public', 'account']);
  });

  it('never hands out a server-only namespace, for any route in any locale', () => {
    for (const def of ROUTE_DEFS) {
      for (const locale of LOCALES) {
        const params = def.param ? { [def.param.replace(/^:|\?$/g, '')]: '1' } : {};
        const namespaces = pageNamespaces(buildPath(def.name, locale, params), signedIn);
        expect(namespaces[0], def.name).toBe('public');
        expect(namespaces.every(isPageNamespace), def.name).toBe(true);
        expect(namespaces, def.name).toEqual(expect.arrayContaining([...routeNamespaces(def)]));
      }
    }
  });
});

describe('routeNamespaces', () => {
  it('follows the access of the route, after the namespaces the route names for itself', () => {
    for (const def of ROUTE_DEFS) {
      const expected = { public: [], guest: [], user: ['account'], operator: ['account', 'admin'] }[def.access];
      expect(routeNamespaces(def), def.name).toEqual([...(def.namespaces ?? []), ...expected]);
    }
    // The market's texts travel with the market page only, guests included.
    expect(pageNamespaces('/secondary-market', { signedIn: false })).toEqual(['public', 'market']);
    expect(pageNamespaces('/lt/antrine-rinka', { signedIn: true })).toEqual(['public', 'market', 'account']);
    expect(pageNamespaces('/projects', { signedIn: false })).toEqual(['public']);
  });
});

describe('namespace sets', () => {
  it('sorts and deduplicates into the merge order', () => {
    expect(sortNamespaces(['admin', 'public', 'account', 'public'])).toEqual(['public', 'account', 'admin']);
  });

  it('tells whether the loaded set covers what a page needs', () => {
    expect(hasNamespaces(['public', 'account'], ['public'])).toBe(true);
    expect(hasNamespaces(['public'], ['public', 'account'])).toBe(false);
    expect(hasNamespaces([], ['public'])).toBe(false);
  });

  it('knows the page namespaces and refuses the server-only ones', () => {
    expect(isPageNamespace('account')).toBe(true);
    expect(isPageNamespace('email')).toBe(false);
    expect(isPageNamespace('documents')).toBe(false);
  });
});
