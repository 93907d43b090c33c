import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API } from './api-paths';
import { NOTIFICATIONS_API } from './notifications-paths';
import { PROJECT_PAGE_API } from './project-page-paths';
import { buildUrl, ENDPOINTS, MAINTENANCE_ENDPOINTS, NOTIFICATIONS_ENDPOINTS, parseOk, PROJECT_PAGE_ENDPOINTS, PROJECTS_ENDPOINTS, REFERENCE_ENDPOINTS, TRANSLATIONS_ENDPOINTS, urlOf } from './endpoints';

describe('endpoint table', () => {
  it('has one entry per method and path, every path under /api/', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ENDPOINTS) expect(e.path).toMatch(/^\/api\/[a-z0-9\-/:A-Z]+$/);
  });

  it("names in a path pattern are the params schema's keys", () => {
    for (const e of ENDPOINTS) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const keys = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect(keys, e.path).toEqual(names);
    }
  });

  it('builds the same URLs as the path helpers it replaces', () => {
    expect(buildUrl(PROJECTS_ENDPOINTS.list, { set: 'ALL', page: 2 })).toBe(API.projects('ALL', 2));
    expect(buildUrl(PROJECTS_ENDPOINTS.project, { id: 'a b/c' })).toBe(API.project('a b/c'));
    expect(buildUrl(PROJECTS_ENDPOINTS.checkExists, { slug: 'solar-park' })).toBe(API.checkIfProjectExist('solar-park'));
    expect(buildUrl(REFERENCE_ENDPOINTS.riskGroups)).toBe(API.riskGroups);
    expect(buildUrl(REFERENCE_ENDPOINTS.investmentTypes)).toBe(API.investmentTypes);
    expect(buildUrl(REFERENCE_ENDPOINTS.countries)).toBe(API.countries);
    expect(buildUrl(REFERENCE_ENDPOINTS.projectCountries)).toBe(API.projectCountries);
    expect(buildUrl(TRANSLATIONS_ENDPOINTS.translations)).toBe(API.translations);
    expect(buildUrl(MAINTENANCE_ENDPOINTS.check)).toBe(API.checkMaintenance);
    expect(buildUrl(NOTIFICATIONS_ENDPOINTS.list)).toBe(NOTIFICATIONS_API.list);
    expect(buildUrl(NOTIFICATIONS_ENDPOINTS.read)).toBe(NOTIFICATIONS_API.read);
    const E = PROJECT_PAGE_ENDPOINTS;
    expect(buildUrl(E.borrowerLoansHistory, { id: 7 })).toBe(PROJECT_PAGE_API.borrowerLoansHistory(7));
    expect(buildUrl(E.updates, { id: 7 })).toBe(PROJECT_PAGE_API.updates(7));
    expect(buildUrl(E.debtorUpdates, { id: 7 })).toBe(PROJECT_PAGE_API.debtorUpdates(7));
    expect(buildUrl(E.investments, { id: 7 })).toBe(PROJECT_PAGE_API.investments(7));
    expect(buildUrl(E.documents, { id: 7 })).toBe(PROJECT_PAGE_API.documents(7));
    expect(buildUrl(E.documentDownload, { id: 7, documentId: 3 })).toBe(PROJECT_PAGE_API.documentDownload(7, 3));
    expect(buildUrl(E.kiis, { id: 7 }, { locale: 'lt' })).toBe(PROJECT_PAGE_API.kiis(7, 'lt'));
    expect(buildUrl(E.kiis, { id: 7 })).toBe(PROJECT_PAGE_API.kiis(7));
    expect(buildUrl(E.comments, { id: 7 })).toBe(PROJECT_PAGE_API.comments(7));
    expect(buildUrl(E.postComment)).toBe(PROJECT_PAGE_API.postComment);
  });

  it('appends the query, leaving out undefined values and joining lists', () => {
    expect(buildUrl(NOTIFICATIONS_ENDPOINTS.list, {}, { type: 'project', page: 3 })).toBe('/api/get/notifications?type=project&page=3');
    expect(urlOf(NOTIFICATIONS_ENDPOINTS.list, { query: { type: undefined, page: 2 } })).toBe('/api/get/notifications?page=2');
    expect(urlOf(TRANSLATIONS_ENDPOINTS.translations, { query: { ns: 'public,account' } })).toBe('/api/get/translations?ns=public%2Caccount');
  });

  it('parses only the declared success answer with its schema', () => {
    expect(parseOk(MAINTENANCE_ENDPOINTS.check, 200, true)).toBe(true);
    expect(parseOk(MAINTENANCE_ENDPOINTS.check, 200, 'yes')).toBeNull();
    expect(parseOk(MAINTENANCE_ENDPOINTS.check, 503, false)).toBeNull();
    expect(parseOk(PROJECT_PAGE_ENDPOINTS.documentDownload, 200, {})).toBeNull();
  });
});
