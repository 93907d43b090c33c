import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toCents, AUTH_API, COMPANY_API, companyResponseSchema, FILE_MESSAGE_KEYS, FILES_API, UPLOAD_FIELD_PERSON_ID } from '@platform/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDetails, countries, questionnaireAnswers, userFiles, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshOnboarding } from '../onboarding/onboarding.service';

/**
 * The company onboarding gate: a company account is not allowed to invest until its company data,
 * its persons and an operator-approved identity document of EACH person (linked by person_id) are
 * in place, whatever else is done. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-fake-png-body')]);
const company = { name: 'Gate UAB', registrationNumber: '305777888', isRepresentative: true, isDirector: true, isSubsidiary: false, isUbo: false };
const director = { firstName: 'Ona', lastName: 'Jonaitė', birthDate: '1980-05-04', nationality: 'LT', isDirector: true, isRepresentative: false, isUbo: false };
const ubo = { ...director, firstName: 'Petras', lastName: 'Petraitis', isDirector: false, isUbo: true, ownershipBps: 6000 };

function multipart(fileType: string, fields: Record<string, string>) {
  const boundary = '----company-gate-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries({ file_type: fileType, ...fields })) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileType}"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let dataDir: string;
let firm: SessionClient;
let otherFirm: SessionClient;
let operator: SessionClient;
let firmId: number;
let countryId: number;

async function upload(client: SessionClient, fileType: string, fields: Record<string, string> = {}, query = '') {
  const body = multipart(fileType, fields);
  return client.post(`${FILES_API.upload}${query}`, body.payload, body.headers);
}

async function state(client: SessionClient = firm) {
  const details = (await client.get(AUTH_API.userDetails)).json();
  return {
    step: details.registrationStep.current as string,
    allowed: details.allowedToInvest as boolean,
    identityStep: details.company?.identityStep as string,
  };
}

async function review(fileId: number, approve: boolean) {
  const res = await operator.post(FILES_API.adminReview(fileId), approve ? { approve } : { approve, reason: 'Blurred photo' });
  expect(res.statusCode).toBe(200);
}

async function registerCompany(client: SessionClient, email: string): Promise<number> {
  const res = await client.post(AUTH_API.register, { email, password: 'Correct-horse-42', type: 'company', locale: 'en', company });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'company-gate-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  firm = createSessionClient(t.app, { ip: '192.0.2.60' });
  firmId = await registerCompany(firm, 'gate@firm.example');
  otherFirm = createSessionClient(t.app, { ip: '192.0.2.61' });
  await registerCompany(otherFirm, 'gate@other.example');
  operator = createSessionClient(t.app, { ip: '192.0.2.62' });
  await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
  const [country] = await t.database.db.select().from(countries).limit(1);
  countryId = country.id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('company onboarding gate', () => {
  it('holds a company at the company step once identified, even with its proof of address approved', async () => {
    // Questionnaire answered and identity approved (facts of other modules, stored directly).
    const now = Date.now();
    await t.database.db.insert(questionnaireAnswers).values({
      userId: firmId,
      version: 1,
      answers: {},
      knowledgePassed: true,
      netWorthCents: toCents(0),
      lossCapacityCents: toCents(0),
      answeredAt: new Date(now),
      reassessAt: new Date(now + 365 * 24 * 3600 * 1000),
    });
    await t.database.db.update(users).set({ identifyStatus: 'approved' }).where(eq(users.id, firmId));
    await t.database.db.transaction((tx) => refreshOnboarding(tx, firmId));
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'persons' });

    const proof = await upload(firm, 'proof_of_address');
    expect(proof.statusCode).toBe(200);
    await review(proof.json().id, true);
    const details = (await firm.get(AUTH_API.userDetails)).json();
    expect(details.verificationStep.current).toBe('completedVerification');
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'persons' });
  });

  it('stays at the company step with data and persons but no approved document per person', async () => {
    expect((await firm.post(COMPANY_API.persons, director)).statusCode).toBe(201);
    expect((await firm.post(COMPANY_API.persons, ubo)).statusCode).toBe(201);
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'documents' });
    const saved = await firm.post(COMPANY_API.company, {
      businessActivityIndustry: 'energy',
      businessActivitySubIndustry: 'Solar parks',
      governmentalLicenseIsLicensed: false,
      countryCodeId: countryId,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().details).toMatchObject({ dataComplete: true, identityStep: 'documents' });
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'documents' });
  });

  it('refuses a person id that is not the caller’s own live person, or is not an id', async () => {
    const persons = companyResponseSchema.parse((await firm.get(COMPANY_API.company)).json()).persons;
    const theirs = await upload(otherFirm, 'identity_document', { [UPLOAD_FIELD_PERSON_ID]: String(persons[0].id) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ id: null, status: 'ERROR', message: FILE_MESSAGE_KEYS.notFound });
    expect((await upload(otherFirm, 'identity_document', {}, `?${UPLOAD_FIELD_PERSON_ID}=${persons[0].id}`)).statusCode).toBe(404);
    expect((await upload(firm, 'identity_document', { [UPLOAD_FIELD_PERSON_ID]: '999999' })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await upload(firm, 'identity_document', { [UPLOAD_FIELD_PERSON_ID]: bad })).statusCode).toBe(400);
    }
    // Only identity documents belong to a person; a field and a query naming different persons disagree.
    expect((await upload(firm, 'proof_of_address', { [UPLOAD_FIELD_PERSON_ID]: String(persons[0].id) })).statusCode).toBe(400);
    expect(
      (await upload(firm, 'identity_document', { [UPLOAD_FIELD_PERSON_ID]: String(persons[0].id) }, `?${UPLOAD_FIELD_PERSON_ID}=${persons[1].id}`)).statusCode,
    ).toBe(400);
    // Nothing was stored for any of them.
    const linked = await t.database.db.select().from(userFiles).where(isNotNull(userFiles.personId));
    expect(linked).toEqual([]);
  });

  it('links one document per person; the company becomes allowed once an operator approved each', async () => {
    const [ona, petras] = companyResponseSchema.parse((await firm.get(COMPANY_API.company)).json()).persons;
    // An unlinked identity document counts for nobody.
    expect((await upload(firm, 'identity_document')).statusCode).toBe(200);
    expect(await state()).toMatchObject({ step: 'company', identityStep: 'documents' });

    const first = await upload(firm, 'identity_document', { [UPLOAD_FIELD_PERSON_ID]: String(ona.id) });
    expect(first.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(userFiles).where(eq(userFiles.id, first.json().id));
    expect(stored.personId).toBe(ona.id);
    expect(await state()).toMatchObject({ step: 'company', allowed: false, identityStep: 'documents' });

    // The query form (what the company page's dropzone sends).
    const second = await upload(firm, 'identity_document', {}, `?${UPLOAD_FIELD_PERSON_ID}=${petras.id}`);
    expect(second.statusCode).toBe(200);
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'review' });
    const inReview = companyResponseSchema.parse((await firm.get(COMPANY_API.company)).json());
    expect(inReview.persons.map((p) => p.documentStatus)).toEqual(['uploaded', 'uploaded']);
    // The operator's queue says whose document each one is.
    const queue = (await operator.get(FILES_API.adminList)).json().documents as { id: number; personName: string | null }[];
    expect(queue.find((d) => d.id === first.json().id)?.personName).toBe(`${ona.firstName} ${ona.lastName}`);
    expect(queue.find((d) => d.id === second.json().id)?.personName).toBe(`${petras.firstName} ${petras.lastName}`);

    await review(first.json().id, true);
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'review' });
    // A decline sends the company back to documents, a new upload for that person to review.
    await review(second.json().id, false);
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'documents' });
    expect((await firm.get(COMPANY_API.company)).json().persons.map((p: { documentStatus: string }) => p.documentStatus)).toEqual(['approved', 'declined']);
    const again = await upload(firm, 'identity_document', { [UPLOAD_FIELD_PERSON_ID]: String(petras.id) });
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'review' });
    await review(again.json().id, true);

    expect(await state()).toEqual({ step: 'completed', allowed: true, identityStep: 'completed' });
    const [row] = await t.database.db.select().from(companyDetails).where(eq(companyDetails.userId, firmId));
    expect(row.identityStep).toBe('completed');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, firmId));
    expect(user.registrationStep).toBe('completed');
  });

  it('a new person without a document, or removing a needed one, takes the permission away again', async () => {
    const added = await firm.post(COMPANY_API.persons, { ...director, firstName: 'Jonas', isDirector: false, isRepresentative: true });
    expect(added.statusCode).toBe(201);
    expect(added.json().documentStatus).toBe('none');
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'documents' });
    expect((await firm.post(COMPANY_API.removePerson(added.json().id))).statusCode).toBe(204);
    expect(await state()).toEqual({ step: 'completed', allowed: true, identityStep: 'completed' });
    // A removed person takes no more documents.
    expect((await upload(firm, 'identity_document', { [UPLOAD_FIELD_PERSON_ID]: String(added.json().id) })).statusCode).toBe(404);

    // Removing the UBO: their approved document no longer counts and the roles are no longer covered.
    const petras = companyResponseSchema.parse((await firm.get(COMPANY_API.company)).json()).persons.find((p) => p.isUbo)!;
    expect((await firm.post(COMPANY_API.removePerson(petras.id))).statusCode).toBe(204);
    expect(await state()).toEqual({ step: 'company', allowed: false, identityStep: 'persons' });
    const approvedOfRemoved = await t.database.db
      .select()
      .from(userFiles)
      .where(and(eq(userFiles.personId, petras.id), eq(userFiles.reviewStatus, 'approved')));
    expect(approvedOfRemoved).toHaveLength(1);
  });

  it('private accounts never stop at the company step', async () => {
    const investor = createSessionClient(t.app, { ip: '192.0.2.63' });
    await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
    const details = (await investor.get(AUTH_API.userDetails)).json();
    expect(details).toMatchObject({ registrationStep: { current: 'completed' }, allowedToInvest: true, company: null });
    // And they own no persons to link documents to.
    expect((await upload(investor, 'identity_document', { [UPLOAD_FIELD_PERSON_ID]: '1' })).statusCode).toBe(404);
  });
});
