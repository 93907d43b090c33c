import {
  deriveOnboarding,
  REQUIRED_DOCUMENT_TYPE,
  type CompanyStatus,
  type DocumentsStatus,
  type IdentifyStatus,
  type OnboardingState,
} from '@platform/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionnaireAnswers, userFiles, users } from '../../db/schema';
import { refreshCompanyFacts } from '../company/company.facts';
import { setOnboardingSteps } from '../users/user.commands';

/**
 * Recomputes a user's onboarding steps from the facts (questionnaire, identity check, documents,
 * and for company accounts their company data, persons and per-person documents) and stores them
 * on the user (and the company identity step on company_details). Every service that changes one
 * of those facts calls this in the same transaction, so steps never drift from what happened.
 */
export async function refreshOnboarding(tx: Db, userId: number, now: Date = new Date()): Promise<OnboardingState> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`no user ${userId}`);
  const [answered] = await tx
    .select({ id: questionnaireAnswers.id })
    .from(questionnaireAnswers)
    .where(and(eq(questionnaireAnswers.userId, userId), eq(questionnaireAnswers.kind, 'investor'), gt(questionnaireAnswers.reassessAt, now)))
    .limit(1);
  const [document] = await tx
    .select({ reviewStatus: userFiles.reviewStatus })
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.fileType, REQUIRED_DOCUMENT_TYPE), isNull(userFiles.deletedAt)))
    .orderBy(desc(userFiles.createdAt), desc(userFiles.id))
    .limit(1);
  const company = await refreshCompanyFacts(tx, user);
  const state = deriveOnboarding({
    questionnaireValid: Boolean(answered),
    identifyStatus: user.identifyStatus as IdentifyStatus,
    documents: (document?.reviewStatus as DocumentsStatus | undefined) ?? 'none',
    shouldReidentify: user.shouldReidentify,
    company,
  });
  await setOnboardingSteps(tx, userId, {
    registrationStep: state.registrationStep,
    verificationStep: state.verificationStep,
    questionsAnswered: state.questionsAnswered,
  });
  return state;
}

/** Steps that come before or at the company step: a company still there has not completed it. */
const BEFORE_COMPANY_DONE = new Set(['questionnaire', 'identify', 'company']);

/**
 * The company fact as the stored row tells it: a company account past the company step (documents
 * or completed) had it complete at the last refresh; one at or before it did not (for steps before
 * it the fact does not change the result: those steps win).
 */
export function storedCompanyStatus(user: Pick<typeof users.$inferSelect, 'type' | 'registrationStep'>): CompanyStatus {
  if (user.type !== 'company') return 'notApplicable';
  return BEFORE_COMPANY_DONE.has(user.registrationStep) ? 'incomplete' : 'complete';
}

/** The same rule from what is stored on the user row (after the last refresh). */
export function onboardingOf(user: typeof users.$inferSelect): OnboardingState {
  const documentsDone = user.verificationStep === 'completedVerification';
  return deriveOnboarding({
    questionnaireValid: user.questionsAnswered,
    identifyStatus: user.identifyStatus as IdentifyStatus,
    documents: documentsDone ? 'approved' : user.verificationStep === 'review' ? 'uploaded' : user.registrationStep === 'completed' ? 'uploaded' : 'none',
    shouldReidentify: user.shouldReidentify,
    company: storedCompanyStatus(user),
  });
}

/**
 * The questionnaire is valid for two years (ECSP re-assessment). Users whose answer came due are
 * recomputed (questionsAnswered false, the complete-questionnaire alert back). Run hourly.
 */
export async function refreshDueQuestionnaires(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.questionsAnswered, true),
        sql`not exists (select 1 from ${questionnaireAnswers} q where q.user_id = ${users.id} and q.kind = 'investor' and q.reassess_at > ${now.toISOString()})`,
      ),
    );
  for (const { id } of due) await db.transaction((tx) => refreshOnboarding(tx, id, now));
  return due.length;
}
