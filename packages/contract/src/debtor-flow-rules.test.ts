import { describe, expect, it } from 'vitest';
import {
  DEBTOR_IDENTITY_STEPS,
  debtorFlowView,
  debtorIdentityStepRoute,
  deriveDebtorIdentityStep,
  isDebtorIdentityStep,
  overrideDebtorIdentityStep,
  restoreDebtorIdentityStep,
  type DebtorIdentityFacts,
} from './debtor-flow-rules';

const done: DebtorIdentityFacts = { debtorQuestionnaireValid: true, identifyStatus: 'approved', registrationStep: 'completed', activeManualKycId: null };
const extended = { isDebtor: true, extendedDebtorFlow: true };
const none = { override: null, previous: null };

describe('debtor identity steps (decision 0046)', () => {
  it('derives the first step not done', () => {
    expect(deriveDebtorIdentityStep({ ...done, debtorQuestionnaireValid: false, identifyStatus: 'none' })).toBe('questionnaire');
    expect(deriveDebtorIdentityStep({ ...done, identifyStatus: 'review', registrationStep: 'identify' })).toBe('identify');
    expect(deriveDebtorIdentityStep({ ...done, registrationStep: 'company' })).toBe('company');
    expect(deriveDebtorIdentityStep({ ...done, registrationStep: 'documents', activeManualKycId: 4 })).toBe('documents');
    expect(deriveDebtorIdentityStep({ ...done, activeManualKycId: 4 })).toBe('manual_kyc');
    expect(deriveDebtorIdentityStep(done)).toBe('completed');
  });

  it('has a step only for a debtor in the extended flow; an override wins over the facts', () => {
    expect(debtorFlowView({ isDebtor: true, extendedDebtorFlow: false }, { override: 'identify', previous: 'completed' }, 'completed')).toEqual({
      extendedDebtorFlow: false,
      identityStep: null,
      previousIdentityStep: null,
    });
    expect(debtorFlowView({ isDebtor: false, extendedDebtorFlow: true }, none, 'completed').extendedDebtorFlow).toBe(false);
    expect(debtorFlowView(extended, none, 'documents')).toEqual({ extendedDebtorFlow: true, identityStep: 'documents', previousIdentityStep: null });
    expect(debtorFlowView(extended, { override: 'identify', previous: 'documents' }, 'documents')).toEqual({
      extendedDebtorFlow: true,
      identityStep: 'identify',
      previousIdentityStep: 'documents',
    });
    // A stored value that is not a step is ignored.
    expect(debtorFlowView(extended, { override: 'bogus', previous: 'bogus' }, 'completed')).toEqual({
      extendedDebtorFlow: true,
      identityStep: 'completed',
      previousIdentityStep: null,
    });
  });

  it('an override saves the shown step as the previous one', () => {
    const view = debtorFlowView(extended, none, 'completed');
    expect(overrideDebtorIdentityStep(view, { activeManualKycId: null }, 'documents')).toEqual({
      ok: true,
      state: { override: 'documents', previous: 'completed' },
      from: 'completed',
      to: 'documents',
    });
    const twice = debtorFlowView(extended, { override: 'documents', previous: 'completed' }, 'completed');
    expect(overrideDebtorIdentityStep(twice, { activeManualKycId: null }, 'identify')).toMatchObject({
      ok: true,
      state: { override: 'identify', previous: 'documents' },
    });
  });

  it('refuses an override outside the extended flow, to the same step, or to manual KYC without an open request', () => {
    const off = debtorFlowView({ isDebtor: true, extendedDebtorFlow: false }, none, 'completed');
    expect(overrideDebtorIdentityStep(off, { activeManualKycId: null }, 'identify')).toEqual({ ok: false, reason: 'not_extended_flow' });
    const view = debtorFlowView(extended, none, 'identify');
    expect(overrideDebtorIdentityStep(view, { activeManualKycId: null }, 'identify')).toEqual({ ok: false, reason: 'same_step' });
    expect(overrideDebtorIdentityStep(view, { activeManualKycId: null }, 'manual_kyc')).toEqual({ ok: false, reason: 'no_manual_kyc_request' });
    expect(overrideDebtorIdentityStep(view, { activeManualKycId: 7 }, 'manual_kyc')).toMatchObject({ ok: true, to: 'manual_kyc' });
  });

  it('restores the previous step and clears it; back to the facts when they give that step', () => {
    const overridden = debtorFlowView(extended, { override: 'documents', previous: 'completed' }, 'completed');
    expect(restoreDebtorIdentityStep(overridden, 'completed')).toEqual({
      ok: true,
      state: { override: null, previous: null },
      from: 'documents',
      to: 'completed',
    });
    // The facts moved on since: the previous step is kept by hand.
    const stale = debtorFlowView(extended, { override: 'completed', previous: 'identify' }, 'documents');
    expect(restoreDebtorIdentityStep(stale, 'documents')).toEqual({
      ok: true,
      state: { override: 'identify', previous: null },
      from: 'completed',
      to: 'identify',
    });
    expect(restoreDebtorIdentityStep(debtorFlowView(extended, none, 'completed'), 'completed')).toEqual({ ok: false, reason: 'nothing_to_restore' });
    expect(
      restoreDebtorIdentityStep(
        debtorFlowView({ isDebtor: true, extendedDebtorFlow: false }, { override: 'identify', previous: 'completed' }, 'completed'),
        'completed',
      ),
    ).toEqual({
      ok: false,
      reason: 'not_extended_flow',
    });
  });

  it('sends every step but completed to a page', () => {
    expect(DEBTOR_IDENTITY_STEPS.filter((s) => debtorIdentityStepRoute(s) === null)).toEqual(['completed']);
    expect(debtorIdentityStepRoute('manual_kyc')).toBe('manual_kyc');
    expect(debtorIdentityStepRoute('company')).toBe('account-company');
    expect(debtorIdentityStepRoute(null)).toBeNull();
    expect(isDebtorIdentityStep('documents')).toBe(true);
    expect(isDebtorIdentityStep('bogus')).toBe(false);
  });
});
