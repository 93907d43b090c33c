import { AUTH_API, COMPANY_API, companyResponseSchema } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyDetails, countries, userFiles, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let firm: SessionClient;
let otherFirm: SessionClient;
let privateUser: SessionClient;
let firmId: number;
let countryId: number;

const strong = 'Correct-horse-42';
const company = { name: 'Firm UAB', registrationNumber: '305123456', isRepresentative: true, isDirector: true, isSubsidiary: false, isUbo: false };
const adult = { firstName: 'Ona', lastName: 'Jonaitė', birthDate: '1980-05-04', nationality: 'LT', isDirector: true, isRepresentative: false, isUbo: false };

async function registerCompany(c: SessionClient, email: string) {
  const res = await c.post(AUTH_API.register, { email, password: strong, type: 'company', locale: 'en', company });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  firm = createSessionClient(t.app, { ip: '192.0.2.40' });
  firmId = await registerCompany(firm, 'board@firm.example');
  otherFirm = createSessionClient(t.app, { ip: '192.0.2.41' });
  await registerCompany(otherFirm, 'board@other.example');
  privateUser = createSessionClient(t.app, { ip: '192.0.2.42' });
  await privateUser.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
  const [country] = await t.database.db.select().from(countries).limit(1);
  countryId = country.id;
});
afterAll(() => t.close());

describe('company data and persons', () => {
  it('refuses guests (401) and private accounts (403)', async () => {
    const guest = createSessionClient(t.app, { ip: '192.0.2.43' });
    expect((await guest.get(COMPANY_API.company)).statusCode).toBe(401);
    expect((await guest.post(COMPANY_API.persons, adult)).statusCode).toBe(401);
    const forbidden = await privateUser.get(COMPANY_API.company);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await privateUser.post(COMPANY_API.persons, adult)).statusCode).toBe(403);
    expect(
      (
        await privateUser.post(COMPANY_API.company, {
          businessActivityIndustry: 'energy',
          businessActivitySubIndustry: 'Solar',
          governmentalLicenseIsLicensed: false,
          countryCodeId: countryId,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('starts empty at the persons step', async () => {
    const res = await firm.get(COMPANY_API.company);
    expect(res.statusCode).toBe(200);
    const body = companyResponseSchema.parse(res.json());
    expect(body.persons).toEqual([]);
    expect(body.details).toMatchObject({
      name: 'Firm UAB',
      registrationNumber: '305123456',
      identityStep: 'persons',
      uboCount: 0,
      businessActivityIndustry: null,
    });
  });

  it('stores the company data, refusing bad input and unknown countries', async () => {
    const bad = await firm.post(COMPANY_API.company, {
      businessActivityIndustry: 'piracy',
      businessActivitySubIndustry: '',
      governmentalLicenseIsLicensed: 'yes',
      countryCodeId: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining(['businessActivityIndustry', 'businessActivitySubIndustry', 'governmentalLicenseIsLicensed']),
    );
    const unknown = await firm.post(COMPANY_API.company, {
      businessActivityIndustry: 'energy',
      businessActivitySubIndustry: 'Solar parks',
      governmentalLicenseIsLicensed: true,
      countryCodeId: 999999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toHaveProperty('countryCodeId');

    const ok = await firm.post(COMPANY_API.company, {
      businessActivityIndustry: 'energy',
      businessActivitySubIndustry: 'Solar parks',
      governmentalLicenseIsLicensed: true,
      countryCodeId: countryId,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().details).toMatchObject({
      businessActivityIndustry: 'energy',
      businessActivitySubIndustry: 'Solar parks',
      governmentalLicenseIsLicensed: true,
      countryCodeId: countryId,
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, firmId), eq(auditLog.action, 'company.details_set')));
    expect(audited).toHaveLength(1);
  });

  it('checks persons: adult, known fields, a role, ownership for UBOs', async () => {
    const minor = await firm.post(COMPANY_API.persons, { ...adult, birthDate: `${new Date().getUTCFullYear() - 10}-01-01` });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().fieldErrors.birthDate).toContain('not_adult');
    const badDate = await firm.post(COMPANY_API.persons, { ...adult, birthDate: '1980-02-31' });
    expect(badDate.statusCode).toBe(400);
    const badNationality = await firm.post(COMPANY_API.persons, { ...adult, nationality: 'Lithuania' });
    expect(badNationality.json().fieldErrors).toHaveProperty('nationality');
    const noRole = await firm.post(COMPANY_API.persons, { ...adult, isDirector: false });
    expect(noRole.statusCode).toBe(400);
    const uboWithout = await firm.post(COMPANY_API.persons, { ...adult, isDirector: false, isUbo: true });
    expect(uboWithout.statusCode).toBe(400);
    expect(uboWithout.json().fieldErrors).toHaveProperty('ownershipBps');
    const uboTooSmall = await firm.post(COMPANY_API.persons, { ...adult, isDirector: false, isUbo: true, ownershipBps: 1000 });
    expect(uboTooSmall.json().fieldErrors).toHaveProperty('ownershipBps');
    expect((await firm.get(COMPANY_API.company)).json().persons).toEqual([]);
  });

  it('adds a director and a UBO: the step moves to documents, then review and completed as documents arrive and are approved', async () => {
    const director = await firm.post(COMPANY_API.persons, adult);
    expect(director.statusCode).toBe(201);
    expect((await firm.get(COMPANY_API.company)).json().details.identityStep).toBe('persons');
    const ubo = await firm.post(COMPANY_API.persons, { ...adult, firstName: 'Petras', isDirector: false, isUbo: true, ownershipBps: 5100 });
    expect(ubo.statusCode).toBe(201);
    expect(ubo.json()).toMatchObject({ isUbo: true, ownershipBps: 5100 });

    const body = companyResponseSchema.parse((await firm.get(COMPANY_API.company)).json());
    expect(body.persons.map((p) => p.firstName)).toEqual(['Ona', 'Petras']);
    expect(body.details).toMatchObject({ uboCount: 1, identityStep: 'documents', documents: 0 });
    const [stored] = await t.database.db.select().from(companyDetails).where(eq(companyDetails.userId, firmId));
    expect(stored.identityStep).toBe('documents');

    const details = (await firm.get(AUTH_API.userDetails)).json();
    expect(details.company).toMatchObject({
      name: 'Firm UAB',
      businessActivityIndustry: 'energy',
      businessActivitySubIndustry: 'Solar parks',
      governmentalLicenseIsLicensed: true,
      countryCodeId: countryId,
      uboCount: 1,
      identityStep: 'documents',
    });

    // Identity documents count per person (user_files.person_id; stored directly here, the upload
    // itself is tested in company-onboarding.api.test.ts). Two unlinked documents count for nobody.
    const [onaId, petrasId] = body.persons.map((p) => p.id);
    const file = (n: number, reviewStatus: string, personId: number | null) => ({
      userId: firmId,
      personId,
      fileType: 'identity_document',
      fileSide: 'front',
      originalName: `id-${n}.png`,
      mimeType: 'image/png',
      sizeBytes: 10,
      storageKey: `company-test-${n}`,
      reviewStatus,
    });
    await t.database.db.insert(userFiles).values([file(10, 'approved', null), file(11, 'approved', null)]);
    expect((await firm.get(COMPANY_API.company)).json().details).toMatchObject({ identityStep: 'documents', documents: 0, approvedDocuments: 0 });
    // Two documents of the same person (a declined one, then a newer approved one) still leave the other one without.
    await t.database.db.insert(userFiles).values([file(12, 'declined', onaId), file(13, 'approved', onaId)]);
    expect((await firm.get(COMPANY_API.company)).json().details).toMatchObject({ identityStep: 'documents', documents: 1, approvedDocuments: 1 });
    await t.database.db.insert(userFiles).values(file(2, 'uploaded', petrasId));
    const inReview = companyResponseSchema.parse((await firm.get(COMPANY_API.company)).json());
    expect(inReview.details).toMatchObject({ identityStep: 'review', documents: 2, approvedDocuments: 1 });
    expect(inReview.persons.map((p) => p.documentStatus)).toEqual(['approved', 'uploaded']);
    await t.database.db.update(userFiles).set({ reviewStatus: 'approved' }).where(eq(userFiles.storageKey, 'company-test-2'));
    expect((await firm.get(AUTH_API.userDetails)).json().company.identityStep).toBe('completed');
  });

  it('removes a person softly; another account cannot touch it (404)', async () => {
    const persons = (await firm.get(COMPANY_API.company)).json().persons as { id: number; isUbo: boolean }[];
    const ubo = persons.find((p) => p.isUbo)!;
    expect((await otherFirm.post(COMPANY_API.removePerson(ubo.id))).statusCode).toBe(404);
    expect((await privateUser.post(COMPANY_API.removePerson(ubo.id))).statusCode).toBe(403);
    expect((await firm.post(COMPANY_API.removePerson(999999))).statusCode).toBe(404);
    expect((await firm.post(COMPANY_API.removePerson(ubo.id))).statusCode).toBe(204);
    expect((await firm.post(COMPANY_API.removePerson(ubo.id))).statusCode).toBe(404);
    const after = (await firm.get(COMPANY_API.company)).json();
    expect(after.persons).toHaveLength(1);
    expect(after.details).toMatchObject({ uboCount: 0, identityStep: 'persons' });
    expect((await firm.get(AUTH_API.userDetails)).json().company.uboCount).toBe(0);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, firmId), eq(auditLog.action, 'company.person_removed')));
    expect(audited).toHaveLength(1);
  });

  it('a read-only company account cannot change anything', async () => {
    await t.database.db.update(users).set({ readonly: true }).where(eq(users.id, firmId));
    try {
      const res = await firm.post(COMPANY_API.persons, adult);
      expect(res.json().code).toBe('READ_ONLY');
      expect((await firm.get(COMPANY_API.company)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(users).set({ readonly: false }).where(eq(users.id, firmId));
    }
  });
});
