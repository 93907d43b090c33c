import { deriveOnboarding, REQUIRED_DOCUMENT_TYPE, type DocumentsStatus, type IdentifyStatus, type OnboardingState } from '@platform/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionnaireAnswers, userFiles, users } from '../../db/schema';

/**
 * Recomputes a user's onboarding steps from the facts (questionnaire, identity check, documents)
 * and stores them on the user. Every service that changes one of those facts calls this in the
 * same transaction, so steps never drift from what happened.
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
  const state = deriveOnboarding({
    questionnaireValid: Boolean(answered),
    identifyStatus: user.identifyStatus as IdentifyStatus,
    documents: (document?.reviewStatus as DocumentsStatus | undefined) ?? 'none',
    shouldReidentify: user.shouldReidentify,
  });
  await tx
    .update(users)
    .set({ registrationStep: state.registrationStep, verificationStep: state.verificationStep, questionsAnswered: state.questionsAnswered })
    .where(eq(users.id, userId));
  return state;
}

/** The same rule from what is stored on the user row (after the last refresh). */
export function onboardingOf(user: typeof users.$inferSelect): OnboardingState {
  const documentsDone = user.verificationStep === 'completedVerification';
  return deriveOnboarding({
    questionnaireValid: user.questionsAnswered,
    identifyStatus: user.identifyStatus as IdentifyStatus,
    documents: documentsDone ? 'approved' : user.verificationStep === 'review' ? 'uploaded' : user.registrationStep === 'completed' ? 'uploaded' : 'none',
    shouldReidentify: user.shouldReidentify,
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
