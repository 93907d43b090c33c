import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { LOCALE_ISO, type Locale } from '@platform/contract';

/**
 * One layout for every generated document (statements, reports): pdfkit lays out the text (wrapping, flowing
 * paragraphs onto new pages) and the tables; this module only decides the page furniture — the title block on
 * page 1, a small running header on the pages after it, a footer with "page X / Y" on every page, and a table
 * header row repeated on each page a table continues onto. Framework-free: it takes a spec, returns the bytes.
 * Decision 0036.
 */

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A two-column label/value list. */
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | {
      kind: 'table';
      /** `width` is relative: the columns share the page's content width in proportion to it. */
      columns: { header: string; width: number; align?: 'left' | 'right' }[];
      rows: string[][];
      /** A last row in bold under a rule (one string per column, '' for an empty cell). */
      totals?: string[];
    };

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  /** Sets the PDF language (/Lang, its BCP 47 tag from LOCALE_ISO). */
  locale: Locale;
  blocks: PdfBlock[];
  /** Left part of every page's footer; the module adds "page X / Y" on the right (the words for "page" come from `pageLabel`). */
  footer: string;
  pageLabel: (page: number, pages: number) => string;
  /** PDF metadata keywords. */
  keywords?: string[];
  /** PDF creation date: with it the output is byte-for-byte deterministic. */
  createdAt: Date;
  author?: string;
}

/** A4 portrait in points; the top and bottom margins leave room for the running header and the footer. */
const PAGE = { size: 'A4', margins: { top: 62, bottom: 66, left: 50, right: 50 } } as const;
const SIZE = { title: 18, subtitle: 11, heading: 12.5, body: 9.5, table: 8.5, header: 8, footer: 7.5 };
const COLOUR = { text: '#111111', muted: '#555555', rule: '#b5b5b5', headerFill: '#eeeeee' };
const GAP = { block: 10, afterHeading: 4 };
/** Room for the page label ("page 12 / 12", "страница 12 / 12") at the right of the footer. */
const PAGE_LABEL_WIDTH = 110;
const CELL_PADDING = { top: 3, bottom: 3, left: 4, right: 4 };
/** Extra room kept under a table row so pdfkit's own page-break test never fires before ours. */
const BREAK_SLACK = 1;

/**
 * DejaVu Sans (regular and bold), vendored in `apps/server/assets/fonts` (licence next to them), the same files
 * and the same lookup as the KIIS (project-page/kiis.pdf.ts): it covers Latin with every diacritic the locales use,
 * Cyrillic and the euro sign. Resolved from this module's own location, so it works from any working directory.
 *
 * pdfkit is given the file paths, not bytes: a font selected by path is cached by that path for the document,
 * while a font given as a Buffer is parsed again each time pdfkit's table restores the font after a cell
 * (pdfkit 0.17 restores it from its source) — a full parse of DejaVu per table cell.
 */
const FONT_FILES = {
  regular: new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url),
  bold: new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url),
};
const FONT = { regular: fileURLToPath(FONT_FILES.regular), bold: fileURLToPath(FONT_FILES.bold) } as const;

type Doc = InstanceType<typeof PDFDocument>;
type TableBlock = Extract<PdfBlock, { kind: 'table' }>;

/** Renders the document (A4, embedded subset DejaVu Sans) and returns the PDF bytes; a layout error rejects. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    font: FONT.regular, // instead of pdfkit's default Helvetica
    size: PAGE.size,
    margins: PAGE.margins,
    bufferPages: true, // footers need the page count: they are drawn after the layout
    pdfVersion: '1.7',
    lang: LOCALE_ISO[spec.locale],
    displayTitle: true,
    info: {
      Title: spec.title,
      ...(spec.subtitle ? { Subject: spec.subtitle } : {}),
      ...(spec.author ? { Author: spec.author } : {}),
      ...(spec.keywords?.length ? { Keywords: spec.keywords.join(', ') } : {}),
      CreationDate: spec.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOUR.text);

  titleBlock(doc, spec);
  spec.blocks.forEach((block, index) => {
    if (index > 0) doc.y += GAP.block;
    if (block.kind === 'heading') heading(doc, block.text);
    else if (block.kind === 'paragraph') paragraph(doc, block.text);
    else if (block.kind === 'facts') facts(doc, block.rows);
    else table(doc, block);
  });
  pageFurniture(doc, spec);

  doc.end();
  return bytes;
}

function contentWidth(doc: Doc) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
function keepRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

function titleBlock(doc: Doc, spec: PdfDocumentSpec) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOUR.text).text(spec.title, left, doc.page.margins.top, { width });
  if (spec.subtitle) {
    doc.moveDown(0.2);
    doc.font(FONT.regular).fontSize(SIZE.subtitle).fillColor(COLOUR.muted).text(spec.subtitle, left, doc.y, { width });
  }
  doc.y += 6;
  rule(doc, doc.y);
  doc.y += 12;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOUR.text);
}

function heading(doc: Doc, text: string) {
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(SIZE.heading);
  const height = doc.heightOfString(text, { width });
  doc.font(FONT.regular).fontSize(SIZE.body);
  // Keep a heading with at least three lines of what follows it.
  keepRoom(doc, height + GAP.afterHeading + doc.currentLineHeight(true) * 3);
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOUR.text).text(text, doc.page.margins.left, doc.y, { width });
  doc.y += GAP.afterHeading;
  doc.font(FONT.regular).fontSize(SIZE.body);
}

/** A paragraph flows onto as many pages as it needs (pdfkit breaks it between lines). */
function paragraph(doc: Doc, text: string) {
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOUR.text);
  keepRoom(doc, doc.currentLineHeight(true) * 2);
  doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 1.5 });
}

/** Label/value rows as a borderless two-column pdfkit table; pdfkit breaks it between rows. */
function facts(doc: Doc, rows: [string, string][]) {
  if (rows.length === 0) return;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOUR.text);
  const width = contentWidth(doc);
  const labelWidth = Math.round(width * 0.38);
  keepRoom(doc, doc.currentLineHeight(true) + CELL_PADDING.top + CELL_PADDING.bottom);
  doc.table({
    position: { x: doc.page.margins.left, y: doc.y },
    maxWidth: width,
    columnStyles: [
      { width: labelWidth, textColor: COLOUR.muted },
      { width: width - labelWidth, textColor: COLOUR.text },
    ],
    defaultStyle: { border: 0, padding: { top: 2, bottom: 2, left: 0, right: 6 } },
    data: rows.map(([label, value]) => [label, value]),
  });
  doc.x = doc.page.margins.left;
}

/**
 * A table is laid out by pdfkit's `doc.table()`, one pdfkit table per page: before each row the module measures
 * it the way pdfkit will (the same wrapping of each cell at the same width), and when it would not fit it ends the
 * table, starts a page and a new table that opens with the header row again. Long cells wrap; a row taller than
 * a whole page is beyond this layout (pdfkit clips it).
 */
function table(doc: Doc, block: TableBlock) {
  const columns = block.columns;
  const check = (cells: string[], what: string) => {
    if (cells.length !== columns.length) {
      throw new Error(`pdf-layout: ${what} has ${cells.length} cells for ${columns.length} columns`);
    }
  };
  block.rows.forEach((row, index) => check(row, `table row ${index + 1}`));
  if (block.totals) check(block.totals, 'the totals row');

  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const relative = columns.reduce((sum, column) => sum + column.width, 0);
  if (!(relative > 0)) throw new Error('pdf-layout: table column widths must add up to more than 0');
  const widths = columns.map((column) => (width * column.width) / relative);
  const align = (index: number) => columns[index].align ?? 'left';
  const fontOf = { header: FONT.bold, body: FONT.regular, totals: FONT.bold } as const;
  type RowKind = keyof typeof fontOf;

  const rowHeight = (cells: string[], kind: RowKind) => {
    doc.font(fontOf[kind]).fontSize(SIZE.table);
    const textHeight = Math.max(
      ...cells.map((text, index) => {
        if (!text) return 0;
        const textWidth = widths[index] - CELL_PADDING.left - CELL_PADDING.right;
        // The options pdfkit's table measures a cell with (an auto-height row may be as tall as the page).
        const tallest = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
        const options = {
          width: textWidth,
          align: align(index),
          ellipsis: true,
          rotation: 0,
          height: tallest - CELL_PADDING.top - CELL_PADDING.bottom,
        };
        // Measured at (0, 0) as pdfkit's table does; boundsOfString leaves the cursor there, so it is put back.
        const { x, y } = doc;
        const height = doc.boundsOfString(text, 0, 0, options).height;
        doc.x = x;
        doc.y = y;
        return height;
      }),
    );
    doc.font(FONT.regular).fontSize(SIZE.table);
    return textHeight + CELL_PADDING.top + CELL_PADDING.bottom;
  };
  const fits = (height: number) => doc.y + height + BREAK_SLACK < doc.page.maxY();
  const cellsOf = (cells: string[], kind: RowKind) =>
    cells.map((text, index) => ({
      text,
      align: { x: align(index), y: 'top' as const },
      font: { src: fontOf[kind] },
      ...(kind === 'header'
        ? { type: 'TH' as const, backgroundColor: COLOUR.headerFill, border: { top: 0, right: 0, bottom: 0.75, left: 0 } }
        : kind === 'totals'
          ? { border: { top: 1, right: 0, bottom: 0, left: 0 }, borderColor: COLOUR.text }
          : {}),
    }));

  const headerCells = columns.map((column) => column.header);
  const headerHeight = rowHeight(headerCells, 'header');
  const start = () =>
    doc
      .table({
        position: { x: left, y: doc.y },
        maxWidth: width,
        columnStyles: widths.map((columnWidth) => ({ width: columnWidth })),
        defaultStyle: {
          border: { top: 0, right: 0, bottom: 0.5, left: 0 },
          borderColor: COLOUR.rule,
          padding: CELL_PADDING,
          textColor: COLOUR.text,
        },
      })
      .row(cellsOf(headerCells, 'header'));

  doc.font(FONT.regular).fontSize(SIZE.table).fillColor(COLOUR.text);
  const body: [string[], RowKind][] = block.rows.map((row) => [row, 'body']);
  if (block.totals) body.push([block.totals, 'totals']);
  // The header never stands alone at the foot of a page: it needs its first row under it.
  const first = body[0] ? rowHeight(body[0][0], body[0][1]) : 0;
  if (!fits(headerHeight + first)) doc.addPage();
  let current = start();
  for (const [cells, kind] of body) {
    const height = rowHeight(cells, kind);
    if (!fits(height)) {
      current.end();
      doc.addPage();
      current = start();
    }
    current.row(cellsOf(cells, kind));
  }
  current.end();
  doc.x = left;
  doc.font(FONT.regular).fontSize(SIZE.body);
}

function rule(doc: Doc, y: number) {
  const left = doc.page.margins.left;
  doc
    .save()
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(COLOUR.rule)
    .stroke()
    .restore();
}

/**
 * After the layout, with every page still buffered: the running header (the title, small, top left) on every page
 * but the first — page 1 carries the title block — and on every page the footer text on the left and
 * `pageLabel(page, pages)` on the right. The bottom margin is lifted while drawing, so text below it does not
 * make pdfkit start a page.
 */
function pageFurniture(doc: Doc, spec: PdfDocumentSpec) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const page = doc.page;
    const left = page.margins.left;
    const width = contentWidth(doc);
    const bottomMargin = page.margins.bottom;
    page.margins.bottom = 0;

    if (index > start) {
      doc
        .font(FONT.regular)
        .fontSize(SIZE.header)
        .fillColor(COLOUR.muted)
        .text(spec.title, left, 30, { width, height: doc.currentLineHeight(true), ellipsis: true });
      rule(doc, 44);
    }

    const footerY = page.height - bottomMargin + 22;
    rule(doc, footerY - 6);
    doc
      .font(FONT.regular)
      .fontSize(SIZE.footer)
      .fillColor(COLOUR.muted)
      .text(spec.footer, left, footerY, {
        width: width - PAGE_LABEL_WIDTH,
        height: doc.currentLineHeight(true) * 2,
        ellipsis: true,
      })
      .text(spec.pageLabel(index - start + 1, count), left + width - PAGE_LABEL_WIDTH, footerY, {
        width: PAGE_LABEL_WIDTH,
        align: 'right',
        lineBreak: false,
      });

    page.margins.bottom = bottomMargin;
  }
}
