import { toCents, AUTH_API } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers, users } from '../../db/schema';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshDueQuestionnaires, refreshOnboarding } from './onboarding.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('questionnaire re-assessment', () => {
  it('a questionnaire answered over two years ago no longer counts', async () => {
    const c = createSessionClient(t.app);
    await c.post(AUTH_API.register, { email: 'due@example.com', password: 'Correct-horse-42', type: 'private', locale: 'en' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'due@example.com'));
    const answeredAt = new Date(Date.now() - 2 * 365 * 24 * 3600 * 1000);
    await t.database.db.insert(questionnaireAnswers).values({
      userId: user.id,
      version: 1,
      answers: {},
      knowledgePassed: true,
      netWorthCents: toCents(0),
      lossCapacityCents: toCents(0),
      answeredAt,
      reassessAt: new Date(Date.now() + 60_000),
    });
    await t.database.db.transaction((tx) => refreshOnboarding(tx, user.id));
    expect((await c.get(AUTH_API.userDetails)).json().questionsAnswered).toBe(true);

    // Nothing is due yet.
    expect(await refreshDueQuestionnaires(t.database.db)).toBe(0);
    // Two minutes later the answer is due: the flag and the step follow.
    expect(await refreshDueQuestionnaires(t.database.db, new Date(Date.now() + 120_000))).toBe(1);
    const details = (await c.get(AUTH_API.userDetails)).json();
    expect(details.questionsAnswered).toBe(false);
    expect(details.registrationStep.current).toBe('questionnaire');
  });
});
