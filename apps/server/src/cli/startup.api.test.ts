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
  delete clean.DATABASE_URL;
  delete clean.SESSION_SECRET;
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
