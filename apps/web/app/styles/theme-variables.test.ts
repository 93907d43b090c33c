import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-variables';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme-variables.css');

describe('theme-variables.css', () => {
  it('is what the theme generates (run `node --import tsx apps/web/scripts/theme-css.ts` after changing theme.ts)', () => {
    expect(readFileSync(file, 'utf8')).toBe(themeVariablesCss());
  });

  it('holds the theme’s own choices, not only Mantine’s defaults', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(css).toMatch(/--mantine-primary-color-filled: /);
  });
});
