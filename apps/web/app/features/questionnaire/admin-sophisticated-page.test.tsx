import type { SophisticatedRequest } from '@platform/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActionData } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { AdminSophisticatedPage } from './admin-sophisticated-page';
import type { DecisionResult } from './admin-sophisticated.server';

const REQUEST: SophisticatedRequest = {
  id: 7,
  userId: 3,
  email: 'rich@example.test',
  displayName: 'Rita Rich',
  criteria: { kind: 'natural', grossIncomeCents: 6_500_000, portfolioCents: 0, professionalExperience: true, significantTransactions: false },
  metCriteria: ['income_or_portfolio', 'professional_experience'],
  status: 'requested',
  reason: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  decidedAt: null,
};

function Page({ requests }: { requests: SophisticatedRequest[] | null }) {
  const result = useActionData() as DecisionResult | undefined;
  return <AdminSophisticatedPage locale="en" requests={requests} result={result} />;
}

describe('AdminSophisticatedPage', () => {
  it('lists requests with their criteria and posts a decision', async () => {
    const user = userEvent.setup();
    let posted: Record<string, FormDataEntryValue> = {};
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      posted = Object.fromEntries(form.entries());
      return { ok: true, id: Number(form.get('id')), approve: form.get('decision') === 'approve', at: 1 };
    });
    renderPage(<Page requests={[REQUEST, { ...REQUEST, id: 8, status: 'approved' }]} />, { action });
    const item = screen.getByTestId('sophisticated-request-7');
    expect(item).toHaveTextContent('Rita Rich');
    expect(item).toHaveTextContent('Income or portfolio, Professional experience');
    expect(item).toHaveTextContent('Waiting for a decision');
    // A decided request has no buttons.
    expect(screen.getByTestId('sophisticated-request-8').querySelector('button')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Proof seen');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByTestId('sophisticated-result')).toHaveTextContent('The request was declined.');
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted).toMatchObject({ id: '7', decision: 'decline', reason: 'Proof seen' });
  });

  it('shows the empty and the failed states', () => {
    const { unmount } = renderPage(<Page requests={[]} />);
    expect(screen.getByTestId('sophisticated-empty')).toHaveTextContent('There are no requests.');
    unmount();
    renderPage(<Page requests={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The requests could not be loaded.');
  });
});
