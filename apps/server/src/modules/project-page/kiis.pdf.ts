import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { textForFont, wrapText } from './kiis.rules';

export interface KiisSection {
  heading: string;
  /** Label/value rows, drawn as a two-column list. */
  rows?: [string, string][];
  paragraphs?: string[];
}

export interface KiisContent {
  title: string;
  subtitle: string;
  warning: string;
  sections: KiisSection[];
  footer: string;
  /** PDF metadata: the inputs hash and version go into the keywords, so a file can be traced back. */
  keywords: string[];
  createdAt: Date;
  language: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const SIZE = { title: 18, subtitle: 11, heading: 12.5, body: 9.5 };
const LINE = 1.35;

/**
 * DejaVu Sans (regular and bold), vendored in `apps/server/assets/fonts` (licence next to them):
 * it covers Latin with every diacritic the locales use and Cyrillic. Resolved from this module's
 * own location, so it works from any working directory; read once per process.
 */
const FONT_FILES = {
  regular: new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url),
  bold: new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url),
};
interface LoadedFont {
  bytes: Uint8Array;
  hasGlyph: (codePoint: number) => boolean;
}
let fonts: Promise<{ regular: LoadedFont; bold: LoadedFont }> | null = null;

async function loadFont(url: URL): Promise<LoadedFont> {
  const bytes = new Uint8Array(await readFile(url));
  const face = fontkit.create(bytes);
  return { bytes, hasGlyph: (codePoint) => face.hasGlyphForCodePoint(codePoint) };
}

function kiisFonts() {
  fonts ??= Promise.all([loadFont(FONT_FILES.regular), loadFont(FONT_FILES.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fonts = null; // a failed read is retried by the next request
      throw error;
    });
  return fonts;
}

/**
 * Draws the key investment information sheet (A4, embedded subset DejaVu Sans, so every locale's
 * text is drawn as it is, Cyrillic included) and returns the PDF bytes.
 */
export async function renderKiisPdf(content: KiisContent): Promise<Uint8Array> {
  const files = await kiisFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(files.regular.bytes, { subset: true });
  const bold = await pdf.embedFont(files.bold.bytes, { subset: true });
  const glyphs = new Map<PDFFont, LoadedFont>([
    [regular, files.regular],
    [bold, files.bold],
  ]);
  const width = PAGE.width - PAGE.margin * 2;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const ensure = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, font: PDFFont, size: number, options: { x?: number; maxWidth?: number; color?: [number, number, number] } = {}) => {
    const x = options.x ?? PAGE.margin;
    const lines = wrapText(textForFont(text, glyphs.get(font)!.hasGlyph), options.maxWidth ?? width - (x - PAGE.margin), (s) =>
      font.widthOfTextAtSize(s, size),
    );
    for (const line of lines) {
      ensure(size * LINE);
      y -= size * LINE;
      if (line) page.drawText(line, { x, y, size, font, color: rgb(...(options.color ?? [0.1, 0.1, 0.1])) });
    }
  };

  write(content.title, bold, SIZE.title);
  write(content.subtitle, regular, SIZE.subtitle, { color: [0.3, 0.3, 0.3] });
  y -= 8;
  write(content.warning, bold, SIZE.body, { color: [0.6, 0.15, 0.05] });

  for (const section of content.sections) {
    y -= 10;
    ensure(SIZE.heading * LINE * 3);
    write(section.heading, bold, SIZE.heading, { color: [0.08, 0.3, 0.15] });
    y -= 2;
    for (const [label, value] of section.rows ?? []) {
      const top = y;
      write(label, regular, SIZE.body, { maxWidth: width * 0.42, color: [0.35, 0.35, 0.35] });
      const labelBottom = y;
      y = top;
      write(value, bold, SIZE.body, { x: PAGE.margin + width * 0.45, maxWidth: width * 0.55 });
      y = Math.min(y, labelBottom);
    }
    for (const paragraph of section.paragraphs ?? []) {
      write(paragraph, regular, SIZE.body);
      y -= 3;
    }
  }
  y -= 12;
  write(content.footer, regular, 8, { color: [0.4, 0.4, 0.4] });

  pdf.setTitle(content.title.normalize('NFC'));
  pdf.setSubject(content.subtitle.normalize('NFC'));
  pdf.setKeywords(content.keywords);
  pdf.setLanguage(content.language);
  pdf.setProducer('Greenvest');
  pdf.setCreator('Greenvest key investment information sheet');
  pdf.setCreationDate(content.createdAt);
  pdf.setModificationDate(content.createdAt);
  return pdf.save();
}
