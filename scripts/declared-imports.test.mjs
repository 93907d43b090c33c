import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageOf, specifiersOf, undeclaredImports } from './declared-imports.mjs';

describe('declared imports', () => {
  it('every workspace declares the packages its sources import (decision 0054)', () => {
    const findings = undeclaredImports().map((f) => `${f.workspace}: ${f.file} imports ${f.package}`);
    expect(findings).toEqual([]);
  });

  it('reads static, type, side-effect, re-export, dynamic and require imports, and skips comments and strings that are no module', () => {
    // Quotes come from q so that this file's own source imports none of these names.
    const q = "'";
    const code = [
      `import a from ${q}alpha${q};`,
      `import type { B } from ${q}@scope/beta/sub${q};`,
      `import {\n  c,\n  d,\n} from ${q}gamma/deep/path.js${q};`,
      `import ${q}delta/register${q};`,
      `export { e } from ${q}epsilon${q};`,
      `const f = await import(${q}zeta${q});`,
      `const g = require(${q}eta${q});`,
      `import h from ${q}./local${q};`,
      `import fs from ${q}node:fs${q};`,
      `// import x from ${q}commented${q};`,
      `/* import y from ${q}block${q}; */`,
      `spawn(process.execPath, [${q}--import${q}, ${q}tsx${q}, entry]);`,
    ].join('\n');
    const names = specifiersOf(code).map(packageOf).filter(Boolean);
    expect(names.sort()).toEqual(['@scope/beta', 'alpha', 'delta', 'epsilon', 'eta', 'gamma', 'zeta'].sort());
  });

  it('names what a workspace imports without declaring it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'declared-imports-'));
    dirs.push(root);
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'root', workspaces: ['app'], devDependencies: { vitest: '*' } }));
    mkdirSync(path.join(root, 'app', 'src'), { recursive: true });
    writeFileSync(path.join(root, 'app', 'package.json'), JSON.stringify({ name: 'app', dependencies: { zod: '*' } }));
    const q = "'";
    writeFileSync(
      path.join(root, 'app', 'src', 'a.ts'),
      [`import { z } from ${q}zod${q};`, `import { it } from ${q}vitest${q};`, `import { parse } from ${q}cookie${q};`, `import path from ${q}path${q};`].join(
        '\n',
      ),
    );
    expect(undeclaredImports(root)).toEqual([{ workspace: 'app', file: path.join('app', 'src', 'a.ts'), package: 'cookie' }]);
  });
});

const dirs = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
