/**
 * Colours of the statistics page: Mantine theme colours (shade 7 and darker of the accessible
 * palette, theme.ts), so bars, slices and swatches keep 3:1 or better against white.
 */
export const STATUS_COLORS = { repaid: 'teal.7', outstanding: 'blue.7', late: 'orange.7', defaulted: 'red.8' } as const;

/** Slice colours of a breakdown, in order; a breakdown with more slices starts over. */
export const SLICE_COLORS = ['teal.7', 'blue.7', 'grape.7', 'orange.8', 'cyan.8', 'indigo.7', 'lime.9', 'pink.7', 'gray.7', 'yellow.9'] as const;

export const VOLUME_COLOR = 'teal.7';
export const PROJECTS_COLOR = 'indigo.9';
export const MONEY_IN_COLOR = 'teal.7';
export const MONEY_OUT_COLOR = 'orange.8';

/** The CSS variable of a theme colour ('teal.7' → var(--mantine-color-teal-7)), for swatches outside the charts. */
export function colorVar(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}
