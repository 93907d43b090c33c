import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type TextItem = Extract<Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number], { str: string }>;

/**
 * Reads a PDF back as text, one string per page, for tests (pdfjs-dist is a dev dependency; decision 0036).
 * It is what a reader's copy-and-paste gives: the glyphs mapped back to Unicode through the embedded fonts'
 * ToUnicode maps, so a wrong or missing glyph shows up as a wrong character.
 *
 * Each page is returned as its visual lines, top to bottom, joined by "\n": text runs on the same baseline are one
 * line (a table row's cells, the footer and its page label), read left to right, with one space where runs are
 * apart; runs of white space are collapsed to one space.
 */
export async function pdfPages(buffer: Buffer | Uint8Array): Promise<string[]> {
  return (await pdfRuns(buffer)).map((runs) => visualLines(runs).join('\n'));
}

/** One text run (a string drawn in one go) as pdfjs reads it: position in points from the page's bottom left. */
export interface PdfRun {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** The text runs of each page, in content-stream order, blank runs left out (for positions: alignment, margins). */
export function pdfRuns(buffer: Buffer | Uint8Array): Promise<PdfRun[][]> {
  return withPdf(buffer, async (pdf) => {
    const pages: PdfRun[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
          .map((item) => ({
            text: item.str,
            x: item.transform[4],
            y: item.transform[5],
            width: item.width,
            fontSize: Math.hypot(item.transform[2], item.transform[3]) || 1,
          })),
      );
    }
    return pages;
  });
}

/** The document information dictionary as pdfjs reads it (Title, Keywords, CreationDate, Language, ...). */
export function pdfInfo(buffer: Buffer | Uint8Array): Promise<Record<string, unknown>> {
  return withPdf(buffer, async (pdf) => (await pdf.getMetadata()).info as Record<string, unknown>);
}

async function withPdf<T>(buffer: Buffer | Uint8Array, read: (pdf: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // pdfjs takes ownership of (detaches) the array it is given: hand it a copy.
  const data = new Uint8Array(buffer.byteLength);
  data.set(buffer);
  const task = getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** Baselines closer than this (in points) are one line. */
const SAME_LINE = 2;

function visualLines(runs: PdfRun[]): string[] {
  const lines: { y: number; runs: PdfRun[] }[] = [];
  for (const run of runs) {
    const line = lines.find((candidate) => Math.abs(candidate.y - run.y) < SAME_LINE);
    if (line) line.runs.push(run);
    else lines.push({ y: run.y, runs: [run] });
  }
  return lines
    .sort((a, b) => b.y - a.y) // PDF y grows upwards
    .map((line) => {
      const ordered = [...line.runs].sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const run of ordered) {
        if (text && run.x - end > run.fontSize * 0.15) text += ' ';
        text += run.text;
        end = run.x + run.width;
      }
      return text.replace(/\s+/g, ' ').trim();
    });
}
