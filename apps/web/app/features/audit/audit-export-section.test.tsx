import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/ui/test-utils';
import { AuditExportSection } from './audit-export-section';

describe('AuditExportSection', () => {
  it('offers NDJSON and CSV links carrying the filters, by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuditExportSection locale="en" />);
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByTestId('audit-export-file-ndjson')).toHaveAttribute('href', '/api/admin/audit-log/export.ndjson');
    await user.click(screen.getByLabelText('Action'));
    await user.keyboard('user.');
    await user.tab();
    await user.keyboard('42');
    expect(screen.getByTestId('audit-export-file-ndjson')).toHaveAttribute('href', '/api/admin/audit-log/export.ndjson?action=user.&actorUserId=42');
    expect(screen.getByTestId('audit-export-file-csv')).toHaveAttribute('href', '/api/admin/audit-log/export.csv?action=user.&actorUserId=42');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('says what is wrong and hides the downloads while a filter is invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuditExportSection locale="lt" />, { locale: 'lt' });
    await user.type(screen.getByTestId('audit-export-action'), 'DROP TABLE');
    expect(screen.getByText('Naudokite mažąsias raides ir taškus, pvz., user.login arba user.')).toBeInTheDocument();
    expect(screen.queryByTestId('audit-export-file-csv')).toBeNull();
    await user.clear(screen.getByTestId('audit-export-action'));
    await user.type(screen.getByTestId('audit-export-actor'), '12a');
    expect(screen.getByText('Įveskite naudotojo ID (sveikąjį skaičių).')).toBeInTheDocument();
    expect(screen.queryByTestId('audit-export-file-csv')).toBeNull();
    await user.clear(screen.getByTestId('audit-export-actor'));
    expect(screen.getByTestId('audit-export-file-csv')).toBeInTheDocument();
  });
});
