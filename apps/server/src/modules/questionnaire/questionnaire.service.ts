import {
  DEBTOR_EXTENDED_QUESTIONS,
  fromWire,
  INVESTOR_QUESTIONS,
  knowledgeTestPassed,
  lossSimulation,
  metSophisticatedCriteria,
  QUESTIONNAIRE_VERSION,
  reassessAt as reassessAtOf,
  toWire,
  validateAnswers,
  type QuestionnaireResult,
  type QuestionnaireSet,
  type SetDebtorQuestionnaireBody,
  type SetQuestionnaireBody,
  type SophisticatedCriteria,
  type SophisticatedCriteriaBody,
  type SophisticatedRequest,
  ZERO_CENTS,
} from '@platform/contract';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionnaireAnswers, sophisticatedRequests, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { refreshOnboarding } from '../onboarding/onboarding.service';
import { setSophisticatedStatus } from '../users/user.commands';
import { KNOWLEDGE_ANSWER_KEY } from './questionnaire.key';

type AnswerRow = typeof questionnaireAnswers.$inferSelect;
type AnswerKind = 'investor' | 'debtor_extended';

const toResult = (row: AnswerRow): QuestionnaireResult => ({
  knowledgePassed: row.knowledgePassed,
  netWorth: toWire(row.netWorthCents),
  lossCapacity: toWire(row.lossCapacityCents),
  riskWarningRequired: !row.knowledgePassed,
  answeredAt: row.answeredAt.toISOString(),
  reassessAt: row.reassessAt.toISOString(),
});

function criteriaOf(body: SophisticatedCriteriaBody): SophisticatedCriteria {
  return body.kind === 'natural'
    ? {
        kind: 'natural',
        grossIncomeCents: fromWire(body.grossIncome),
        portfolioCents: fromWire(body.portfolio),
        professionalExperience: body.professionalExperience,
        significantTransactions: body.significantTransactions,
      }
    : { kind: 'legal', ownFundsCents: fromWire(body.ownFunds), netTurnoverCents: fromWire(body.netTurnover), balanceSheetCents: fromWire(body.balanceSheet) };
}

const SOPHISTICATED_STATUSES = ['none', 'requested', 'approved', 'declined'] as const;
type SophisticatedStatus = (typeof SOPHISTICATED_STATUSES)[number];
const statusOf = (value: string): SophisticatedStatus =>
  (SOPHISTICATED_STATUSES as readonly string[]).includes(value) ? (value as SophisticatedStatus) : 'none';

/**
 * The ECSP investor questionnaire: answers are stored with their date and re-assessed after two
 * years; a sophisticated-investor request waits for an operator's decision.
 */
export function createQuestionnaireService(db: Db) {
  async function validAnswer(tx: Db, userId: number, now: Date, kind: AnswerKind = 'investor'): Promise<AnswerRow | null> {
    const [row] = await tx
      .select()
      .from(questionnaireAnswers)
      .where(and(eq(questionnaireAnswers.userId, userId), eq(questionnaireAnswers.kind, kind), gt(questionnaireAnswers.reassessAt, now)))
      .orderBy(desc(questionnaireAnswers.answeredAt), desc(questionnaireAnswers.id))
      .limit(1);
    return row ?? null;
  }

  /** Decision 0046: the extended questionnaire belongs to debtors in the extended debtor flow (a per-debtor setting). */
  async function inExtendedFlow(viewer: { id: number; isDebtor: boolean }): Promise<boolean> {
    if (!viewer.isDebtor) return false;
    const [row] = await db.select({ extendedDebtorFlow: users.extendedDebtorFlow }).from(users).where(eq(users.id, viewer.id)).limit(1);
    return row?.extendedDebtorFlow === true;
  }

  return {
    async questionSet(userId: number, now: Date = new Date()): Promise<QuestionnaireSet> {
      const [user] = await db.select({ sophisticatedStatus: users.sophisticatedStatus }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound('User not found');
      const current = await validAnswer(db, userId, now);
      return {
        version: QUESTIONNAIRE_VERSION,
        questions: [...INVESTOR_QUESTIONS],
        current: current ? toResult(current) : null,
        sophisticatedStatus: statusOf(user.sophisticatedStatus),
      };
    },

    async debtorQuestionSet(viewer: { id: number; isDebtor: boolean }, now: Date = new Date()): Promise<QuestionnaireSet> {
      if (!(await inExtendedFlow(viewer))) throw notFound('Only debtors in the extended debtor flow have the extended questionnaire');
      const current = await validAnswer(db, viewer.id, now, 'debtor_extended');
      return {
        version: QUESTIONNAIRE_VERSION,
        questions: [...DEBTOR_EXTENDED_QUESTIONS],
        current: current ? toResult(current) : null,
        sophisticatedStatus: 'none',
      };
    },

    /**
     * The extended debtor flow's questionnaire (kind 'debtor_extended'): recorded with its date like
     * the investor's, but it has no knowledge test or loss simulation and does not move the investor
     * onboarding (which counts kind 'investor' only).
     */
    async answerDebtor(
      viewer: { id: number; isDebtor: boolean },
      body: SetDebtorQuestionnaireBody,
      meta: RequestMeta,
      now: Date = new Date(),
    ): Promise<QuestionnaireResult> {
      if (!(await inExtendedFlow(viewer))) throw new AppError('FORBIDDEN', 'Only debtors in the extended debtor flow answer the extended questionnaire');
      const fieldErrors = validateAnswers(DEBTOR_EXTENDED_QUESTIONS, body.answers);
      if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', 'Answer every question', fieldErrors);
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update').limit(1);
        if (!user) throw notFound('User not found');
        if (await validAnswer(tx, viewer.id, now, 'debtor_extended'))
          throw new AppError('CONFLICT', 'The questionnaire is answered until its re-assessment is due');
        const [row] = await tx
          .insert(questionnaireAnswers)
          .values({
            userId: viewer.id,
            version: QUESTIONNAIRE_VERSION,
            kind: 'debtor_extended',
            answers: body.answers,
            knowledgePassed: true,
            netWorthCents: ZERO_CENTS,
            lossCapacityCents: ZERO_CENTS,
            riskWarningAcknowledgedAt: null,
            answeredAt: now,
            reassessAt: reassessAtOf(now),
          })
          .returning();
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: 'questionnaire.debtor_answered',
          ip: meta.ip,
          details: { answerId: row.id },
        });
        return toResult(row);
      });
    },

    async answer(userId: number, body: SetQuestionnaireBody, meta: RequestMeta, now: Date = new Date()): Promise<QuestionnaireResult> {
      const fieldErrors = validateAnswers(INVESTOR_QUESTIONS, body.answers);
      if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', 'Answer every question', fieldErrors);
      const knowledgePassed = knowledgeTestPassed(body.answers, KNOWLEDGE_ANSWER_KEY);
      if (!knowledgePassed && body.riskWarningAcknowledged !== true) {
        throw new AppError('VALIDATION_FAILED', 'Acknowledge the risk warning', { riskWarningAcknowledged: ['required'] });
      }
      const criteria = body.sophisticated ? criteriaOf(body.sophisticated) : null;
      const { netWorth, lossCapacity } = lossSimulation(body.answers);

      return db.transaction(async (tx) => {
        // One answer at a time per user: lock the user row, then look for a still-valid answer.
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
        if (!user) throw notFound('User not found');
        if (await validAnswer(tx, userId, now)) throw new AppError('CONFLICT', 'The questionnaire is answered until its re-assessment is due');
        if (criteria) {
          const expected = user.type === 'company' ? 'legal' : 'natural';
          if (criteria.kind !== expected)
            throw new AppError('VALIDATION_FAILED', 'Wrong criteria for this account type', { 'sophisticated.kind': ['invalid'] });
          const met = metSophisticatedCriteria(criteria);
          if (met.length < (criteria.kind === 'natural' ? 2 : 1)) {
            throw new AppError('VALIDATION_FAILED', 'The criteria of a sophisticated investor are not met', { sophisticated: ['criteria_not_met'] });
          }
          if (user.sophisticatedStatus === 'requested' || user.sophisticatedStatus === 'approved') {
            throw new AppError('CONFLICT', 'A sophisticated-investor request is already pending or approved');
          }
        }
        const [row] = await tx
          .insert(questionnaireAnswers)
          .values({
            userId,
            version: QUESTIONNAIRE_VERSION,
            kind: 'investor',
            answers: body.answers,
            knowledgePassed,
            netWorthCents: netWorth,
            lossCapacityCents: lossCapacity,
            riskWarningAcknowledgedAt: knowledgePassed ? null : now,
            answeredAt: now,
            reassessAt: reassessAtOf(now),
          })
          .returning();
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'questionnaire.answered',
          ip: meta.ip,
          details: { answerId: row.id, knowledgePassed, riskWarningAcknowledged: !knowledgePassed },
        });
        if (criteria) {
          const [request] = await tx
            .insert(sophisticatedRequests)
            .values({ userId, criteria: { ...criteria, met: metSophisticatedCriteria(criteria) } })
            .returning({ id: sophisticatedRequests.id });
          await setSophisticatedStatus(tx, userId, 'requested');
          await recordAudit(tx, {
            actorUserId: userId,
            subjectUserId: userId,
            action: 'sophisticated.requested',
            ip: meta.ip,
            details: { requestId: request.id },
          });
        }
        await refreshOnboarding(tx, userId, now);
        return toResult(row);
      });
    },

    async listRequests(): Promise<SophisticatedRequest[]> {
      const rows = await db
        .select({ request: sophisticatedRequests, email: users.email, displayName: users.displayName })
        .from(sophisticatedRequests)
        .innerJoin(users, eq(users.id, sophisticatedRequests.userId))
        .orderBy(
          sql`case when ${sophisticatedRequests.status} = 'requested' then 0 else 1 end`,
          desc(sophisticatedRequests.createdAt),
          asc(sophisticatedRequests.id),
        )
        .limit(500);
      return rows.map(({ request, email, displayName }) => {
        const { met, ...criteria } = request.criteria as Record<string, unknown> & { met?: unknown };
        return {
          id: request.id,
          userId: request.userId,
          email,
          displayName,
          criteria,
          metCriteria: Array.isArray(met) ? met.map(String) : [],
          status: request.status as SophisticatedRequest['status'],
          reason: request.reason,
          createdAt: request.createdAt.toISOString(),
          decidedAt: request.decidedAt?.toISOString() ?? null,
        };
      });
    },

    async decide(operatorId: number, requestId: number, input: { approve: boolean; reason?: string }, meta: RequestMeta): Promise<void> {
      await db.transaction(async (tx) => {
        const [request] = await tx.select().from(sophisticatedRequests).where(eq(sophisticatedRequests.id, requestId)).for('update').limit(1);
        if (!request) throw notFound('No such request');
        if (request.status !== 'requested') throw new AppError('CONFLICT', 'This request is already decided');
        const status = input.approve ? 'approved' : 'declined';
        await tx
          .update(sophisticatedRequests)
          .set({ status, decidedByUserId: operatorId, decidedAt: new Date(), reason: input.reason || null })
          .where(eq(sophisticatedRequests.id, requestId));
        await setSophisticatedStatus(tx, request.userId, status);
        await recordAudit(tx, {
          actorUserId: operatorId,
          subjectUserId: request.userId,
          action: `sophisticated.${status}`,
          ip: meta.ip,
          details: { requestId, reason: input.reason ?? null },
        });
      });
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
