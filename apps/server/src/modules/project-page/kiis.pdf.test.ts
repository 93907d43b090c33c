import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import fontkit from '@pdf-lib/fontkit';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { renderKiisPdf, type KiisContent } from './kiis.pdf';
import { drawnLines, drawnText, parseToUnicode, streamBytes } from './pdf-text.test-helper';

const LOCALES = ['en', 'lt', 'pl', 'lv', 'bg', 'pt'] as const;

function content(locale: (typeof LOCALES)[number], extra: Partial<KiisContent> = {}): KiisContent {
  const t = (key: string) => TRANSLATIONS[locale][key];
  return {
    title: t('projectPage.kiis.title'),
    subtitle: 'Projektas Nr. 12 – Žaliųjų žuvėdrų ąžuolynas / Łódź / Rīga / София',
    warning: t('projectPage.kiis.warning'),
    sections: [
      {
        heading: t('projectPage.kiis.part_a'),
        rows: [
          ['Savininkas', 'UAB „Šviesūs ąžuolai“'],
          ['Właściciel', 'Spółka Łąkowa sp. z o.o.'],
        ],
      },
      { heading: t('projectPage.kiis.part_c'), paragraphs: ['Ķēķis ģimenē ļoti īpašs; Ņ ņ Ū ū.', 'Основен риск: Щ Ж Ю Я ъ ь.', 'emoji 💶 and 分'] },
    ],
    footer: 'ąčęėįšųūž łńśźż āēīķļņ',
    keywords: ['kiis', `locale:${locale}`],
    createdAt: new Date('2026-03-01T10:00:00Z'),
    language: locale,
    ...extra,
  };
}

const FONT = new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url);
const BOLD = new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url);

function rawStream(dict: PDFDict, key: string): PDFRawStream {
  const value = dict.lookup(PDFName.of(key));
  if (!(value instanceof PDFRawStream)) throw new Error(`${key} is not a stream`);
  return value;
}

describe('KIIS PDF with an embedded Unicode font', () => {
  it('draws every locale’s letters as they are (no transliteration, no lost marks)', async () => {
    const bg = await PDFDocument.load(await renderKiisPdf(content('bg')));
    const text = drawnText(bg);
    expect(text).toContain('Основен информационен документ за инвестицията');
    expect(text).toContain(TRANSLATIONS.bg['projectPage.kiis.part_a']);
    expect(text).toContain('Основен риск: Щ Ж Ю Я ъ ь.');
    expect(text).not.toContain('Osnoven');
    expect(text).toContain('ąčęėįšųūž łńśźż āēīķļņ');
    expect(text).toContain('Ķēķis ģimenē ļoti īpašs; Ņ ņ Ū ū.');
    expect(text).toContain('UAB „Šviesūs ąžuolai“');
    expect(text).toContain('Spółka Łąkowa sp. z o.o.');
    // What the font has no glyph for is drawn as "?", never as an invisible box.
    expect(text).toContain('emoji ? and ?');
    // Title and subject metadata carry the real text too.
    expect(bg.getTitle()).toBe('Основен информационен документ за инвестицията');
    expect(bg.getSubject()).toContain('Žaliųjų žuvėdrų ąžuolynas / Łódź / Rīga / София');

    for (const locale of ['lt', 'pl', 'lv'] as const) {
      const drawn = drawnText(await PDFDocument.load(await renderKiisPdf(content(locale))));
      expect(drawn.startsWith(`${TRANSLATIONS[locale]['projectPage.kiis.title']} `)).toBe(true);
      expect(drawn).toContain(TRANSLATIONS[locale]['projectPage.kiis.warning']); // the whole paragraph, over its wrapped lines
      expect(drawn).toContain(TRANSLATIONS[locale]['projectPage.kiis.part_c']);
    }
  });

  it('embeds subset fonts whose glyphs are the real DejaVu Sans glyphs of the drawn characters', async () => {
    const bytes = await renderKiisPdf(content('lt'));
    const pdf = await PDFDocument.load(bytes);
    const originals = { regular: fontkit.create(readFileSync(FONT)), bold: fontkit.create(readFileSync(BOLD)) };
    const fonts = pdf.getPages()[0].node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    let checked = 0;
    const seen = new Set<string>();
    for (const [, ref] of fonts.entries()) {
      if (seen.has(ref.toString())) continue;
      seen.add(ref.toString());
      const type0 = pdf.context.lookup(ref, PDFDict);
      expect(type0.lookup(PDFName.of('Subtype'))?.toString()).toBe('/Type0');
      const cid = type0.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
      const baseFont = cid.lookup(PDFName.of('BaseFont'))!.toString();
      expect(baseFont).toMatch(/^\/DejaVuSans(-Bold)?-\d+$/);
      const original = baseFont.includes('Bold') ? originals.bold : originals.regular;
      const file = rawStream(cid.lookup(PDFName.of('FontDescriptor'), PDFDict), 'FontFile2');
      const subset = fontkit.create(Buffer.from(streamBytes(file)));
      expect(subset.numGlyphs).toBeLessThan(original.numGlyphs / 10);
      const toUnicode = parseToUnicode(Buffer.from(streamBytes(rawStream(type0, 'ToUnicode'))).toString('latin1'));
      for (const [code, char] of toUnicode.map) {
        // fontkit's layout applies ligatures ("fi"), so a code can stand for more than one character.
        const run = original.layout(char);
        expect(run.glyphs.length, char).toBe(1);
        const expected = run.glyphs[0];
        const actual = subset.getGlyph(code);
        expect(actual.advanceWidth, char).toBe(expected.advanceWidth);
        expect(actual.path.toSVG(), char).toBe(expected.path.toSVG());
        checked++;
      }
    }
    expect(seen.size).toBe(2); // regular and bold, each checked
    expect(checked).toBeGreaterThan(80);
  });

  it('stays small: the fonts are subset (well under 200 KB per sheet)', async () => {
    for (const locale of LOCALES) {
      const bytes = await renderKiisPdf(content(locale));
      expect(bytes.length, locale).toBeLessThan(200 * 1024);
    }
  });

  it('finds its fonts relative to the module, whatever the working directory', async () => {
    const cwd = process.cwd();
    vi.resetModules();
    process.chdir(tmpdir());
    try {
      const fresh = await import('./kiis.pdf');
      const pdf = await PDFDocument.load(await fresh.renderKiisPdf(content('pl')));
      expect(drawnLines(pdf)[0]).toBe('Arkusz kluczowych informacji inwestycyjnych');
      expect(drawnText(pdf)).toContain('Część A. Właściciel projektu i projekt finansowania społecznościowego');
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('ToUnicode CMap parsing (test helper)', () => {
  it('reads bfchar, bfrange with a start value and bfrange with an array', () => {
    const cmap = parseToUnicode(`1 begincodespacerange\n<0000><ffff>\nendcodespacerange
2 beginbfchar\n<0003> <0041>\n<0004> <D83DDCB6>\nendbfchar
2 beginbfrange\n<0010> <0012> <0430>\n<0020> <0021> [<0142> <0105>]\nendbfrange`);
    expect(cmap.codeBytes).toBe(2);
    expect([3, 4, 0x10, 0x11, 0x12, 0x20, 0x21].map((c) => cmap.map.get(c))).toEqual(['A', '💶', 'а', 'б', 'в', 'ł', 'ą']);
  });
});
