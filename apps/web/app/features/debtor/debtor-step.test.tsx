import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/ui/test-utils';
import { DebtorStepPanel, debtorStepLink } from './debtor-step';

const flow = (identityStep: string | null, extendedDebtorFlow = true, activeManualKycId: number | null = 5) =>
  ({ activeManualKycId, debtor: { extendedDebtorFlow, identityStep, previousIdentityStep: null } }) as never;

describe('debtor identity step link (decision 0046)', () => {
  it('sends a debtor in the extended flow to the page of its step, an override included', () => {
    expect(debtorStepLink(flow('questionnaire'), 'en')).toEqual({ step: 'questionnaire', path: '/questionnaire' });
    expect(debtorStepLink(flow('documents'), 'en')).toEqual({ step: 'documents', path: '/account/documents' });
    expect(debtorStepLink(flow('manual_kyc'), 'lt')?.step).toBe('manual_kyc');
    expect(debtorStepLink(flow('manual_kyc'), 'lt')?.path).toMatch(/^\/lt\//);
  });

  it('sends nobody once completed, outside the extended flow, or without user data', () => {
    expect(debtorStepLink(flow('completed'), 'en')).toBeNull();
    expect(debtorStepLink(flow(null, false), 'en')).toBeNull();
    expect(debtorStepLink(flow('identify', false), 'en')).toBeNull();
    expect(debtorStepLink(null, 'en')).toBeNull();
    // The manual KYC step without an open request: nothing for the debtor to do until the operator acts.
    expect(debtorStepLink(flow('manual_kyc', true, null), 'en')).toBeNull();
  });

  it('shows the step with a link to it', () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <DebtorStepPanel link={{ step: 'documents', path: '/account/documents' }} /> }]);
    renderWithProviders(<Stub initialEntries={['/']} />);
    expect(screen.getByTestId('debtor-step')).toHaveTextContent('Documents');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/account/documents');
  });
});
