// .env.example documents every variable the server reads, and nothing else (decision 0052): the
// keys of env.ts's schema plus the few read straight from process.env elsewhere in the server.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, parseEnv } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverSrc = path.join(root, 'apps/server/src');
const example = readFileSync(path.join(root, '.env.example'), 'utf8');

/** Variables of test harnesses, not of the server: never in .env.example. */
const TEST_TOOLING = new Set(['CRASH_TEST_LOG_LEVEL']);

function exampleEntries(): { key: string; value: string; documented: boolean }[] {
  const lines = example.split('\n');
  return lines.flatMap((line, index) => {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) return [];
    return [{ key: match[1]!, value: match[2]!, documented: index > 0 && /^#/.test(lines[index - 1]!) }];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'test' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry) && !/\.test\.ts$/.test(entry) ? [full] : [];
  });
}

/** `process.env.NAME` read anywhere in the server's sources outside env.ts. */
function readOutsideEnvTs(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(serverSrc)) {
    if (file.endsWith(`${path.sep}env.ts`)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)) {
      const name = match[1] ?? match[2]!;
      if (!TEST_TOOLING.has(name)) names.add(name);
    }
  }
  return names;
}

describe('.env.example', () => {
  const entries = exampleEntries();
  const keys = entries.map((entry) => entry.key);

  it('lists every variable of env.ts and every process.env read elsewhere in the server', () => {
    const expected = new Set<string>([...ENV_KEYS, ...readOutsideEnvTs()]);
    expect(
      [...expected].filter((key) => !keys.includes(key)),
      'missing from .env.example',
    ).toEqual([]);
  });

  it('lists nothing the server does not read', () => {
    const known = new Set<string>([...ENV_KEYS, ...readOutsideEnvTs()]);
    expect(
      keys.filter((key) => !known.has(key)),
      'in .env.example but read nowhere',
    ).toEqual([]);
  });

  it('lists each variable once, each under a comment saying what it is', () => {
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    // A group of variables may share the comment above the first of them; none stands alone at the top.
    expect(entries[0]!.documented).toBe(true);
    expect(example).toMatch(/JOBS_DISABLED/);
  });

  it('is a valid configuration as it stands (empty values mean the defaults)', () => {
    const values = Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
    expect(() => parseEnv(values)).not.toThrow();
    expect(parseEnv(values).PORT).toBe(3000);
  });

  it('the schema key list is real: an unknown variable is absent, a known one present', () => {
    expect(ENV_KEYS).toContain('DATABASE_URL');
    expect(ENV_KEYS).toContain('SESSION_SECRET');
    expect(ENV_KEYS).not.toContain('JOBS_DISABLED');
  });
});
