import { describe, expect, it } from 'vitest';
import { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from './constants';
import { buildUrl, TERMS_ENDPOINTS } from './endpoints';
import { mustAcceptTerms, TERMS_API } from './terms-paths';

describe('the terms must be accepted (connectPay.forceAcceptTermsAndConditionsPopup)', () => {
  it('when none were ever accepted', () => {
    expect(mustAcceptTerms(null)).toBe(true);
    expect(mustAcceptTerms(undefined)).toBe(true);
  });

  it('when the accepted version is below the current one, and not when it is the current one or later', () => {
    expect(mustAcceptTerms(1, 2)).toBe(true);
    expect(mustAcceptTerms(0, 1)).toBe(true);
    expect(mustAcceptTerms(2, 2)).toBe(false);
    expect(mustAcceptTerms(3, 2)).toBe(false);
  });

  it('against TERMS_VERSION by default, a positive whole number with a real date', () => {
    expect(Number.isInteger(TERMS_VERSION) && TERMS_VERSION > 0).toBe(true);
    expect(mustAcceptTerms(TERMS_VERSION)).toBe(false);
    expect(mustAcceptTerms(TERMS_VERSION - 1)).toBe(true);
    expect(new Date(`${TERMS_EFFECTIVE_DATE}T00:00:00Z`).toISOString().slice(0, 10)).toBe(TERMS_EFFECTIVE_DATE);
  });

  it('the zod-free path is the endpoint table path', () => {
    expect(buildUrl(TERMS_ENDPOINTS.accept)).toBe(TERMS_API.accept);
  });
});
