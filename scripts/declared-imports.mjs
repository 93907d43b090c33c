// Every package a workspace imports must be declared in that workspace's package.json (or in the
// root package.json, which holds the shared toolchain: vitest, Testing Library, TypeScript…).
// Hoisting in node_modules hides a missing declaration until an install lays packages out
// differently (decision 0054). Run: `node scripts/declared-imports.mjs` (exit 1 on findings);
// scripts/declared-imports.test.mjs keeps it true in the unit suite.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', '.git', 'data', 'results', 'drizzle', 'coverage']);
/** What a package specifier looks like ('name', '@scope/name', either with a subpath); anything else matched is no import. */
const PACKAGE_SPECIFIER = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/\S*)?$/i;
/** Module names that are no package: bundler virtual modules. */
const VIRTUAL = /^(?:virtual:|~\/)/;

const FROM = /(?:^|[^\w$.-])(?:import|export)\s(?:[^'"`;]*?\s)?from\s*['"]([^'"\n]+)['"]/g;
const BARE_IMPORT = /(?:^|[^\w$.-])import\s*['"]([^'"\n]+)['"]/g;
const DYNAMIC = /(?:^|[^\w$.-])(?:import|require)\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Comments out (roughly: // to the end of a line outside strings is not tracked; enough for imports). */
const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Module specifiers a source file imports (static, re-exports, side-effect, dynamic, require). */
export function specifiersOf(code) {
  const text = withoutComments(code);
  const found = new Set();
  for (const pattern of [FROM, BARE_IMPORT, DYNAMIC]) for (const match of text.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The package a bare specifier names ('@scope/name/x' -> '@scope/name', 'name/x' -> 'name'); null for relative, node: or built-in. */
export function packageOf(specifier) {
  if (specifier.startsWith('node:') || VIRTUAL.test(specifier) || !PACKAGE_SPECIFIER.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name)) return null;
  return name;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const declaredIn = (pkg) =>
  new Set(['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {})));

function* sourceFiles(dir, nestedWorkspaces) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIP_DIRS.has(entry.name) || nestedWorkspaces.has(full)) continue;
      yield* sourceFiles(full, nestedWorkspaces);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield full;
    }
  }
}

/** Each workspace (and the root) with the packages its sources import but its package.json does not declare. */
export function undeclaredImports(root = ROOT) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  const workspaces = rootPkg.workspaces.map((w) => path.join(root, w));
  const rootDeclared = declaredIn(rootPkg);
  const findings = [];
  for (const dir of [root, ...workspaces]) {
    const pkg = readJson(path.join(dir, 'package.json'));
    const declared = new Set([...rootDeclared, ...declaredIn(pkg), pkg.name]);
    const nested = new Set(dir === root ? workspaces : []);
    for (const file of sourceFiles(dir, nested)) {
      for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
        const name = packageOf(specifier);
        if (name && !declared.has(name)) findings.push({ workspace: pkg.name, file: path.relative(root, file), package: name });
      }
    }
  }
  return findings;
}

/** Declared dependencies of a workspace that none of its sources import (candidates only: CLIs and plugins are used without an import). */
export function unimportedDependencies(root = ROOT) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  const workspaces = rootPkg.workspaces.map((w) => path.join(root, w));
  return [root, ...workspaces].map((dir) => {
    const pkg = readJson(path.join(dir, 'package.json'));
    const used = new Set();
    for (const file of sourceFiles(dir, new Set(dir === root ? workspaces : []))) {
      for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) used.add(packageOf(specifier));
    }
    return { workspace: pkg.name, unused: [...declaredIn(pkg)].filter((name) => !used.has(name) && !used.has(name.replace(/^@types\//, ''))) };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = undeclaredImports();
  for (const f of findings) console.log(`${f.workspace}: ${f.file} imports ${f.package}, not declared in its package.json`);
  if (process.argv.includes('--unused')) {
    for (const { workspace, unused } of unimportedDependencies())
      if (unused.length) console.log(`${workspace}: declared, never imported: ${unused.join(', ')}`);
  }
  process.exitCode = findings.length ? 1 : 0;
}
