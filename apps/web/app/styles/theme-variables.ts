import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The classes behind Mantine's `hiddenFrom` and `visibleFrom` props, one pair per breakpoint, taken from
 * the `<style>` tag MantineProvider itself renders for the theme (its `MantineClasses`), not rewritten.
 */
function breakpointClassesCss(): string {
  const html = renderToString(createElement(MantineProvider, { theme, withCssVariables: false }));
  const css = /<style data-mantine-styles="classes">(.*?)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error('MantineProvider rendered no breakpoint classes');
  return css;
}

/**
 * The theme's CSS variables and breakpoint classes as a stylesheet: what MantineProvider would
 * otherwise put in `<style>` tags of every page (about 10 KB of each HTML answer), with the code
 * that writes those tags in every page's scripts (app/lib/mantine-provider.tsx leaves it out).
 * theme-variables.css holds this text; theme-variables.test.ts fails when it is stale (regenerate
 * with `node --import tsx apps/web/scripts/theme-css.ts`).
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  return `/* Generated from apps/web/app/theme.ts by apps/web/scripts/theme-css.ts: do not edit. */\n${convertCssVariables(variables, ':root')}\n${breakpointClassesCss()}\n`;
}
