import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, deploymentProblems, isDevMailboxOn, loadConfig, loadServerConfig, parseEnv, shouldSeedDemo } from './env';

describe('configuration', () => {
  it('has working defaults for the embedded start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.isEmbedded).toBe(true);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    // The generated session secret is kept under DATA_DIR and reused.
    expect(config.SESSION_SECRET).toBe(readFileSync(path.join(dir, 'session-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(config.SESSION_SECRET);
  });

  it('names the variable and the reason when configuration is bad', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /PORT/],
      [{ PORT: '70000' }, /PORT/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres/],
      [{ SESSION_SECRET: 'short' }, /SESSION_SECRET: must be at least 32/],
      [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
      [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    ];
    for (const [env, message] of cases) {
      expect(() => parseEnv(env)).toThrow(ConfigError);
      expect(() => parseEnv(env)).toThrow(message);
    }
  });

  it('reads PUBLIC_URL_ALIASES as a list of http(s) URLs and refuses anything else (decision 0042)', () => {
    expect(parseEnv({}).PUBLIC_URL_ALIASES).toEqual([]);
    expect(parseEnv({ PUBLIC_URL_ALIASES: 'https://www.invest.example, http://10.0.0.5:3000 ,' }).PUBLIC_URL_ALIASES).toEqual([
      'https://www.invest.example',
      'http://10.0.0.5:3000',
    ]);
    for (const bad of ['not a url', 'https://ok.example,www.invest.example', 'javascript:alert(1)', 'ftp://files.example']) {
      expect(() => parseEnv({ PUBLIC_URL_ALIASES: bad })).toThrow(/PUBLIC_URL_ALIASES.*: must be a comma-separated list of http\(s\) URLs/);
    }
  });

  it('requires SESSION_SECRET with PostgreSQL (instances must share it)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(/SESSION_SECRET: required when DATABASE_URL is set/);
  });
});

describe('safe defaults (decision 0020)', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'env-'));
  const postgres = { DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: 'x'.repeat(32) };
  const realProviders = {
    CONNECTPAY_API_URL: 'https://api.connectpay.example/',
    CONNECTPAY_API_KEY: 'key',
    CONNECTPAY_WEBHOOK_SECRET: 'w'.repeat(16),
    LEMONWAY_API_URL: 'https://api.lemonway.example/',
    LEMONWAY_API_KEY: 'key',
    LEMONWAY_WEBHOOK_SECRET: 'w'.repeat(16),
    KYC_API_URL: 'https://kyc.example/',
    KYC_API_KEY: 'key',
    KYC_WEBHOOK_SECRET: 'w'.repeat(16),
    SMTP_URL: 'smtp://mail.example:587',
  };

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir() }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('turns the sandbox on by default only for the embedded database', () => {
    expect(loadConfig({ DATA_DIR: dir() }).sandbox).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), SANDBOX: 'false' }).sandbox).toBe(false);
    expect(loadConfig(postgres).sandbox).toBe(false);
    expect(loadConfig({ ...postgres, SANDBOX: 'true' }).sandbox).toBe(true);
    expect(() => parseEnv({ SANDBOX: 'yes' })).toThrow(/SANDBOX/);
  });

  it('seeds demo accounts and opens the dev mailbox only in the sandbox', () => {
    const embedded = loadConfig({ DATA_DIR: dir() });
    expect(shouldSeedDemo(embedded)).toBe(true);
    expect(isDevMailboxOn(embedded)).toBe(true);
    expect(isDevMailboxOn({ ...embedded, SMTP_URL: 'smtp://mail.example' })).toBe(false);
    const embeddedOff = loadConfig({ DATA_DIR: dir(), SANDBOX: 'false' });
    expect(shouldSeedDemo(embeddedOff)).toBe(false);
    expect(isDevMailboxOn(embeddedOff)).toBe(false);
    const pgSandbox = loadConfig({ ...postgres, SANDBOX: 'true' });
    expect(shouldSeedDemo(pgSandbox)).toBe(false);
    expect(shouldSeedDemo({ ...pgSandbox, SEED_DEMO: 'always' })).toBe(true);
    expect(isDevMailboxOn(pgSandbox)).toBe(false);
  });

  it('refuses a production start without real providers, naming each missing variable', () => {
    const problems = () => {
      try {
        loadServerConfig(postgres);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    const named = problems().map((line) => line.split(':')[0]);
    expect(named).toEqual(
      expect.arrayContaining([
        'CONNECTPAY_API_URL',
        'CONNECTPAY_API_KEY',
        'CONNECTPAY_WEBHOOK_SECRET',
        'LEMONWAY_API_URL',
        'KYC_API_URL',
        'KYC_API_KEY',
        'KYC_WEBHOOK_SECRET',
        'SMTP_URL',
      ]),
    );
    expect(() => loadServerConfig({ ...postgres, SANDBOX: 'true' })).not.toThrow();
  });

  it('refuses a provider that is only a skeleton, and accepts it once real', () => {
    const config = loadConfig({ ...postgres, ...realProviders });
    expect(deploymentProblems(config)).toEqual([
      expect.stringMatching(/^CONNECTPAY_API_URL: the connectPay payments adapter is only a skeleton/),
      expect.stringMatching(/^KYC_API_URL: .*skeleton/),
      expect.stringMatching(/^LEMONWAY_API_URL: the lemonway payments adapter is only a skeleton/),
    ]);
    expect(deploymentProblems(config, [])).toEqual([]);
    expect(() => loadServerConfig({ ...postgres, ...realProviders })).toThrow(/KYC_API_URL: the identity verification \(KYC\) adapter is only a skeleton/);
  });

  it('refuses a plain-http reCAPTCHA verifier without the sandbox (the secret would travel in clear)', () => {
    const recaptcha = { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: 'http://verifier.example/' };
    expect(deploymentProblems(loadConfig({ ...postgres, ...realProviders, ...recaptcha }), [])).toEqual([
      expect.stringMatching(/^RECAPTCHA_VERIFY_URL: must be https:\/\//),
    ]);
    expect(deploymentProblems(loadConfig({ DATA_DIR: dir(), ...recaptcha }), [])).toEqual([]);
  });

  it('refuses demo accounts without the sandbox', () => {
    expect(deploymentProblems(loadConfig({ ...postgres, ...realProviders, SEED_DEMO: 'always' }), [])).toEqual(['SEED_DEMO: demo accounts need SANDBOX=true']);
  });

  it('refuses half-configured reCAPTCHA, sandbox or not', () => {
    expect(() => loadServerConfig({ DATA_DIR: dir(), RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(
      /RECAPTCHA_SITE_KEY: required when RECAPTCHA_SECRET_KEY is set/,
    );
    expect(() => loadServerConfig({ DATA_DIR: dir(), RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET_KEY: required when RECAPTCHA_SITE_KEY is set/);
    expect(() => loadServerConfig({ DATA_DIR: dir(), RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' })).not.toThrow();
  });
});
