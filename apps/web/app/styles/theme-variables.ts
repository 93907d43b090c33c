import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The theme's CSS variables as a stylesheet: what MantineProvider would otherwise put in a
 * `<style>` tag of every page (about 10 KB of each HTML answer). theme-variables.css holds this
 * text; theme-variables.test.ts fails when it is stale (regenerate with
 * `node --import tsx apps/web/scripts/theme-css.ts`).
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  return `/* Generated from apps/web/app/theme.ts by apps/web/scripts/theme-css.ts: do not edit. */\n${convertCssVariables(variables, ':root')}\n`;
}
