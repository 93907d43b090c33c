import { AUTH_API, QUESTIONNAIRE_API } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questionnaireAnswers, sophisticatedRequests, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: SessionClient;
let serial = 0;

const PASSING = {
  experience_years: 'y2_5',
  experience_products: 'securities',
  experience_frequency: 'quarterly',
  objective_goal: 'income',
  objective_horizon: 'y1_3',
  objective_share: 'lt_10',
  financial_income: '30000.00',
  financial_liquid_assets: '20000.50',
  financial_commitments: '5000',
  risk_capital_loss: 'all',
  risk_liquidity: 'may_not_sell',
  risk_guarantee: 'not_covered',
  risk_diversification: 'spread',
};
const FAILING = { ...PASSING, risk_capital_loss: 'none', risk_liquidity: 'always_sell' };

async function freshUser(type: 'private' | 'company' = 'private'): Promise<{ client: SessionClient; id: number }> {
  serial += 1;
  const client = createSessionClient(t.app, { ip: `192.0.2.${40 + serial}` });
  const body =
    type === 'private'
      ? { email: `q${serial}@example.test`, password: 'Green-Journey-2026', type, locale: 'en' }
      : {
          email: `q${serial}@example.test`,
          password: 'Green-Journey-2026',
          type,
          locale: 'en',
          company: { name: 'UAB Testas', registrationNumber: '123456789', isRepresentative: true, isDirector: true, isSubsidiary: false, isUbo: true },
        };
  const res = await client.post(AUTH_API.register, body);
  expect(res.statusCode, res.body).toBe(201);
  return { client, id: res.json().id };
}

const answersOf = async (userId: number) => t.database.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  operator = createSessionClient(t.app, { ip: '192.0.2.10' });
  await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
});
afterAll(() => t.close());

describe('investor questionnaire', () => {
  it('guests get 401 JSON', async () => {
    const guest = createSessionClient(t.app);
    expect((await guest.get(QUESTIONNAIRE_API.userQuestionnaire)).statusCode).toBe(401);
    expect((await guest.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: PASSING })).statusCode).toBe(401);
  });

  it('lists questions as ids, kinds and translation keys (no answer key)', async () => {
    const { client } = await freshUser();
    const res = await client.get(QUESTIONNAIRE_API.userQuestionnaire);
    expect(res.statusCode).toBe(200);
    const set = res.json();
    expect(set.current).toBeNull();
    expect(set.sophisticatedStatus).toBe('none');
    const ids = set.questions.map((q: { id: string }) => q.id);
    expect(ids).toEqual(expect.arrayContaining(Object.keys(PASSING)));
    expect(set.questions.find((q: { id: string }) => q.id === 'financial_income')).toMatchObject({ kind: 'money', label: 'questionnaire.q.financial_income' });
    expect(res.body).not.toContain('correct');
  });

  it('pass path: stores the answer, moves onboarding on, and refuses a second answer', async () => {
    const { client, id } = await freshUser();
    const before = (await client.get(AUTH_API.userDetails)).json();
    expect(before.questionsAnswered).toBe(false);
    expect(before.registrationStep.current).toBe('questionnaire');

    const res = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: PASSING });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    // 30,000.00 + 20,000.50 − 5,000.00 = 45,000.50; 10 % = 4,500.05
    expect(result).toMatchObject({ knowledgePassed: true, riskWarningRequired: false, netWorth: '45000.50', lossCapacity: '4500.05' });
    const answeredAt = new Date(result.answeredAt);
    expect(new Date(result.reassessAt).getUTCFullYear()).toBe(answeredAt.getUTCFullYear() + 2);

    const after = (await client.get(AUTH_API.userDetails)).json();
    expect(after.questionsAnswered).toBe(true);
    expect(after.registrationStep.current).toBe('identify');
    const [row] = await answersOf(id);
    expect(row).toMatchObject({ knowledgePassed: true, netWorthCents: 4_500_050, lossCapacityCents: 450_005, riskWarningAcknowledgedAt: null });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, id));
    expect(audit.map((a) => a.action)).toContain('questionnaire.answered');

    const again = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: PASSING });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect(await answersOf(id)).toHaveLength(1);
    expect((await client.get(QUESTIONNAIRE_API.userQuestionnaire)).json().current).toMatchObject({ knowledgePassed: true, netWorth: '45000.50' });
  });

  it('re-assessment is allowed once the answer is due', async () => {
    const { client, id } = await freshUser();
    expect((await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: PASSING })).statusCode).toBe(201);
    await t.database.db
      .update(questionnaireAnswers)
      .set({ reassessAt: new Date(Date.now() - 1000) })
      .where(eq(questionnaireAnswers.userId, id));
    expect((await client.get(QUESTIONNAIRE_API.userQuestionnaire)).json().current).toBeNull();
    expect((await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: PASSING })).statusCode).toBe(201);
    expect(await answersOf(id)).toHaveLength(2);
  });

  it('fail path: the risk warning must be acknowledged, then the answer is stored with the acknowledgement', async () => {
    const { client, id } = await freshUser();
    const refused = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: FAILING });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ riskWarningAcknowledged: ['required'] });
    const notTrue = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: FAILING, riskWarningAcknowledged: false });
    expect(notTrue.statusCode).toBe(400);
    expect(await answersOf(id)).toHaveLength(0);

    const res = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: FAILING, riskWarningAcknowledged: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ knowledgePassed: false, riskWarningRequired: true });
    const [row] = await answersOf(id);
    expect(row.knowledgePassed).toBe(false);
    expect(row.riskWarningAcknowledgedAt).toBeInstanceOf(Date);
    expect((await client.get(AUTH_API.userDetails)).json().questionsAnswered).toBe(true);
  });

  it('negative net worth gives zero loss capacity', async () => {
    const { client } = await freshUser();
    const res = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, {
      answers: { ...PASSING, financial_income: '1000', financial_liquid_assets: '0', financial_commitments: '2500.25' },
    });
    expect(res.json()).toMatchObject({ netWorth: '-1500.25', lossCapacity: '0.00' });
  });

  it('bad input answers 400 JSON and stores nothing', async () => {
    const { client, id } = await freshUser();
    const { risk_guarantee: _omitted, ...missing } = PASSING;
    const cases: Array<[unknown, string | null]> = [
      [{}, 'answers'],
      [{ answers: missing }, 'answers.risk_guarantee'],
      [{ answers: { ...PASSING, financial_income: 30000 } }, null],
      [{ answers: { ...PASSING, objective_goal: 'lottery' } }, 'answers.objective_goal'],
      [{ answers: { ...PASSING, financial_commitments: '-10.00' } }, 'answers.financial_commitments'],
      [{ answers: { ...PASSING, financial_income: '12.345' } }, 'answers.financial_income'],
      [{ answers: { ...PASSING, shoe_size: '42' } }, 'answers.shoe_size'],
      [{ answers: PASSING, riskWarningAcknowledged: 'yes' }, null],
      [{ answers: PASSING, sophisticated: { kind: 'natural', grossIncome: '-1' } }, null],
      [[1, 2], null],
    ];
    for (const [body, field] of cases) {
      const res = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (field) expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await answersOf(id)).toHaveLength(0);
    expect((await client.get(AUTH_API.userDetails)).json().questionsAnswered).toBe(false);
  });

  it('the debtor extended questionnaire answers 404 JSON for non-debtors', async () => {
    const { client } = await freshUser();
    const res = await client.get(QUESTIONNAIRE_API.debtorExtendedQuestionnaire);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const debtor = createSessionClient(t.app, { ip: '192.0.2.30' });
    await debtor.post(AUTH_API.login, { email: 'debtor@demo.invest', password: DEMO_PASSWORD });
    const ok = await debtor.get(QUESTIONNAIRE_API.debtorExtendedQuestionnaire);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().questions.length).toBeGreaterThan(0);
  });
});

describe('sophisticated investor requests', () => {
  const NATURAL = { kind: 'natural', grossIncome: '65000', portfolio: '0', professionalExperience: true, significantTransactions: false };

  it('refuses a request that does not meet the Annex II criteria, or of the wrong kind', async () => {
    const { client, id } = await freshUser();
    const weak = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: PASSING, sophisticated: { ...NATURAL, professionalExperience: false } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toHaveProperty('sophisticated');
    const legal = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, {
      answers: PASSING,
      sophisticated: { kind: 'legal', ownFunds: '200000', netTurnover: '0', balanceSheet: '0' },
    });
    expect(legal.statusCode).toBe(400);
    expect(await answersOf(id)).toHaveLength(0);
  });

  it('admin routes: guest 401, investor 403', async () => {
    const { client } = await freshUser();
    const guest = createSessionClient(t.app);
    expect((await guest.get(QUESTIONNAIRE_API.adminSophisticatedRequests)).statusCode).toBe(401);
    expect((await guest.post(QUESTIONNAIRE_API.adminSophisticatedDecision(1), { approve: true })).statusCode).toBe(401);
    expect((await client.get(QUESTIONNAIRE_API.adminSophisticatedRequests)).statusCode).toBe(403);
    expect((await client.post(QUESTIONNAIRE_API.adminSophisticatedDecision(1), { approve: true })).statusCode).toBe(403);
  });

  it('the investor asks, the operator sees it pending first and decides; the status follows', async () => {
    const first = await freshUser();
    const second = await freshUser();
    expect((await first.client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: PASSING, sophisticated: NATURAL })).statusCode).toBe(201);
    expect(
      (await second.client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: FAILING, riskWarningAcknowledged: true, sophisticated: NATURAL }))
        .statusCode,
    ).toBe(201);
    expect((await first.client.get(QUESTIONNAIRE_API.userQuestionnaire)).json().sophisticatedStatus).toBe('requested');

    let list = (await operator.get(QUESTIONNAIRE_API.adminSophisticatedRequests)).json().requests as Array<{
      id: number;
      userId: number;
      status: string;
      metCriteria: string[];
    }>;
    const firstRequest = list.find((r) => r.userId === first.id)!;
    const secondRequest = list.find((r) => r.userId === second.id)!;
    expect(firstRequest).toMatchObject({ status: 'requested', metCriteria: ['income_or_portfolio', 'professional_experience'] });

    expect((await operator.post(QUESTIONNAIRE_API.adminSophisticatedDecision(firstRequest.id), { approve: 'yes' })).statusCode).toBe(400);
    expect((await operator.post(QUESTIONNAIRE_API.adminSophisticatedDecision(999999), { approve: true })).statusCode).toBe(404);
    expect((await operator.post(QUESTIONNAIRE_API.adminSophisticatedDecision(firstRequest.id), { approve: true })).statusCode).toBe(204);
    expect((await operator.post(QUESTIONNAIRE_API.adminSophisticatedDecision(firstRequest.id), { approve: false })).statusCode).toBe(409);
    expect(
      (await operator.post(QUESTIONNAIRE_API.adminSophisticatedDecision(secondRequest.id), { approve: false, reason: 'No proof of income' })).statusCode,
    ).toBe(204);

    const [firstUser] = await t.database.db.select().from(users).where(eq(users.id, first.id));
    const [secondUser] = await t.database.db.select().from(users).where(eq(users.id, second.id));
    expect(firstUser.sophisticatedStatus).toBe('approved');
    expect(secondUser.sophisticatedStatus).toBe('declined');
    const [declined] = await t.database.db.select().from(sophisticatedRequests).where(eq(sophisticatedRequests.id, secondRequest.id));
    expect(declined).toMatchObject({ status: 'declined', reason: 'No proof of income' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, first.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['sophisticated.requested', 'sophisticated.approved']));

    // Pending ones come first.
    const third = await freshUser();
    await third.client.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: PASSING, sophisticated: NATURAL });
    list = (await operator.get(QUESTIONNAIRE_API.adminSophisticatedRequests)).json().requests;
    const firstDecided = list.findIndex((r) => r.status !== 'requested');
    const lastPending = list.map((r) => r.status).lastIndexOf('requested');
    expect(lastPending).toBeLessThan(firstDecided);
  });

  it('a company asks with the legal-person criteria', async () => {
    const { client } = await freshUser('company');
    const res = await client.post(QUESTIONNAIRE_API.setUserQuestionnaire, {
      answers: PASSING,
      sophisticated: { kind: 'legal', ownFunds: '0', netTurnover: '2000000', balanceSheet: '0' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await client.get(QUESTIONNAIRE_API.userQuestionnaire)).json().sophisticatedStatus).toBe('requested');
  });
});

describe('debtor extended questionnaire', () => {
  const DEBTOR_ANSWERS = { debtor_purpose: 'investment', debtor_annual_revenue: '250000.00', debtor_existing_loans: 'some' };

  it('guests get 401 and investors 403; nothing is stored', async () => {
    const guest = createSessionClient(t.app);
    expect((await guest.post(QUESTIONNAIRE_API.setDebtorExtendedQuestionnaire, { answers: DEBTOR_ANSWERS })).statusCode).toBe(401);
    const { client, id } = await freshUser();
    const res = await client.post(QUESTIONNAIRE_API.setDebtorExtendedQuestionnaire, { answers: DEBTOR_ANSWERS });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await answersOf(id)).toHaveLength(0);
  });

  it("the extended debtor flow is the seeded debtor's setting in the user data, off for investors", async () => {
    const { client } = await freshUser();
    expect((await client.get(AUTH_API.userDetails)).json().debtor.extendedDebtorFlow).toBe(false);
    const debtor = createSessionClient(t.app, { ip: '192.0.2.31' });
    await debtor.post(AUTH_API.login, { email: 'debtor@demo.invest', password: DEMO_PASSWORD });
    expect((await debtor.get(AUTH_API.userDetails)).json().debtor.extendedDebtorFlow).toBe(true);
  });

  it('a debtor saves answers as kind debtor_extended, audited, without touching the investor onboarding', async () => {
    const { client, id } = await freshUser('company');
    await t.database.db.update(users).set({ isDebtor: true, extendedDebtorFlow: true }).where(eq(users.id, id));

    const { debtor_existing_loans: _omitted, ...missing } = DEBTOR_ANSWERS;
    const cases: Array<[unknown, string | null]> = [
      [{}, 'answers'],
      [{ answers: missing }, 'answers.debtor_existing_loans'],
      [{ answers: { ...DEBTOR_ANSWERS, debtor_purpose: 'holiday' } }, 'answers.debtor_purpose'],
      [{ answers: { ...DEBTOR_ANSWERS, debtor_annual_revenue: '-5' } }, 'answers.debtor_annual_revenue'],
      [{ answers: { ...DEBTOR_ANSWERS, experience_years: 'y2_5' } }, 'answers.experience_years'],
    ];
    for (const [body, field] of cases) {
      const res = await client.post(QUESTIONNAIRE_API.setDebtorExtendedQuestionnaire, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (field) expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await answersOf(id)).toHaveLength(0);
    expect((await client.get(QUESTIONNAIRE_API.debtorExtendedQuestionnaire)).json().current).toBeNull();

    const res = await client.post(QUESTIONNAIRE_API.setDebtorExtendedQuestionnaire, { answers: DEBTOR_ANSWERS });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await answersOf(id);
    expect(row).toMatchObject({ kind: 'debtor_extended', answers: DEBTOR_ANSWERS });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, id));
    expect(audit.map((a) => a.action)).toContain('questionnaire.debtor_answered');
    expect((await client.get(QUESTIONNAIRE_API.debtorExtendedQuestionnaire)).json().current).not.toBeNull();

    // Only investor answers count for the investor questionnaire and onboarding.
    const details = (await client.get(AUTH_API.userDetails)).json();
    expect(details.questionsAnswered).toBe(false);
    expect(details.registrationStep.current).toBe('questionnaire');
    expect((await client.get(QUESTIONNAIRE_API.userQuestionnaire)).json().current).toBeNull();

    const again = await client.post(QUESTIONNAIRE_API.setDebtorExtendedQuestionnaire, { answers: DEBTOR_ANSWERS });
    expect(again.statusCode).toBe(409);
    expect(await answersOf(id)).toHaveLength(1);
  });
});
