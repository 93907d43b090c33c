import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './env';

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

  it('requires SESSION_SECRET with PostgreSQL (instances must share it)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(/SESSION_SECRET: required when DATABASE_URL is set/);
  });
});
