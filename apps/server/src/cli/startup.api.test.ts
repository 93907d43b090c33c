import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runTs(file: string, args: string[], env: Record<string, string>) {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'SANDBOX', 'SMTP_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY']) delete clean[name];
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(root, file), ...args], {
    cwd: root,
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('start-up configuration', () => {
  it('stops with the variable and the reason when configuration is bad', () => {
    const result = runTs('apps/server/src/main.ts', [], { DATA_DIR: dataDir, PORT: 'eighty' });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT: /);
  });
});

describe('production start-up (decision 0020)', () => {
  // Nothing listens on port 9: the refusal must come before any database connection.
  const production = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', SESSION_SECRET: 'p'.repeat(40) };

  it('refuses PostgreSQL without SANDBOX=true and without real providers, naming the variables', () => {
    const result = runTs('apps/server/src/main.ts', [], production);
    expect(result.status).toBe(78);
    for (const variable of ['CONNECTPAY_API_URL', 'LEMONWAY_API_URL', 'KYC_API_URL', 'KYC_WEBHOOK_SECRET', 'SMTP_URL']) {
      expect(result.stderr).toContain(`${variable}: required without SANDBOX=true`);
    }
  });

  it('refuses a provider that is only a skeleton', () => {
    const result = runTs('apps/server/src/main.ts', [], {
      ...production,
      KYC_API_URL: 'https://kyc.example/',
      KYC_API_KEY: 'key',
      KYC_WEBHOOK_SECRET: 'k'.repeat(16),
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(/KYC_API_URL: the identity verification \(KYC\) adapter is only a skeleton/);
  });

  it('refuses reCAPTCHA with a secret but no site key', () => {
    const result = runTs('apps/server/src/main.ts', [], { DATA_DIR: dataDir, RECAPTCHA_SECRET_KEY: 'secret' });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('RECAPTCHA_SITE_KEY: required when RECAPTCHA_SECRET_KEY is set');
  });
});

describe('maintenance CLI without a running server', () => {
  // A port nobody listens on: the CLI falls back to the database under DATA_DIR.
  const env = { DATA_DIR: dataDir, PORT: '1' };

  it('switches maintenance in the database and reports it', () => {
    const on = runTs('apps/server/src/cli/maintenance.ts', ['on'], env);
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).toContain('maintenance: on (database, no server running)');
    const status = runTs('apps/server/src/cli/maintenance.ts', ['status'], env);
    expect(status.stdout).toContain('maintenance: on');
    const off = runTs('apps/server/src/cli/maintenance.ts', ['off'], env);
    expect(off.stdout).toContain('maintenance: off');
  });

  it('refuses an unknown command', () => {
    const result = runTs('apps/server/src/cli/maintenance.ts', ['maybe'], env);
    expect(result.status).toBe(64);
    expect(result.stderr).toContain('usage');
  });
});
