import { MantineContext, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';

/**
 * The app's Mantine settings, fixed: light colour scheme for good (the `<html>` element says so), no
 * static class names, the theme's CSS variables and the breakpoint classes (`hiddenFrom`/`visibleFrom`)
 * from the static stylesheet (`styles/theme-variables.css`), not from `<style>` tags React renders.
 */
const SETTINGS: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: false,
};

/**
 * Mantine's provider as this app uses it (decision 0057, eighth-session section). `MantineProvider`
 * imports its CSS-variables generator, the colour-scheme store in localStorage and the breakpoint-class
 * renderer whether a page uses them or not; the app switches every one of them off, and they were
 * ~10 KB of minified code (2.5 KB gzip) in every page's first load. The components read the same
 * context and theme as under `MantineProvider` (mantine-provider.test.tsx).
 */
export function AppMantineProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  return (
    <MantineContext value={SETTINGS}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
