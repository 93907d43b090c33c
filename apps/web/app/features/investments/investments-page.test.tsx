import type { UserInvestment } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { InvestmentsPage } from './investments-page';

// The test router renders English texts; the links carry the page's locale.
const en = TRANSLATIONS.en;

const investment: UserInvestment = {
  id: 41,
  projectId: 7,
  projectNumber: 1007,
  projectTitle: 'Saulės elektrinė',
  projectSlug: 'saules-elektrine',
  projectStatus: 'FUNDED',
  amount: '250.00',
  outstanding: '250.00',
  status: 'active',
  reflectionEndsAt: null,
  createdAt: '2026-10-01T08:00:00.000Z',
};

describe('InvestmentsPage downloads (decision 0039)', () => {
  it('offers the whole list as CSV and XLSX in the page’s language, as real links', () => {
    renderPage(<InvestmentsPage locale="lt" investments={[investment]} />);
    const group = screen.getByRole('group', { name: en['exports.label'] });
    expect(within(group).getByRole('link', { name: en['exports.button.csv'] })).toHaveAttribute('href', '/api/get/user-investments/export.csv?locale=lt');
    expect(within(group).getByRole('link', { name: en['exports.button.xlsx'] })).toHaveAttribute('href', '/api/get/user-investments/export.xlsx?locale=lt');
  });

  it('offers nothing to download when there is nothing in the list', () => {
    renderPage(<InvestmentsPage locale="en" investments={[]} />);
    expect(screen.queryByTestId('investments-export-csv')).toBeNull();
  });
});
