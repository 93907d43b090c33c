import {
  debtorFlowView,
  deriveDebtorIdentityStep,
  overrideDebtorIdentityStep,
  restoreDebtorIdentityStep,
  type DebtorFlowView,
  type DebtorIdentityStep,
  type DebtorStepChange,
  type IdentifyStatus,
} from '@platform/contract';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { manualKycRequests, questionnaireAnswers, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { setDebtorIdentitySteps, setExtendedDebtorFlow } from './user.commands';

type FlowRow = Pick<
  typeof users.$inferSelect,
  'id' | 'isDebtor' | 'extendedDebtorFlow' | 'debtorIdentityStep' | 'debtorPreviousIdentityStep' | 'identifyStatus' | 'registrationStep'
>;

const NO_FLOW: DebtorFlowView = { extendedDebtorFlow: false, identityStep: null, previousIdentityStep: null };

interface Derived {
  view: DebtorFlowView;
  derived: DebtorIdentityStep;
  activeManualKycId: number | null;
}

/**
 * The `debtor` part of the user data for each row (decision 0046), read in two queries however
 * many rows: the debtor questionnaire answers still valid and the open manual KYC requests.
 */
async function deriveAll(db: Db, rows: readonly FlowRow[], now: Date): Promise<Map<number, Derived>> {
  const result = new Map<number, Derived>();
  const inFlow = rows.filter((r) => r.isDebtor && r.extendedDebtorFlow);
  const ids = inFlow.map((r) => r.id);
  const [answered, open] =
    ids.length === 0
      ? [[], []]
      : [
          await db
            .selectDistinct({ userId: questionnaireAnswers.userId })
            .from(questionnaireAnswers)
            .where(and(inArray(questionnaireAnswers.userId, ids), eq(questionnaireAnswers.kind, 'debtor_extended'), gt(questionnaireAnswers.reassessAt, now))),
          await db
            .select({ userId: manualKycRequests.userId, id: manualKycRequests.id })
            .from(manualKycRequests)
            .where(and(inArray(manualKycRequests.userId, ids), eq(manualKycRequests.status, 'open'))),
        ];
  const answeredIds = new Set(answered.map((a) => a.userId));
  const openOf = new Map(open.map((o) => [o.userId, o.id]));
  for (const row of rows) {
    const activeManualKycId = openOf.get(row.id) ?? null;
    const derived = deriveDebtorIdentityStep({
      debtorQuestionnaireValid: answeredIds.has(row.id),
      identifyStatus: row.identifyStatus as IdentifyStatus,
      registrationStep: row.registrationStep,
      activeManualKycId,
    });
    const view = debtorFlowView(row, { override: row.debtorIdentityStep, previous: row.debtorPreviousIdentityStep }, derived);
    result.set(row.id, { view, derived, activeManualKycId });
  }
  return result;
}

export async function debtorFlowsOf(db: Db, rows: readonly FlowRow[], now: Date = new Date()): Promise<Map<number, DebtorFlowView>> {
  const all = await deriveAll(db, rows, now);
  return new Map([...all].map(([id, d]) => [id, d.view]));
}

export async function debtorFlowOf(db: Db, row: FlowRow, now: Date = new Date()): Promise<DebtorFlowView> {
  return (await debtorFlowsOf(db, [row], now)).get(row.id) ?? NO_FLOW;
}

/** The debtor's row locked for the change; a user who is not a debtor has no debtor flow to change. */
async function lockDebtor(tx: Db, userId: number): Promise<FlowRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  if (!row) throw notFound('User not found');
  if (!row.isDebtor) throw new AppError('CONFLICT', 'This user is not a debtor');
  return row;
}

function refused(change: Extract<DebtorStepChange, { ok: false }>): never {
  switch (change.reason) {
    case 'same_step':
    case 'no_manual_kyc_request':
      throw new AppError('VALIDATION_FAILED', 'This step cannot be set', { step: [change.reason] });
    case 'not_extended_flow':
      throw new AppError('CONFLICT', 'The debtor is not in the extended debtor flow');
    case 'nothing_to_restore':
      throw new AppError('CONFLICT', 'There is no previous step to restore');
  }
}

/**
 * Operator actions on a debtor's flow (decision 0046), each audited in the same transaction and
 * answering the debtor's flow as the user data will show it.
 */
export const debtorFlowCommands = {
  /** Switching the flow off drops any override: a stale step must not come back when it is switched on again. */
  async setExtended(
    db: Db,
    operatorId: number,
    userId: number,
    extendedDebtorFlow: boolean,
    meta: RequestMeta,
    now: Date = new Date(),
  ): Promise<DebtorFlowView> {
    return db.transaction(async (tx) => {
      const row = await lockDebtor(tx, userId);
      await setExtendedDebtorFlow(tx, userId, extendedDebtorFlow);
      const cleared = !extendedDebtorFlow && (row.debtorIdentityStep !== null || row.debtorPreviousIdentityStep !== null);
      if (cleared) await setDebtorIdentitySteps(tx, userId, { override: null, previous: null });
      await recordAudit(tx, {
        actorUserId: operatorId,
        subjectUserId: userId,
        action: 'operator.debtor_flow_set',
        ip: meta.ip,
        details: { extendedDebtorFlow, from: row.extendedDebtorFlow, overrideCleared: cleared },
      });
      const next = { ...row, extendedDebtorFlow, ...(cleared ? { debtorIdentityStep: null, debtorPreviousIdentityStep: null } : {}) };
      return (await deriveAll(tx, [next], now)).get(userId)!.view;
    });
  },

  async overrideStep(db: Db, operatorId: number, userId: number, step: DebtorIdentityStep, meta: RequestMeta, now: Date = new Date()): Promise<DebtorFlowView> {
    return db.transaction(async (tx) => {
      const row = await lockDebtor(tx, userId);
      const current = (await deriveAll(tx, [row], now)).get(userId)!;
      const change = overrideDebtorIdentityStep(current.view, { activeManualKycId: current.activeManualKycId }, step);
      if (!change.ok) refused(change);
      await setDebtorIdentitySteps(tx, userId, change.state);
      await recordAudit(tx, {
        actorUserId: operatorId,
        subjectUserId: userId,
        action: 'operator.debtor_step_overridden',
        ip: meta.ip,
        details: { from: change.from, to: change.to },
      });
      return debtorFlowView(row, change.state, current.derived);
    });
  },

  async restoreStep(db: Db, operatorId: number, userId: number, meta: RequestMeta, now: Date = new Date()): Promise<DebtorFlowView> {
    return db.transaction(async (tx) => {
      const row = await lockDebtor(tx, userId);
      const current = (await deriveAll(tx, [row], now)).get(userId)!;
      const change = restoreDebtorIdentityStep(current.view, current.derived);
      if (!change.ok) refused(change);
      await setDebtorIdentitySteps(tx, userId, change.state);
      await recordAudit(tx, {
        actorUserId: operatorId,
        subjectUserId: userId,
        action: 'operator.debtor_step_restored',
        ip: meta.ip,
        details: { from: change.from, to: change.to },
      });
      return debtorFlowView(row, change.state, current.derived);
    });
  },
};
