import type { UserData } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { shouldOpenManualKycModal } from './manual-kyc-modal';

const user = (activeManualKycId: number | null, extendedDebtorFlow = false, isDebtor = extendedDebtorFlow) =>
  ({
    activeManualKycId,
    isDebtor,
    debtor: { extendedDebtorFlow, identityStep: extendedDebtorFlow ? 'manual_kyc' : null, previousIdentityStep: null },
  }) as unknown as UserData;

describe('manual KYC modal (spec section 4)', () => {
  it('opens with an open request, outside the extended debtor flow, except on the manual KYC page', () => {
    expect(shouldOpenManualKycModal(user(3), 'landing')).toBe(true);
    expect(shouldOpenManualKycModal(user(3), 'manual_kyc')).toBe(false);
    expect(shouldOpenManualKycModal(user(3, true), 'landing')).toBe(false);
    expect(shouldOpenManualKycModal(user(null), 'landing')).toBe(false);
    expect(shouldOpenManualKycModal(null, 'landing')).toBe(false);
  });

  it('follows the per-debtor setting, not isDebtor: a debtor outside the extended flow gets the modal (decision 0046)', () => {
    expect(shouldOpenManualKycModal(user(3, false, true), 'landing')).toBe(true);
    expect(shouldOpenManualKycModal(user(3, true, true), 'account-debtor-projects')).toBe(false);
  });
});
