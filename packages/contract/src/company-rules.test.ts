import { describe, expect, it } from 'vitest';
import {
  companyDataComplete,
  companyOnboardingStatus,
  companyPersonsComplete,
  deriveCompanyIdentityStep,
  personDocumentStatus,
  type CompanyDocumentStatus,
} from './company-rules';

const director = { isDirector: true, isRepresentative: false, isUbo: false };
const ubo = { isDirector: false, isRepresentative: false, isUbo: true };
const representative = { isDirector: false, isRepresentative: true, isUbo: false };

describe('personDocumentStatus: the newest file of each side counts', () => {
  it.each([
    [[], 'none'],
    [[{ fileSide: null, reviewStatus: 'uploaded' }], 'uploaded'],
    [[{ fileSide: 'front', reviewStatus: 'approved' }], 'approved'],
    [[{ fileSide: 'front', reviewStatus: 'declined' }], 'declined'],
    // A new upload replaces a declined one of the same side.
    [
      [
        { fileSide: 'front', reviewStatus: 'uploaded' },
        { fileSide: 'front', reviewStatus: 'declined' },
      ],
      'uploaded',
    ],
    [
      [
        { fileSide: 'front', reviewStatus: 'approved' },
        { fileSide: 'front', reviewStatus: 'declined' },
      ],
      'approved',
    ],
    // Every side must be approved; a declined side needs a new upload.
    [
      [
        { fileSide: 'back', reviewStatus: 'uploaded' },
        { fileSide: 'front', reviewStatus: 'approved' },
      ],
      'uploaded',
    ],
    [
      [
        { fileSide: 'back', reviewStatus: 'declined' },
        { fileSide: 'front', reviewStatus: 'approved' },
      ],
      'declined',
    ],
    [
      [
        { fileSide: 'back', reviewStatus: 'approved' },
        { fileSide: 'front', reviewStatus: 'approved' },
      ],
      'approved',
    ],
  ] as const)('%o -> %s', (files, expected) => {
    expect(personDocumentStatus(files)).toBe(expected);
  });
});

describe('company identity step from each person and their own document', () => {
  const withDoc = (roles: typeof director, documentStatus: CompanyDocumentStatus) => ({ ...roles, documentStatus });
  it('needs a director and a UBO or representative', () => {
    expect(companyPersonsComplete([])).toBe(false);
    expect(companyPersonsComplete([director])).toBe(false);
    expect(companyPersonsComplete([ubo, representative])).toBe(false);
    expect(companyPersonsComplete([director, ubo])).toBe(true);
    expect(companyPersonsComplete([director, representative])).toBe(true);
    expect(companyPersonsComplete([{ ...director, isUbo: true }])).toBe(true);
  });
  it.each([
    [[withDoc(director, 'approved')], 'persons'],
    [[withDoc(director, 'none'), withDoc(ubo, 'none')], 'documents'],
    [[withDoc(director, 'approved'), withDoc(ubo, 'none')], 'documents'],
    [[withDoc(director, 'approved'), withDoc(ubo, 'declined')], 'documents'],
    [[withDoc(director, 'uploaded'), withDoc(ubo, 'approved')], 'review'],
    [[withDoc(director, 'approved'), withDoc(ubo, 'approved')], 'completed'],
    [[withDoc(director, 'approved'), withDoc(ubo, 'approved'), withDoc(representative, 'none')], 'documents'],
  ] as const)('%o -> %s', (persons, step) => {
    expect(deriveCompanyIdentityStep(persons)).toBe(step);
  });
});

describe('company onboarding status', () => {
  const data = { businessActivityIndustry: 'energy', businessActivitySubIndustry: 'Solar', governmentalLicenseIsLicensed: false, countryCodeId: 3 };
  it('needs every company data field (a "no" licence answer counts as given)', () => {
    expect(companyDataComplete(data)).toBe(true);
    expect(companyDataComplete({ ...data, businessActivityIndustry: null })).toBe(false);
    expect(companyDataComplete({ ...data, businessActivitySubIndustry: '  ' })).toBe(false);
    expect(companyDataComplete({ ...data, governmentalLicenseIsLicensed: null })).toBe(false);
    expect(companyDataComplete({ ...data, countryCodeId: null })).toBe(false);
  });
  it('is complete only with the data and a completed identity step; private accounts are not concerned', () => {
    expect(companyOnboardingStatus(false, false, 'persons')).toBe('notApplicable');
    expect(companyOnboardingStatus(true, true, 'completed')).toBe('complete');
    expect(companyOnboardingStatus(true, false, 'completed')).toBe('incomplete');
    for (const step of ['persons', 'documents', 'review'] as const) expect(companyOnboardingStatus(true, true, step)).toBe('incomplete');
  });
});
