import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, em, keys, mergeMantineTheme, px, type MantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The classes behind Mantine's `hiddenFrom` and `visibleFrom` props, one pair per breakpoint: what
 * MantineProvider's `MantineClasses` renders into a `<style>` tag (same rules, same order).
 */
function breakpointClassesCss(theme: MantineTheme): string {
  return keys(theme.breakpoints)
    .map((name) => {
      const value = theme.breakpoints[name];
      const width = px(value) as number;
      const below = value.includes('px') ? `${width - 0.1}px` : em(width - 0.1);
      const from = value.includes('px') ? `${width}px` : em(width);
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join('');
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
  return `/* Generated from apps/web/app/theme.ts by apps/web/scripts/theme-css.ts: do not edit. */\n${convertCssVariables(variables, ':root')}\n${breakpointClassesCss(merged)}\n`;
}
