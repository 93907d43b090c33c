import {
  compareCents,
  fromWire,
  percentStringToBps,
  percentOf,
  toWire,
  ADMIN_PROJECTS_API,
  API,
  AUTH_API,
  countrySchema,
  investmentTypeSchema,
  LOCALE_HEADER,
  projectExistSchema,
  projectResponseSchema,
  projectsPageSchema,
  riskGroupSchema,
} from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projects, projectVisibleUsers, users } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo-content';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, locale = 'en') => t.app.inject({ method: 'GET', url, headers: { [LOCALE_HEADER]: locale } });

let ip = 10;
async function login(email: string): Promise<SessionClient> {
  ip += 1;
  const c = createSessionClient(t.app, { ip: `203.0.113.${ip}` });
  expect((await c.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  return c;
}

describe('project lists', () => {
  it('landing set: GATHERING projects only for guests (SECRET hidden), newest first', async () => {
    const res = await get(API.projects('FOR_LANDING_PAGE_GATHERING_OR_SECRET', 1));
    expect(res.statusCode).toBe(200);
    const body = projectsPageSchema.parse(res.json());
    const gathering = DEMO_PROJECTS.filter((p) => p.status === 'GATHERING');
    expect(body.projectsCount).toBe(gathering.length);
    expect(body.projects.every((p) => p.status === 'GATHERING')).toBe(true);
    expect(body.projects.map((p) => p.slug)).toEqual(gathering.map((p) => p.slug).slice(0, body.limit));
  });

  it('last three: three funded, repaying or repaid projects', async () => {
    const body = projectsPageSchema.parse((await get(API.projects('FOR_LANDING_PAGE_LAST_THREE', 1))).json());
    expect(body.projects).toHaveLength(3);
    expect(body.projects.every((p) => ['FUNDED', 'ACTIVE', 'REPAID'].includes(p.status))).toBe(true);
  });

  it('ALL: 12 per page, every public project once across pages, never SECRET or DRAFT for guests', async () => {
    const first = projectsPageSchema.parse((await get(API.projects('ALL', 1))).json());
    const second = projectsPageSchema.parse((await get(API.projects('ALL', 2))).json());
    expect(first.limit).toBe(12);
    expect(first.projects).toHaveLength(12);
    const publicCount = DEMO_PROJECTS.filter((p) => p.status !== 'SECRET').length;
    expect(first.projectsCount).toBe(publicCount);
    const slugs = [...first.projects, ...second.projects].map((p) => p.slug);
    expect(new Set(slugs).size).toBe(publicCount);
    expect(slugs).not.toContain(DEMO_PROJECTS.find((p) => p.status === 'SECRET')!.slug);
    // Open projects come first.
    expect(first.projects[0].status).toBe('GATHERING');
  });

  it('money and rates on the wire are exact two-decimal strings', async () => {
    const body = projectsPageSchema.parse((await get(API.projects('ALL', 1))).json());
    for (const p of body.projects) {
      const demo = DEMO_PROJECTS.find((d) => d.slug === p.slug)!;
      expect(p.targetAmount).toBe(toWire(demo.targetCents));
      expect(p.fundedPercent).toBe(percentOf(demo.fundedCents, demo.targetCents));
      expect(p.interestRate).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('speaks the requested locale', async () => {
    const lt = projectsPageSchema.parse((await get(API.projects('ALL', 1), 'lt')).json());
    const demo = DEMO_PROJECTS.find((d) => d.slug === lt.projects[0].slug)!;
    expect(lt.projects[0].title).toBe(demo.texts.lt.title);
    expect(lt.projects[0].country.title).toBe(new Intl.DisplayNames(['lt'], { type: 'region' }).of(demo.countryCode));
  });

  it('rejects an unknown set or a bad page with a 400 JSON error', async () => {
    for (const url of ['/api/get/projects/NOPE/1', '/api/get/projects/ALL/0', '/api/get/projects/ALL/abc', '/api/get/projects/ALL/-2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
      expect(res.body).not.toMatch(/at .*\.ts/);
    }
  });
});

describe('project page calls', () => {
  const open = DEMO_PROJECTS.find((p) => p.status === 'GATHERING')!;
  const secret = DEMO_PROJECTS.find((p) => p.status === 'SECRET')!;

  it('returns projectData with photos, texts and userInvestedAmount "0.00", by slug or id', async () => {
    const bySlug = projectResponseSchema.parse((await get(API.project(open.slug), 'pl')).json());
    expect(bySlug.userInvestedAmount).toBe('0.00');
    expect(bySlug.projectData.title).toBe(open.texts.pl.title);
    expect(bySlug.projectData.metaDescription).toBe(open.texts.pl.metaDescription);
    expect(bySlug.projectData.photos).toHaveLength(open.photos.length);
    const byId = projectResponseSchema.parse((await get(API.project(bySlug.projectData.id))).json());
    expect(byId.projectData.slug).toBe(open.slug);
  });

  it('answers 404 JSON for a missing project and hides SECRET ones from guests', async () => {
    for (const slug of ['no-such-project', secret.slug]) {
      const res = await get(API.project(slug));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('check-if-project-exist answers status, projectStatus and userIds for public and missing projects', async () => {
    expect(projectExistSchema.parse((await get(API.checkIfProjectExist(open.slug))).json())).toEqual({
      status: 'SUCCESS',
      projectStatus: 'GATHERING',
      userIds: [],
    });
    expect(projectExistSchema.parse((await get(API.checkIfProjectExist('nope'))).json())).toEqual({
      status: 'NOT_FOUND',
      projectStatus: null,
      userIds: [],
    });
  });

  it('check-if-project-exist: a SECRET project is a missing one to everyone not listed, and userIds never names anyone else', async () => {
    const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [listedId, otherListedId, operatorId] = [await idOf('investor@demo.invest'), await idOf('investor2@demo.invest'), await idOf('operator@demo.invest')];
    const [secretRow] = await t.database.db.select({ id: projects.id }).from(projects).where(eq(projects.slug, secret.slug));
    // Two listed investors: neither may learn about the other.
    await t.database.db.insert(projectVisibleUsers).values({ projectId: secretRow!.id, userId: otherListedId }).onConflictDoNothing();
    const listed = await login('investor@demo.invest');
    const unlisted = await login('new@demo.invest');
    const operator = await login('operator@demo.invest');
    const missingSlug = 'no-such-secret-deal';
    const answerOf = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
      statusCode: res.statusCode,
      body: res.body,
      contentType: res.headers['content-type'],
      contentLength: res.headers['content-length'],
    });

    for (const [who, ask] of [
      ['guest', (url: string) => get(url)],
      ['unlisted investor', (url: string) => unlisted.get(url)],
    ] as const) {
      const missing = answerOf(await ask(API.checkIfProjectExist(missingSlug)));
      expect(missing.statusCode, who).toBe(200);
      expect(answerOf(await ask(API.checkIfProjectExist(secret.slug))), who).toEqual(missing);
    }

    expect((await listed.get(API.checkIfProjectExist(secret.slug))).json()).toEqual({ status: 'SUCCESS', projectStatus: 'SECRET', userIds: [listedId] });
    // Operators may see the project; the list of who else may is only in the back office's admin API.
    expect((await operator.get(API.checkIfProjectExist(secret.slug))).json()).toEqual({ status: 'SUCCESS', projectStatus: 'SECRET', userIds: [operatorId] });
    expect((await operator.get(ADMIN_PROJECTS_API.project(secretRow!.id))).json().visibleUserIds).toEqual([listedId, otherListedId].sort((a, b) => a - b));
  });

  it('treats a DRAFT project as missing', async () => {
    await t.database.db.update(projects).set({ status: 'DRAFT' }).where(eq(projects.slug, open.slug));
    try {
      expect((await get(API.project(open.slug))).statusCode).toBe(404);
      expect(projectExistSchema.parse((await get(API.checkIfProjectExist(open.slug))).json()).status).toBe('NOT_FOUND');
    } finally {
      await t.database.db.update(projects).set({ status: 'GATHERING' }).where(eq(projects.slug, open.slug));
    }
  });
});

describe('reference calls', () => {
  it('risk groups: sorted, D left out', async () => {
    const groups = z.array(riskGroupSchema).parse((await get(API.riskGroups)).json());
    expect(groups.map((g) => g.title)).toEqual(['A+', 'A', 'B', 'C']);
  });

  it('investment types include the green loan and type 7, titled in the locale', async () => {
    const types = z.array(investmentTypeSchema).parse((await get(API.investmentTypes, 'bg')).json());
    expect(types.some((x) => x.isGreen)).toBe(true);
    expect(types.map((x) => x.id)).toContain(7);
    expect(types.find((x) => x.isGreen)!.title).toMatch(/[\u0400-\u04FF]/);
  });

  it('countries are named in the locale; project countries are those with visible projects', async () => {
    const all = z.array(countrySchema).parse((await get(API.countries, 'pt')).json());
    expect(all.find((c) => c.code === 'LT')?.title).toBe('Lituânia');
    const used = z.array(countrySchema).parse((await get(API.projectCountries)).json());
    const expected = new Set(DEMO_PROJECTS.filter((p) => p.status !== 'SECRET').map((p) => p.countryCode));
    expect(new Set(used.map((c) => c.code))).toEqual(expected);
  });
});

describe('catalogue filters and sort (decision 0016)', () => {
  const PUBLIC = () => DEMO_PROJECTS.filter((p) => p.status !== 'SECRET');
  const all = async (query: string) => {
    const out: ProjectsPageItem[] = [];
    for (let page = 1; page < 10; page++) {
      const res = await get(`${API.projects('ALL', page)}?${query}`);
      expect(res.statusCode, query).toBe(200);
      const body = projectsPageSchema.parse(res.json());
      out.push(...body.projects);
      if (page * body.limit >= body.projectsCount) break;
    }
    return out;
  };
  type ProjectsPageItem = z.infer<typeof projectsPageSchema>['projects'][number];

  it('filters by country, loan type, status, interest and term ranges on the server', async () => {
    const country = PUBLIC()[0].countryCode;
    expect((await all(`country=${country.toLowerCase()}`)).map((p) => p.slug).sort()).toEqual(
      PUBLIC()
        .filter((p) => p.countryCode === country)
        .map((p) => p.slug)
        .sort(),
    );
    const type = PUBLIC()[0].investmentTypeId;
    expect((await all(`type=${type}`)).map((p) => p.slug).sort()).toEqual(
      PUBLIC()
        .filter((p) => p.investmentTypeId === type)
        .map((p) => p.slug)
        .sort(),
    );
    expect((await all('status=REPAID,FUNDED')).map((p) => p.slug).sort()).toEqual(
      PUBLIC()
        .filter((p) => ['REPAID', 'FUNDED'].includes(p.status))
        .map((p) => p.slug)
        .sort(),
    );
    const ranged = await all('rateMin=9&rateMax=11.5&termMin=12&termMax=24');
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.map((p) => p.slug).sort()).toEqual(
      PUBLIC()
        .filter((p) => p.interestRateBps >= 900 && p.interestRateBps <= 1150 && p.termMonths >= 12 && p.termMonths <= 24)
        .map((p) => p.slug)
        .sort(),
    );
  });

  it('filters by risk group id', async () => {
    const groups = z.array(riskGroupSchema).parse((await get(API.riskGroups)).json());
    const a = groups.find((g) => g.title === 'A')!;
    expect((await all(`risk=${a.id}`)).map((p) => p.slug).sort()).toEqual(
      PUBLIC()
        .filter((p) => p.riskGroup === 'A')
        .map((p) => p.slug)
        .sort(),
    );
  });

  it('sorts by rate, term and amount; the count matches the filter', async () => {
    const byRate = await all('sort=rate_desc');
    expect(byRate.map((p) => percentStringToBps(p.interestRate)!)).toEqual([...byRate.map((p) => percentStringToBps(p.interestRate)!)].sort((x, y) => y - x));
    const byTerm = await all('sort=term_asc');
    expect(byTerm.map((p) => p.termMonths)).toEqual([...byTerm.map((p) => p.termMonths)].sort((x, y) => x - y));
    const byAmount = await all('sort=amount_desc');
    expect(byAmount.map((p) => fromWire(p.targetAmount))).toEqual([...byAmount.map((p) => fromWire(p.targetAmount))].sort(compareCents).reverse());
    const first = projectsPageSchema.parse((await get(`${API.projects('ALL', 1)}?status=GATHERING`)).json());
    expect(first.projectsCount).toBe(PUBLIC().filter((p) => p.status === 'GATHERING').length);
  });

  it('guest list cache is keyed by the filter: consecutive different filters give different answers', async () => {
    const repaid = projectsPageSchema.parse((await get(`${API.projects('ALL', 1)}?status=REPAID`)).json());
    const gathering = projectsPageSchema.parse((await get(`${API.projects('ALL', 1)}?status=GATHERING`)).json());
    expect(repaid.projects.every((p) => p.status === 'REPAID')).toBe(true);
    expect(gathering.projects.every((p) => p.status === 'GATHERING')).toBe(true);
    const plain = projectsPageSchema.parse((await get(API.projects('ALL', 1))).json());
    expect(plain.projectsCount).toBe(PUBLIC().length);
  });

  it('SECRET stays hidden from guests even when asked for by status', async () => {
    expect(await all('status=SECRET')).toEqual([]);
  });

  it('an invalid filter is a 400 with the offending parameters', async () => {
    for (const query of ['type=abc', 'country=LTU', 'risk=0', 'status=DRAFT', 'rateMin=101', 'rateMin=10&rateMax=5', 'termMax=0', 'sort=cheapest']) {
      const res = await get(`${API.projects('ALL', 1)}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fieldErrors ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});
