import type { AdminKycSession } from '@platform/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { AdminIdentityPage } from './admin-identity-page';

const SESSION: AdminKycSession = {
  id: 'sbx_1',
  userId: 3,
  email: 'anna@example.test',
  provider: 'sandbox',
  status: 'declined',
  reason: 'Blurry photo',
  createdAt: '2026-01-02T10:00:00.000Z',
  completedAt: '2026-01-02T10:05:00.000Z',
};

describe('AdminIdentityPage', () => {
  it('lists the identity checks with their result and offers an email search', () => {
    renderPage(
      <AdminIdentityPage
        locale="en"
        search="anna"
        sessions={[
          SESSION,
          {
            ...SESSION,
            id: 'sbx_2',
            status: 'pending',
            reason: null,
            completedAt: null,
          },
        ]}
      />,
    );
    const row = screen.getByTestId('identity-session-sbx_1');
    expect(row).toHaveTextContent('anna@example.test');
    expect(row).toHaveTextContent('sandbox');
    expect(row).toHaveTextContent('Verification declined');
    expect(row).toHaveTextContent('Blurry photo');
    expect(screen.getByTestId('identity-session-sbx_2')).toHaveTextContent('Verification started');
    expect(screen.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('anna');
  });

  it('shows the empty and the failed states', () => {
    const { unmount } = renderPage(<AdminIdentityPage locale="en" search="" sessions={[]} />);
    expect(screen.getByTestId('identity-empty')).toHaveTextContent('No identity checks found.');
    unmount();
    renderPage(<AdminIdentityPage locale="en" search="" sessions={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The identity checks could not be loaded.');
  });
});
