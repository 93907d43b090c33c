import { screen, within } from '@testing-library/react';
import type { CompanyDetails, CompanyPerson } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { CompanyPage, personUploadPath } from './company-page';

const details: CompanyDetails = {
  name: 'Firm UAB',
  registrationNumber: '305123456',
  businessActivityIndustry: 'energy',
  businessActivitySubIndustry: 'Solar',
  governmentalLicenseIsLicensed: false,
  countryCodeId: 1,
  uboCount: 1,
  identityStep: 'documents',
  documents: 1,
  approvedDocuments: 1,
  dataComplete: true,
};
const person = (id: number, firstName: string, documentStatus: CompanyPerson['documentStatus']): CompanyPerson => ({
  id,
  firstName,
  lastName: 'Test',
  birthDate: '1980-01-01',
  nationality: 'LT',
  isDirector: id === 1,
  isRepresentative: false,
  isUbo: id !== 1,
  ownershipBps: id !== 1 ? 5000 : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  documentStatus,
});
const persons = [person(1, 'Ona', 'approved'), person(2, 'Petras', 'none'), person(3, 'Jonas', 'declined')];

describe('company page: one identity document per person', () => {
  it('shows each person’s document status and a dropzone for those still missing one', () => {
    renderPage(<CompanyPage details={details} persons={persons} countries={[{ id: 1, code: 'LT', title: 'Lithuania' }]} locked={false} />);
    const rows = screen.getAllByTestId('company-person-document');
    expect(rows.map((row) => [row.getAttribute('data-person-id'), row.getAttribute('data-status')])).toEqual([
      ['1', 'approved'],
      ['2', 'none'],
      ['3', 'declined'],
    ]);
    expect(within(rows[0]).getByTestId('company-person-document-status').textContent).toBe('Identity document: Approved');
    expect(within(rows[1]).getByTestId('company-person-document-status').textContent).toBe('Identity document: Not uploaded');
    // Approved: nothing to upload; missing or declined: a dropzone named after the person.
    expect(within(rows[0]).queryByTestId('dropzone-identity_document')).toBeNull();
    expect(within(rows[1]).getByText('Identity document of Petras Test')).toBeTruthy();
    expect(within(rows[2]).getByTestId('dropzone-identity_document')).toBeTruthy();
    expect(screen.queryByTestId('company-data-incomplete')).toBeNull();
  });

  it('offers no upload to a read-only account and says when company data is missing', () => {
    renderPage(<CompanyPage details={{ ...details, dataComplete: false, countryCodeId: null }} persons={persons} countries={[]} locked />);
    expect(screen.getAllByTestId('company-person-document')).toHaveLength(3);
    expect(screen.queryAllByTestId('dropzone-identity_document')).toHaveLength(0);
    expect(screen.getByTestId('company-data-incomplete').textContent).toBe('Fill in all the company data to finish registration.');
  });

  it('uploads to the person’s own path', () => {
    expect(personUploadPath(42)).toBe('/api/set/upload-user-file?person_id=42');
  });
});
