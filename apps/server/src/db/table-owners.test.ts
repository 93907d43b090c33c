import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import tableOwners, { moduleOf, TABLE_OWNERS } from '../../../../eslint-rules/table-owners.js';

/**
 * One owner module per table (decision 0027): every write to a table — drizzle insert/update/delete
 * or raw SQL — comes from a module listed as its owner in table-owners.json. The check is the ESLint
 * rule platform/table-owners, run here over every server source file so the unit suite fails too.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SRC = join(ROOT, 'apps/server/src');

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    linterOptions: { reportUnusedDisableDirectives: 'off' as const },
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { platform: tableOwners },
    rules: { 'platform/table-owners': 'error' as const },
  },
];

function lint(filename: string, code: string): string[] {
  return linter
    .verify(code, config, { filename })
    .filter((m) => m.ruleId === 'platform/table-owners' || m.fatal)
    .map((m) => `${filename}:${m.line} ${m.message}`);
}

function serverSources(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts') && !f.startsWith('test/'))
    .map((f) => `apps/server/src/${f}`);
}

describe('table owners', () => {
  it('names an owner for every table of the schema, by its SQL name', () => {
    const schema = readFileSync(join(SRC, 'db/schema.ts'), 'utf8');
    const declared = Object.fromEntries([...schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => [m[1], m[2]]));
    expect(Object.keys(declared).length).toBeGreaterThan(30);
    expect(Object.fromEntries(Object.entries(TABLE_OWNERS.tables).map(([name, t]) => [name, t.sql]))).toEqual(declared);
  });

  it('names existing modules as owners', () => {
    for (const [name, table] of Object.entries(TABLE_OWNERS.tables)) {
      expect(table.owners.length, name).toBeGreaterThan(0);
      for (const owner of table.owners) expect(existsSync(owner === 'http' ? join(SRC, 'http') : join(SRC, 'modules', owner)), `${name}: ${owner}`).toBe(true);
    }
  });

  it('names one owner for every table', () => {
    const shared = Object.entries(TABLE_OWNERS.tables).filter(([, table]) => table.owners.length !== 1);
    expect(shared).toEqual([]);
  });

  it('keeps the lifecycle tables with one owner each', () => {
    expect(TABLE_OWNERS.tables.projects!.owners).toEqual(['projects']);
    expect(TABLE_OWNERS.tables.investments!.owners).toEqual(['investing']);
    expect(TABLE_OWNERS.tables.users!.owners).toEqual(['users']);
    for (const schedule of ['projectScheduleItems', 'investmentScheduleItems', 'repayments'])
      expect(TABLE_OWNERS.tables[schedule]!.owners).toEqual(['lifecycle']);
  });

  it('finds no write to a table from a module that does not own it', () => {
    const files = serverSources();
    expect(files.length).toBeGreaterThan(100);
    // Parsing is the cost: only files that import the schema or spell an SQL write can write a table.
    const problems = files
      .map((file) => ({ file, code: readFileSync(join(ROOT, file), 'utf8') }))
      .filter(({ code }) => /db\/schema'|insert\s+into|update\s|delete\s+from/i.test(code))
      .flatMap(({ file, code }) => lint(file, code));
    expect(problems).toEqual([]);
  }, 60_000);

  it('catches drizzle calls, renamed and namespace imports, raw and interpolated SQL', () => {
    const code = [
      "import { sql } from 'drizzle-orm';",
      "import * as schema from '../../db/schema';",
      "import { investments, users as people, projects } from '../../db/schema';",
      'export async function sneak(tx: any, data: any) {',
      '  await tx.update(people).set({ readonly: true });',
      '  await tx.insert(schema.projectScheduleItems).values({});',
      '  await tx.delete(investments);',
      '  await tx.execute(sql`UPDATE projects SET funded_cents = 0 WHERE id = ${1}`);',
      '  await tx.execute(sql`delete from ${investments} where id = 1`);',
      '  await tx.execute(\'insert into "users" (email) values (1)\');',
      '  data.update(projects.id);',
      "  hash.update('update notes');",
      '}',
    ].join('\n');
    const problems = lint('apps/server/src/modules/merge/sneaky.ts', code);
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/Table 'users' is owned by users/);
    expect(problems.join('\n')).toMatch(/Table 'projectScheduleItems' is owned by lifecycle/);
    expect(problems.join('\n')).toMatch(/Table 'projects' is owned by projects/);
    // The owner itself may write.
    expect(
      lint('apps/server/src/modules/users/user.commands.ts', "import { users } from '../../db/schema';\nexport const f = (tx: any) => tx.update(users);"),
    ).toEqual([]);
  });

  it('knows which module a file belongs to', () => {
    expect(moduleOf(join(SRC, 'modules/investing/investing.service.ts'))).toBe('investing');
    expect(moduleOf('apps/server/src/http/idempotency.ts')).toBe('http');
    expect(moduleOf('apps/server/src/seed/seed.ts')).toBeNull();
    expect(moduleOf(relative(ROOT, join(ROOT, 'apps/web/app/root.tsx')))).toBeNull();
  });
});
