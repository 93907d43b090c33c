import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ANCHOR_COLOR, theme } from '../theme';
import { AA_TEXT, accessiblePalette, contrastRatio, darkenToContrast, luminance } from './contrast';

const BODY_TEXT = '#1a1b1e';

describe('contrast arithmetic', () => {
  it('matches the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's teal.9 on teal.1: the badge the browser walk found at 4.32.
    expect(contrastRatio('#087f5b', '#c3fae8')).toBeCloseTo(4.33, 2);
  });

  it('darkens only as far as needed and keeps a colour that already passes', () => {
    expect(darkenToContrast('#212529', ['#ffffff'])).toBe('#212529');
    const darker = darkenToContrast('#e67700', ['#ffffff']);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(luminance(darker)).toBeLessThan(luminance('#e67700'));
  });
});

describe('theme palettes', () => {
  const palettes = Object.entries(theme.colors ?? {}) as [string, MantineColorsTuple][];

  it('covers every Mantine palette', () => {
    expect(palettes.map(([name]) => name).sort()).toEqual(Object.keys(DEFAULT_THEME.colors).sort());
  });

  it.each(palettes)('%s: shades 7–9 reach AA on white, gray.0 and the tints, and under white text', (_name, palette) => {
    for (const index of [7, 8, 9]) {
      for (const background of ['#ffffff', '#f8f9fa', palette[0], palette[1]])
        expect(contrastRatio(palette[index], background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(contrastRatio(palette[9], palette[2])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(luminance(palette[8])).toBeLessThanOrEqual(luminance(palette[7]));
    expect(luminance(palette[9])).toBeLessThanOrEqual(luminance(palette[8]));
  });

  it('leaves the light shades alone', () => {
    const teal = accessiblePalette(DEFAULT_THEME.colors.teal);
    expect(teal.slice(0, 7)).toEqual(DEFAULT_THEME.colors.teal.slice(0, 7));
  });

  it('links stand out from body text (3:1) and read on white and gray.0 (4.5:1)', () => {
    expect(contrastRatio(ANCHOR_COLOR, BODY_TEXT)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ANCHOR_COLOR, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(ANCHOR_COLOR, '#f8f9fa')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
