import { createHash } from 'node:crypto';
import type { Cents } from '@platform/contract';

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
/** Invisible characters with nothing to draw: soft hyphen, zero-width space, byte order mark. */
const INVISIBLE = new Set(['\u00ad', '\u200b', '\ufeff']);

/**
 * Text ready to draw with an embedded Unicode font (decision 0016): composed (NFC, so a letter
 * typed as base + combining mark becomes the precomposed glyph), line breaks normalised to "\n",
 * tabs and other control characters become spaces, and a character the font has no glyph for
 * (emoji, CJK…) becomes "?" instead of an empty box. Every locale's letters stay as they are.
 */
export function textForFont(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0)!;
    if (char === '\n') out += char;
    else if (isControl(code)) out += ' ';
    else if (INVISIBLE.has(char)) continue;
    else out += hasGlyph(code) ? char : '?';
  }
  return out;
}

/** Splits text into lines no wider than `maxWidth` (measured by the font); long words are cut. */
export function wrapText(text: string, maxWidth: number, widthOf: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter((w) => w !== '')) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (widthOf(rest) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(rest.slice(0, cut)) > maxWidth) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Bumped when the sheet's layout or fixed wording changes: every project then gets a new version. */
export const KIIS_TEMPLATE_VERSION = 2;

/** The facts a key investment information sheet is made from (all locales' texts together). */
export interface KiisInputs {
  projectId: number;
  number: number;
  ownerName: string;
  countryCode: string;
  investmentTypeCode: string;
  riskGroupCode: string;
  interestRateBps: number;
  termMonths: number;
  repaymentMethod: string;
  targetCents: Cents;
  minInvestmentCents: Cents;
  maxInvestmentCents: Cents | null;
  ltvBps: number | null;
  collateral: string | null;
  propertyClass: string | null;
  lateInterestRateBps: number;
  defaultAfterDays: number;
  fundingDeadline: string | null;
  texts: Record<string, { title: string; shortDescription: string; risks: string }>;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * The version trigger: a hash of everything the sheet shows (every locale at once, so one version
 * number means the same facts in every language) and of the template version.
 */
export function kiisInputsHash(inputs: KiisInputs): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ template: KIIS_TEMPLATE_VERSION, inputs })))
    .digest('hex');
}

/** Storage key of one locale's file of one version: derived, so a repeated request finds it again. */
export function kiisStorageKey(projectId: number, hash: string, locale: string): string {
  return createHash('sha256').update(`kiis:${projectId}:${hash}:${locale}`).digest('hex').slice(0, 32);
}
