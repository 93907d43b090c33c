import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsRepayment, canTransition, LIFECYCLE_STATUSES, manualTargets, STATUS_TRANSITIONS } from './lifecycle-rules';
import { PROJECT_STATUSES } from './api';

describe('project status transitions', () => {
  it('knows exactly the platform statuses', () => {
    expect([...LIFECYCLE_STATUSES].sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it('allows the documented edges', () => {
    expect(canTransition('DRAFT', 'GATHERING')).toBe(true);
    expect(canTransition('GATHERING', 'FUNDED')).toBe(true);
    expect(canTransition('GATHERING', 'CANCELLED')).toBe(true);
    expect(canTransition('FUNDED', 'ACTIVE')).toBe(true);
    expect(canTransition('ACTIVE', 'DELAYED')).toBe(true);
    expect(canTransition('DELAYED', 'DEFAULTED')).toBe(true);
    expect(canTransition('DEFAULTED', 'RECOVERY')).toBe(true);
    expect(canTransition('RECOVERY', 'WRITTEN_OFF')).toBe(true);
  });

  it('refuses everything else', () => {
    expect(canTransition('DRAFT', 'ACTIVE')).toBe(false);
    expect(canTransition('ACTIVE', 'CANCELLED')).toBe(false);
    expect(canTransition('GATHERING', 'ACTIVE')).toBe(false);
    expect(canTransition('REPAID', 'ACTIVE')).toBe(false);
    expect(canTransition('CANCELLED', 'GATHERING')).toBe(false);
    expect(canTransition('ACTIVE', 'ACTIVE')).toBe(false);
    expect(canTransition('NOPE', 'ACTIVE')).toBe(false);
  });

  it('final statuses lead nowhere and no status leads to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIFECYCLE_STATUSES), (from) => {
        expect(canTransition(from, from)).toBe(false);
        for (const to of manualTargets(from)) expect(canTransition(from, to)).toBe(true);
      }),
    );
    for (const s of ['REPAID', 'WRITTEN_OFF', 'CANCELLED'] as const) expect(STATUS_TRANSITIONS[s]).toEqual([]);
  });

  it('lets a revocation reopen a FUNDED project, never an operator (decision 0027)', () => {
    expect(canTransition('FUNDED', 'GATHERING')).toBe(true);
    expect(manualTargets('FUNDED')).not.toContain('GATHERING');
    expect(canTransition('ACTIVE', 'GATHERING')).toBe(false);
  });

  it('keeps disbursement and REPAID off the plain status buttons', () => {
    expect(manualTargets('FUNDED')).toEqual(['CANCELLED']);
    expect(manualTargets('DELAYED')).toEqual(['ACTIVE', 'DEFAULTED']);
    expect(manualTargets('RECOVERY')).toEqual(['WRITTEN_OFF']);
  });

  it('takes repayments only on a disbursed, open loan', () => {
    expect(acceptsRepayment('ACTIVE')).toBe(true);
    expect(acceptsRepayment('DEFAULTED')).toBe(true);
    expect(acceptsRepayment('FUNDED')).toBe(false);
    expect(acceptsRepayment('REPAID')).toBe(false);
  });
});
