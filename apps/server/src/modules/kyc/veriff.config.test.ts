import { describe, expect, it } from 'vitest';
import { deploymentProblems, loadConfig, parseEnv } from '../../env';

/** KYC_PROVIDER=veriff (decision 0056): a whole configuration runs, a half one never starts. */
const postgres = { DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: 'x'.repeat(32) };
const veriff = {
  KYC_PROVIDER: 'veriff',
  KYC_API_URL: 'https://stationapi.veriff.com',
  KYC_API_KEY: '6f2d2a1e-4b5c-4f0e-9a51-3c9d6a7e8b10',
  KYC_WEBHOOK_SECRET: 's'.repeat(32),
};
const kycProblems = (env: Record<string, string>) => deploymentProblems(loadConfig(env)).filter((line) => line.startsWith('KYC_'));

describe('Veriff configuration', () => {
  it('knows only the providers it has an adapter for', () => {
    expect(parseEnv({ KYC_PROVIDER: 'veriff' }).KYC_PROVIDER).toBe('veriff');
    expect(() => parseEnv({ KYC_PROVIDER: 'ondato' })).toThrow(/KYC_PROVIDER/);
  });

  it('refuses a half-configured provider, with or without the sandbox', () => {
    for (const sandbox of ['true', 'false']) {
      for (const missing of ['KYC_API_URL', 'KYC_API_KEY', 'KYC_WEBHOOK_SECRET'] as const) {
        const env: Record<string, string> = { ...postgres, ...veriff, SANDBOX: sandbox };
        delete env[missing];
        expect(kycProblems(env)).toContainEqual(expect.stringMatching(new RegExp(`^${missing}: required when KYC_PROVIDER is set`)));
      }
    }
  });

  it('is a real adapter, not the skeleton, and needs https without the sandbox', () => {
    expect(kycProblems({ ...postgres, ...veriff })).toEqual([]);
    expect(kycProblems({ ...postgres, ...veriff, SANDBOX: 'true' })).toEqual([]);
    // Without KYC_PROVIDER the same URL is still the generic skeleton.
    const { KYC_PROVIDER: _named, ...generic } = veriff;
    expect(kycProblems({ ...postgres, ...generic })).toEqual([expect.stringMatching(/^KYC_API_URL: .*skeleton/)]);
    expect(kycProblems({ ...postgres, ...veriff, KYC_API_URL: 'http://veriff.example' })).toEqual([expect.stringMatching(/^KYC_API_URL: must be https:\/\//)]);
    // A local stub over http is fine for a sandboxed (staging or test) set-up.
    expect(kycProblems({ ...postgres, ...veriff, KYC_API_URL: 'http://127.0.0.1:4010', SANDBOX: 'true' })).toEqual([]);
  });
});
