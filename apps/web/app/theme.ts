import { createTheme } from '@mantine/core';
import { BREAKPOINTS } from '@platform/contract';

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
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
