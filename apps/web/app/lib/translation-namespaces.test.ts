import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPath, ROUTE_DEFS } from '@platform/contract';
import { KEY_NAMESPACES } from '@platform/contract/i18n/index';
import { pageNamespaces, type PageNamespace } from '@platform/contract/i18n/namespaces';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0026: a page receives only some translation namespaces, so a key it uses from another one
 * would show raw. This test reads the web sources, follows imports from every route module, and
 * checks each key found in the files a page can reach against the namespaces that page loads.
 * Found: quoted keys ('nav.home'), template keys (`kyc.status.${s}`), prefix concatenation ('x.' + y).
 */
const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.resolve(app, '../../../packages/contract/src');

/** Logged-in-only parts of the shell: guests never see them, a signed-in viewer always has `account`. */
const SIGNED_IN_SHELL = [
  'features/layout/user-slots.tsx',
  'features/layout/onboarding-alerts.tsx',
  'features/notifications/notifications-bell.tsx',
  'features/manual-kyc/manual-kyc-modal.tsx',
  'features/merge/account-merge-modal.tsx',
  'features/session-banners/index.ts',
  // Rendered for a signed-in viewer only (layout-default.tsx, default-shell.tsx).
  'features/session-banners/session-banners.tsx',
  'features/layout/viewer-slots.tsx',
];

/** Contract files that hold keys (validation messages, question texts) and where they are shown. */
const CONTRACT_KEY_FILES: Record<string, PageNamespace> = {
  'questionnaire-rules.ts': 'account',
  'files-rules.ts': 'account',
  'invoices-rules.ts': 'account',
  'admin-projects.ts': 'admin',
  'admin-projects-rules.ts': 'admin',
};

const KEYS = Object.keys(KEY_NAMESPACES);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'i18n' && entry !== 'node_modules') sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !/^test-/.test(entry)) out.push(full);
  }
  return out;
}

function keysIn(file: string, source: string): Set<string> {
  let text = source;
  // Loaders translate meta tags with serverT, which has every namespace: those keys never reach the page.
  if (file.endsWith('.server.ts') && text.includes('serverT(')) text = text.replace(/\bt\(\s*'[^']*'/g, 't(');
  const found = new Set(KEYS.filter((key) => text.includes(`'${key}'`) || text.includes(`"${key}"`) || text.includes(`\`${key}\``)));
  // `prefix.${a}.suffix`: dynamic keys match every key of the pattern.
  for (const match of text.matchAll(/`([a-zA-Z_][\w-]*\.[\w.-]*?)((?:\$\{[^}`]*\}[\w.-]*)+)`/g)) {
    const pattern = new RegExp(
      `^${escape(match[1])}${match[2]
        .split(/\$\{[^}]*\}/)
        .map(escape)
        .join('.+')}$`,
    );
    for (const key of KEYS) if (pattern.test(key)) found.add(key);
  }
  for (const match of text.matchAll(/'([a-zA-Z_][\w-]*\.[\w.-]*\.)'\s*\+/g)) for (const key of KEYS) if (key.startsWith(match[1])) found.add(key);
  return found;
}

const files = [...sourceFiles(app), ...sourceFiles(contract)];
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((c) => sources.has(c)) ?? null;
}

const imports = new Map<string, string[]>();
for (const [file, source] of sources) {
  const targets: string[] = [];
  for (const m of source.matchAll(/(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) {
    const target = resolveImport(file, m[1] ?? m[2]);
    if (target) targets.push(target);
  }
  imports.set(file, targets);
}

const stopAt = new Set(SIGNED_IN_SHELL.map((rel) => path.join(app, rel)));
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of imports.get(file) ?? []) if (!stopAt.has(next) || next === entry) todo.push(next);
  }
  return [...seen];
}

const keyCache = new Map<string, Set<string>>();
const keysOf = (file: string) => keyCache.get(file) ?? keyCache.set(file, keysIn(file, sources.get(file)!)).get(file)!;

/** Keys a page reaches that its namespaces do not hold, as readable lines. */
function misplaced(entries: string[], loads: readonly PageNamespace[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    for (const file of reachable(entry)) {
      for (const key of keysOf(file)) {
        const ns = KEY_NAMESPACES[key];
        if (!(loads as readonly string[]).includes(ns)) out.push(`${path.relative(app, file)}: '${key}' is in ${ns}`);
      }
    }
  }
  return [...new Set(out)];
}

const routeFile = (file: string) => path.join(app, file);
const shellFiles = ['root.tsx', 'routes/layout-default.tsx', 'routes/layout-user-access.tsx', 'routes/not-found.tsx'].map(routeFile);

describe('every key a page uses is in a namespace the page loads (decision 0026)', () => {
  it('finds the files it is told about', () => {
    for (const file of SIGNED_IN_SHELL) {
      expect(existsSync(path.join(app, file)), `${file} moved: update this test`).toBe(true);
    }
    for (const def of ROUTE_DEFS) expect(sources.has(routeFile(def.file)), def.file).toBe(true);
  });

  it('the root, the layouts and the 404 page use public keys only (guests see them)', () => {
    expect(misplaced(shellFiles, ['public'])).toEqual([]);
  });

  it('the logged-in parts of the shell use public and account keys', () => {
    expect(misplaced(SIGNED_IN_SHELL.map(routeFile), ['public', 'account'])).toEqual([]);
  });

  for (const def of ROUTE_DEFS) {
    const params = def.param ? { [def.param.replace(/^:|\?$/g, '')]: '1' } : {};
    const loads = pageNamespaces(buildPath(def.name, 'en', params), { signedIn: false });
    it(`${def.name} (${loads.join(', ')})`, () => {
      expect(misplaced([routeFile(def.file)], loads)).toEqual([]);
    });
  }

  it('contract files with keys are listed, and their keys are in the namespace of the pages showing them', () => {
    for (const file of files.filter((f) => f.startsWith(contract))) {
      const keys = [...keysOf(file)];
      const name = path.basename(file);
      if (keys.length === 0) continue;
      expect(CONTRACT_KEY_FILES[name], `${name} holds keys: list it in CONTRACT_KEY_FILES`).toBeDefined();
      const wrong = keys.filter((key) => KEY_NAMESPACES[key] !== 'public' && KEY_NAMESPACES[key] !== CONTRACT_KEY_FILES[name]);
      expect(wrong, name).toEqual([]);
    }
  });

  it('sees the keys it should (a check of the scanner itself)', () => {
    const landing = [...shellFiles, routeFile('routes/landing.tsx')].flatMap((entry) => reachable(entry)).flatMap((file) => [...keysOf(file)]);
    expect(landing).toEqual(expect.arrayContaining(['landing.hero.title', 'landing.how.verify.text', 'nav.home', 'project.status.GATHERING']));
    expect(misplaced([routeFile('routes/account-wallet.tsx')], ['public']).length).toBeGreaterThan(0);
    expect(misplaced([routeFile('routes/admin-ledger.tsx')], ['public', 'account']).length).toBeGreaterThan(0);
  });
});
