/**
 * WCAG 2 contrast arithmetic for the theme (theme.ts): the colours the app writes text in, or puts
 * white text on, are darkened just enough to reach AA (4.5:1) on the light backgrounds they meet.
 */
import type { MantineColorsTuple } from '@mantine/core';

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/** The light surfaces text sits on: white cards and the body's near-white (#f8f9fa, gray.0). */
export const LIGHT_SURFACES = ['#ffffff', '#f8f9fa'] as const;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour itself when it already reaches `minRatio` against every background, else the
 * lightest mix of it with black that does (same hue, darker).
 */
export function darkenToContrast(color: string, backgrounds: readonly string[], minRatio = AA_TEXT): string {
  const rgb = parseHex(color);
  for (let step = 0; step <= 100; step += 1) {
    const candidate = toHex(rgb.map((channel) => (channel * (100 - step)) / 100) as Rgb);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minRatio)) return candidate;
  }
  return '#000000';
}

/**
 * A palette whose "ink" shades 7–9 read (AA) as text on light surfaces and on the palette's own
 * tints 0 and 1 (a `blue.8` outline badge on a `blue.1` row), and carry white text; shade 9 also
 * reads on tint 2 (Mantine's light variant: background shade 1, hover shade 2, text shade 9).
 * Each ink shade stays at least as dark as the one before it; shades 0–6 are unchanged.
 */
export function accessiblePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  for (const index of [7, 8, 9]) {
    const backgrounds = [...LIGHT_SURFACES, palette[0], palette[1], ...(index === 9 ? [palette[2]] : [])];
    let shade = darkenToContrast(palette[index], backgrounds);
    // Keep the order of the palette: a higher shade is never lighter than the one below it.
    if (luminance(shade) > luminance(shades[index - 1])) shade = darkenToContrast(shade, [shades[index - 1]], 1.05);
    shades[index] = shade;
  }
  return shades as unknown as MantineColorsTuple;
}
