import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { LOCALE_ISO, type Locale } from '@platform/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPdf, type PdfBlock, type PdfDocumentSpec } from './pdf-layout';
import { pdfInfo, pdfPages, pdfRuns, type PdfRun } from './pdf-text';

const CREATED_AT = new Date('2025-04-01T10:00:00Z');
const FOOTER = 'Platform UAB · Gedimino pr. 1, Vilnius · statement 2025-Q1';
const pageLabel = (page: number, pages: number) => `page ${page} / ${pages}`;
const LONG_DESCRIPTION = 'Interest repayment from project Vilnius office building refinancing, second tranche, partial early repayment';

function spec(overrides: Partial<PdfDocumentSpec> = {}): PdfDocumentSpec {
  return {
    title: 'Account statement',
    subtitle: '1 January 2025 – 31 March 2025',
    locale: 'en',
    blocks: [],
    footer: FOOTER,
    pageLabel,
    keywords: ['statement', 'inputs:3f9a1c', 'v1'],
    createdAt: CREATED_AT,
    author: 'Platform UAB',
    ...overrides,
  };
}

/** Row i (1-based): every 17th has a description long enough to wrap in its column. */
function row(i: number): string[] {
  const day = String(((i - 1) % 28) + 1).padStart(2, '0');
  return [`2025-01-${day}`, i % 17 === 0 ? `R${i} ${LONG_DESCRIPTION}` : `R${i} Repayment`, `€ ${i},00`];
}

const ROWS = 120;
const TABLE_HEADER = 'Date Description Amount';
const TOTALS = ['Total', '', '€ 7 260,00'];
const PARAGRAPH = 'The movements of your account in the period, in the order they were booked. '.repeat(6).trim();
const longDocument: PdfBlock[] = [
  { kind: 'heading', text: 'Summary' },
  { kind: 'paragraph', text: PARAGRAPH },
  {
    kind: 'facts',
    rows: [
      ['Investor', 'Jonas Jonaitis'],
      ['Opening balance', '€ 1 000,00'],
    ],
  },
  { kind: 'heading', text: 'Transactions' },
  {
    kind: 'table',
    columns: [
      { header: 'Date', width: 2 },
      { header: 'Description', width: 5 },
      { header: 'Amount', width: 2, align: 'right' },
    ],
    rows: Array.from({ length: ROWS }, (_, index) => row(index + 1)),
    totals: TOTALS,
  },
];

describe('renderPdf: a long document', () => {
  let bytes: Buffer;
  let pages: string[][];
  let runs: PdfRun[][];
  beforeAll(async () => {
    bytes = await renderPdf(spec({ blocks: longDocument }));
    pages = (await pdfPages(bytes)).map((text) => text.split('\n'));
    runs = await pdfRuns(bytes);
  });

  it('is a PDF of several A4 pages', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages.length).toBeGreaterThan(1);
  });

  it('puts the footer and "page X / Y" on every page', () => {
    pages.forEach((lines, index) => {
      expect(lines.at(-1)).toBe(`${FOOTER} page ${index + 1} / ${pages.length}`);
    });
  });

  it('opens page 1 with the title block and every later page with the title as running header', () => {
    expect(pages[0].slice(0, 2)).toEqual(['Account statement', '1 January 2025 – 31 March 2025']);
    expect(pages[0].filter((line) => line === 'Account statement')).toHaveLength(1);
    for (const lines of pages.slice(1)) expect(lines[0]).toBe('Account statement');
  });

  it('lays the blocks out in order on page 1', () => {
    const at = (line: string) => pages[0].indexOf(line);
    expect(at('Summary')).toBeGreaterThan(0);
    expect(pages[0].join(' ')).toContain(PARAGRAPH);
    expect(at('Investor Jonas Jonaitis')).toBeGreaterThan(at('Summary'));
    expect(at('Opening balance € 1 000,00')).toBe(at('Investor Jonas Jonaitis') + 1);
    expect(at('Transactions')).toBeGreaterThan(at('Opening balance € 1 000,00'));
    expect(at(TABLE_HEADER)).toBe(at('Transactions') + 1);
  });

  it('repeats the table header above the rows on every page the table reaches', () => {
    const pagesWithRows = pages.filter((lines) => lines.some((line) => /^2025-01-\d\d R\d+ /.test(line)));
    expect(pagesWithRows.length).toBe(pages.length);
    for (const lines of pagesWithRows) {
      const header = lines.indexOf(TABLE_HEADER);
      expect(header).toBeGreaterThanOrEqual(0);
      expect(lines.findIndex((line) => /^2025-01-\d\d R\d+ /.test(line))).toBe(header + 1);
    }
  });

  it('keeps every row exactly once, in order, and ends with the last row and the totals', () => {
    const numbers = pages.flatMap((lines) =>
      lines.flatMap((line) => {
        const match = /^2025-01-\d\d R(\d+) /.exec(line);
        return match ? [Number.parseInt(match[1], 10)] : [];
      }),
    );
    expect(numbers).toEqual(Array.from({ length: ROWS }, (_, index) => index + 1));
    const last = pages.at(-1)!;
    expect(last).toContain(`2025-01-08 R${ROWS} Repayment € ${ROWS},00`);
    expect(last.at(-2)).toBe('Total € 7 260,00');
  });

  it('wraps a long cell inside its column instead of cutting it', () => {
    const lines = pages.flat();
    const first = lines.findIndex((line) => line.startsWith('2025-01-17 R17 Interest repayment'));
    expect(first).toBeGreaterThanOrEqual(0);
    // The amount stays on the row's first line; the description goes on under it.
    expect(lines[first]).toMatch(/ € 17,00$/);
    const description = (lines[first].replace(/^2025-01-17 /, '').replace(/ € 17,00$/, '') + ' ' + lines[first + 1]).trim();
    expect(description).toBe(`R17 ${LONG_DESCRIPTION}`);
  });

  it('right-aligns the amounts: their right edges line up, their left edges do not', () => {
    const amounts = runs[0].filter((run) => /^€ \d+,00$/.test(run.text));
    expect(amounts.length).toBeGreaterThan(10);
    const rights = amounts.map((run) => run.x + run.width);
    const lefts = amounts.map((run) => run.x);
    expect(Math.max(...rights) - Math.min(...rights)).toBeLessThan(0.5);
    expect(Math.max(...lefts) - Math.min(...lefts)).toBeGreaterThan(3);
  });

  it('keeps the body inside the margins, the header above and the footer below it', () => {
    const A4_HEIGHT = 841.89;
    runs.forEach((page, index) => {
      const footer = page.filter((run) => run.y < 66);
      expect(footer.map((run) => run.text.trim())).toEqual([FOOTER, `page ${index + 1} / ${pages.length}`]);
      const header = page.filter((run) => run.y > A4_HEIGHT - 62);
      expect(header.map((run) => run.text)).toEqual(index === 0 ? [] : ['Account statement']);
      const body = page.filter((run) => !footer.includes(run) && !header.includes(run));
      for (const run of body) expect(run.x).toBeGreaterThanOrEqual(50);
      for (const run of body) expect(run.x + run.width).toBeLessThanOrEqual(595.28 - 50 + 0.01);
    });
  });
});

describe('renderPdf: six locales with their own characters', () => {
  const samples: Record<Locale, { title: string; text: string; page: (page: number, pages: number) => string }> = {
    en: { title: 'Account statement', text: 'Interest received, fees paid', page: (p, n) => `page ${p} / ${n}` },
    lt: { title: 'Įsipareigojimų šaltinis', text: 'Gautos palūkanos ir sumokėti mokesčiai – ąčęėįšųūž', page: (p, n) => `puslapis ${p} / ${n}` },
    pl: { title: 'Zażółć gęślą jaźń', text: 'Otrzymane odsetki, zapłacone opłaty – ŻÓŁĆ', page: (p, n) => `strona ${p} / ${n}` },
    lv: { title: 'Ieguldījumu pārskats', text: 'Saņemtie procenti, samaksātās komisijas – ĀČĒĢĪĶĻŅŠŪŽ', page: (p, n) => `lappuse ${p} / ${n}` },
    bg: { title: 'Извлечение от сметка', text: 'Получени лихви, платени такси – ЖЩЪЮЯ', page: (p, n) => `страница ${p} / ${n}` },
    pt: { title: 'Extrato de conta à ordem', text: 'Juros recebidos, comissões pagas – ãçéêõ', page: (p, n) => `página ${p} / ${n}` },
  };
  const amount = '€ 1 234,56';

  it.each(Object.entries(samples) as [Locale, (typeof samples)[Locale]][])('%s reads back exactly', async (locale, sample) => {
    const bytes = await renderPdf(
      spec({
        title: sample.title,
        subtitle: sample.text,
        locale,
        footer: sample.title,
        pageLabel: sample.page,
        blocks: [
          { kind: 'heading', text: sample.title },
          { kind: 'paragraph', text: `${sample.text} ${amount}` },
          { kind: 'facts', rows: [[sample.title, amount]] },
          {
            kind: 'table',
            columns: [
              { header: sample.title, width: 3 },
              { header: amount, width: 1, align: 'right' },
            ],
            rows: [[sample.text, amount]],
          },
        ],
      }),
    );
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0].split('\n')).toEqual([
      sample.title,
      sample.text,
      sample.title,
      `${sample.text} ${amount}`,
      `${sample.title} ${amount}`,
      `${sample.title} ${amount}`,
      `${sample.text} ${amount}`,
      `${sample.title} ${sample.page(1, 1)}`,
    ]);
    expect((await pdfInfo(bytes)).Language).toBe(LOCALE_ISO[locale]);
    // Drawn only with the embedded DejaVu Sans (no standard-font fallback)...
    const fonts = [...bytes.toString('latin1').matchAll(/\/BaseFont \/([^\s/>]+)/g)].map((match) => match[1]);
    expect(fonts.length).toBeGreaterThan(0);
    for (const name of fonts) expect(name).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);
  });

  it('DejaVu Sans has a real glyph (not .notdef) for every character of the samples', async () => {
    const all =
      Object.values(samples)
        .map((sample) => sample.title + sample.text + sample.page(1, 1))
        .join('') + amount;
    for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      const face = fontkit.create(new Uint8Array(await readFile(new URL(`../../../assets/fonts/${file}`, import.meta.url))));
      const missing = [...new Set(all)].filter((char) => !face.hasGlyphForCodePoint(char.codePointAt(0)!));
      expect(missing, file).toEqual([]);
    }
  });
});

describe('renderPdf: metadata and determinism', () => {
  it('carries the title, subject, author, keywords and creation date', async () => {
    const info = await pdfInfo(await renderPdf(spec({ locale: 'lt', blocks: [{ kind: 'paragraph', text: 'x' }] })));
    expect(info).toMatchObject({
      Title: 'Account statement',
      Subject: '1 January 2025 – 31 March 2025',
      Author: 'Platform UAB',
      Keywords: 'statement, inputs:3f9a1c, v1',
      CreationDate: 'D:20250401100000Z',
      Language: 'lt-LT',
    });
  });

  it('renders the same spec to the same bytes', async () => {
    const document = spec({ blocks: longDocument.slice(0, 3) });
    expect(Buffer.compare(await renderPdf(document), await renderPdf(document))).toBe(0);
  });

  it('rejects a table row whose cells do not match the columns', async () => {
    await expect(renderPdf(spec({ blocks: [{ kind: 'table', columns: [{ header: 'A', width: 1 }], rows: [['a', 'b']] }] }))).rejects.toThrow(
      /table row 1 has 2 cells for 1 columns/,
    );
  });
});
