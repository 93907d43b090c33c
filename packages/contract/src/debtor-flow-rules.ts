// Zod-free: browser code imports these without pulling zod in.
import type { IdentifyStatus } from './onboarding-rules';

/**
 * The manual identity steps of a debtor in the extended debtor flow (decision 0046), in order:
 * the debtor's own questionnaire, the identity check, the company data and persons (company
 * accounts), the proof-of-address document, an operator's manual KYC request, done. In the extended
 * flow the manual KYC request is a step of this flow (the layout modal stays closed, spec section 4).
 */
export const DEBTOR_IDENTITY_STEPS = ['questionnaire', 'identify', 'company', 'documents', 'manual_kyc', 'completed'] as const;
export type DebtorIdentityStep = (typeof DEBTOR_IDENTITY_STEPS)[number];

export function isDebtorIdentityStep(value: unknown): value is DebtorIdentityStep {
  return typeof value === 'string' && (DEBTOR_IDENTITY_STEPS as readonly string[]).includes(value);
}

/** What the step is derived from when no operator override stands. */
export interface DebtorIdentityFacts {
  /** The debtor's extended questionnaire has an answer not yet due for re-assessment. */
  debtorQuestionnaireValid: boolean;
  identifyStatus: IdentifyStatus;
  /** The stored registration step (questionnaire → identify → company → documents → completed). */
  registrationStep: string;
  activeManualKycId: number | null;
}

/** The step the facts put the debtor at (the first one not done). */
export function deriveDebtorIdentityStep(facts: DebtorIdentityFacts): DebtorIdentityStep {
  if (!facts.debtorQuestionnaireValid) return 'questionnaire';
  if (facts.identifyStatus !== 'approved') return 'identify';
  if (facts.registrationStep === 'company') return 'company';
  if (facts.registrationStep === 'documents') return 'documents';
  if (facts.activeManualKycId !== null) return 'manual_kyc';
  return 'completed';
}

/** The stored pair: `override` is users.debtorIdentityStep (null: follow the facts), `previous` users.debtorPreviousIdentityStep. */
export interface DebtorIdentityState {
  override: string | null;
  previous: string | null;
}

export interface DebtorFlowView {
  extendedDebtorFlow: boolean;
  identityStep: DebtorIdentityStep | null;
  previousIdentityStep: DebtorIdentityStep | null;
}

const stepOrNull = (value: string | null): DebtorIdentityStep | null => (isDebtorIdentityStep(value) ? value : null);

/**
 * `debtor` of the user data. The identity step exists only for a debtor in the extended flow
 * (otherwise both steps are null: the ordinary onboarding and the manual KYC modal apply). An
 * operator's override wins over the derived step; a stored value that is no longer a step is ignored.
 */
export function debtorFlowView(
  user: { isDebtor: boolean; extendedDebtorFlow: boolean },
  state: DebtorIdentityState,
  derived: DebtorIdentityStep,
): DebtorFlowView {
  const extendedDebtorFlow = user.isDebtor && user.extendedDebtorFlow;
  if (!extendedDebtorFlow) return { extendedDebtorFlow: false, identityStep: null, previousIdentityStep: null };
  return { extendedDebtorFlow, identityStep: stepOrNull(state.override) ?? derived, previousIdentityStep: stepOrNull(state.previous) };
}

export type DebtorStepRefusal = 'not_extended_flow' | 'same_step' | 'no_manual_kyc_request' | 'nothing_to_restore';
export type DebtorStepChange =
  { ok: true; state: DebtorIdentityState; from: DebtorIdentityStep; to: DebtorIdentityStep } | { ok: false; reason: DebtorStepRefusal };

/**
 * An operator sets the debtor's step to `to`: the step shown until now is saved as the previous
 * one. Refused outside the extended flow, when the debtor already stands at `to`, and for the
 * manual KYC step while no manual KYC request is open (its page would only bounce the debtor).
 */
export function overrideDebtorIdentityStep(
  view: DebtorFlowView,
  facts: Pick<DebtorIdentityFacts, 'activeManualKycId'>,
  to: DebtorIdentityStep,
): DebtorStepChange {
  if (!view.extendedDebtorFlow || view.identityStep === null) return { ok: false, reason: 'not_extended_flow' };
  if (view.identityStep === to) return { ok: false, reason: 'same_step' };
  if (to === 'manual_kyc' && facts.activeManualKycId === null) return { ok: false, reason: 'no_manual_kyc_request' };
  return { ok: true, state: { override: to, previous: view.identityStep }, from: view.identityStep, to };
}

/**
 * An operator restores the previous step: the step becomes the previous one and the previous one is
 * cleared. When the previous step is the one the facts give now, the override is dropped (the step
 * follows the facts again); otherwise the previous step stays set by hand.
 */
export function restoreDebtorIdentityStep(view: DebtorFlowView, derived: DebtorIdentityStep): DebtorStepChange {
  if (!view.extendedDebtorFlow || view.identityStep === null) return { ok: false, reason: 'not_extended_flow' };
  if (view.previousIdentityStep === null) return { ok: false, reason: 'nothing_to_restore' };
  const to = view.previousIdentityStep;
  return { ok: true, state: { override: to === derived ? null : to, previous: null }, from: view.identityStep, to };
}

/**
 * The page of a step (route names of the route table), or null when the step has no page to send
 * the debtor to (completed).
 */
export function debtorIdentityStepRoute(
  step: DebtorIdentityStep | null,
): 'questionnaire' | 'identify' | 'account-company' | 'account-documents' | 'manual_kyc' | null {
  switch (step) {
    case 'questionnaire':
      return 'questionnaire';
    case 'identify':
      return 'identify';
    case 'company':
      return 'account-company';
    case 'documents':
      return 'account-documents';
    case 'manual_kyc':
      return 'manual_kyc';
    default:
      return null;
  }
}
