import { createHash } from 'node:crypto';

/**
 * The characters pdf-lib's standard fonts can draw (WinAnsi: Latin-1 plus the 0x80–0x9F extras).
 * No Unicode font can be embedded here (@pdf-lib/fontkit is not installed), so everything else is
 * transliterated (decision 0016).
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char) || char === '\n';
}

/** Bulgarian Cyrillic, official streamlined transliteration (Transliteration Act 2009). */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sht', ъ: 'a',
  ь: 'y', ю: 'yu', я: 'ya', ё: 'yo', ы: 'y', э: 'e', є: 'ye', і: 'i', ї: 'yi',
};
const SPECIAL: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', ı: 'i', ŀ: 'l', ß: 'ss', '\u00ad': '' };
const SPACES = /[\u2000-\u200a\u202f\u205f\u3000\t]/g;

/**
 * Text a WinAnsi font can draw: WinAnsi characters stay (so Portuguese, Š/Ž and ó keep their
 * accents), Latin letters with other diacritics lose the mark (ą → a, ė → e, ļ → l), Bulgarian
 * Cyrillic is transliterated, anything left becomes "?".
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(SPACES, ' ').replace(/\r\n?/g, '\n')) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    if (char in SPECIAL) {
      out += SPECIAL[char];
      continue;
    }
    const lower = char.toLowerCase();
    if (lower in CYRILLIC) {
      const latin = CYRILLIC[lower];
      out += char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(isWinAnsi) ? base : '?';
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
export const KIIS_TEMPLATE_VERSION = 1;

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
  targetCents: number;
  minInvestmentCents: number;
  maxInvestmentCents: number | null;
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
