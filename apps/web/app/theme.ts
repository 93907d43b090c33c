import {
  createTheme,
  defaultVariantColorsResolver,
  DEFAULT_THEME,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { BREAKPOINTS } from '@platform/contract';
import { accessiblePalette } from './styles/contrast';

const em = (px: number) => `${px / 16}em`;

/**
 * Mantine's palettes with shades 7–9 darkened where they miss WCAG AA as text (teal.8 is 3.7:1 on
 * gray.0, orange.9 under white text 4.3:1, yellow.9 3:1): every filled, light, outline and text
 * colour the app uses is then 4.5:1 or better (decision 0025).
 */
const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [name, accessiblePalette(palette as MantineColorsTuple)]),
) as Record<string, MantineColorsTuple>;

/**
 * Mantine paints a light variant with an explicit shade (`color="gray.8" variant="light"`) in that
 * shade with the palette's shade 9 as text: dark on dark, unreadable. A light variant is the
 * palette's tint with its dark ink, whatever shade was asked for.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' || !input.color) return resolved;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return resolved;
  return {
    ...resolved,
    background: `var(--mantine-color-${parsed.color}-light)`,
    hover: `var(--mantine-color-${parsed.color}-light-hover)`,
    color: `var(--mantine-color-${parsed.color}-light-color)`,
  };
};

export const theme = createTheme({
  colors,
  primaryColor: 'teal',
  primaryShade: 9,
  variantColorResolver,
  components: {
    // A table wider than a phone scrolls sideways in a ScrollArea: keyboard users reach it with Tab
    // and scroll it with the arrow keys (axe scrollable-region-focusable).
    ScrollArea: { defaultProps: { viewportProps: { tabIndex: 0 } } },
    // Tables scroll in the browser's own scroller, not a ScrollArea: no scroll and resize listeners
    // moving a custom thumb on every page that shows a table (measured on the project page, decision
    // 0057), native touch and keyboard scrolling; focusable for the same reason as above.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
  },
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

/**
 * Links inside running text (Anchor) are told apart by colour alone: Mantine's teal.9 keeps 4.5:1 on
 * white and gray.0 and 3:1 against the body text (#1a1b1e), where the darkened teal inks would not.
 */
export const ANCHOR_COLOR = DEFAULT_THEME.colors.teal[9];

/** Dimmed text darker than Mantine's default gray.6 (3.3:1) to meet WCAG AA contrast (8:1); links and field errors likewise. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors in Mantine's red.6 are 3.3:1 on white; red.8 (darkened by the palette) is AA.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': ANCHOR_COLOR,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
