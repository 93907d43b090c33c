import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { BREAKPOINTS } from '@platform/contract';

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  // Spec breakpoints: xs 0, sm 430, md 768, lg 992, xl 1200, xxl 1440.
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
    xxl: em(BREAKPOINTS.xxl),
  },
});

/** Dimmed text darker than Mantine's default gray.6 (3.3:1) to meet WCAG AA contrast (8:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
