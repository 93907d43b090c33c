import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
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

  it('holds the breakpoint classes MantineProvider renders for the theme (hiddenFrom, visibleFrom)', () => {
    const html = renderToString(createElement(MantineProvider, { theme, withCssVariables: false }));
    const classes = /<style data-mantine-styles="classes">(.*?)<\/style>/.exec(html)?.[1];
    expect(classes).toContain('.mantine-hidden-from-lg');
    expect(themeVariablesCss()).toContain(classes);
  });
});
