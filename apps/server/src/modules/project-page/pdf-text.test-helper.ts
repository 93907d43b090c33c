import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';

/**
 * Test helper: the text a PDF really draws. With an embedded (Type0, Identity-H) font pdf-lib
 * writes each line as a hex string of glyph ids (`<002A0046> Tj`) and gives the font a ToUnicode
 * CMap; this reads the page content streams, follows the `Tf` font switches and maps every
 * shown code back to Unicode through that font's CMap. A code missing from the CMap throws, so a
 * broken font embedding cannot pass as text.
 */

/** Bytes of a stream, inflated when it is Flate-compressed (the only filter pdf-lib writes). */
export function streamBytes(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  if (filter === undefined) return stream.contents;
  if (filter.toString() === '/FlateDecode') return inflateSync(stream.contents);
  throw new Error(`unsupported stream filter ${filter.toString()}`);
}

export interface ToUnicode {
  /** Bytes per code, from the code space range. */
  codeBytes: number;
  map: Map<number, string>;
}

const utf16 = (hex: string) => {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return units;
};

/** Parses a ToUnicode CMap: code space range, `bfchar` entries and `bfrange` entries (both forms). */
export function parseToUnicode(cmap: string): ToUnicode {
  const space = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap);
  if (!space) throw new Error('ToUnicode CMap without a code space range');
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
      map.set(parseInt(src, 16), String.fromCharCode(...utf16(dst)));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst, list] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[([^\]]*)\])/g)) {
      const first = parseInt(lo, 16);
      const last = parseInt(hi, 16);
      const items = list === undefined ? [] : [...list.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => m[1]);
      for (let code = first; code <= last; code++) {
        if (list !== undefined) {
          map.set(code, String.fromCharCode(...utf16(items[code - first])));
        } else {
          const units = utf16(dst);
          units[units.length - 1] += code - first;
          map.set(code, String.fromCharCode(...units));
        }
      }
    }
  }
  return { codeBytes: space[1].length / 2, map };
}

function decode(hex: string, font: ToUnicode, fontName: string): string {
  const width = font.codeBytes * 2;
  if (hex.length % width !== 0) throw new Error(`hex string of odd length for ${fontName}: <${hex}>`);
  let out = '';
  for (let i = 0; i < hex.length; i += width) {
    const code = parseInt(hex.slice(i, i + width), 16);
    const text = font.map.get(code);
    if (text === undefined) throw new Error(`code ${code} of ${fontName} has no ToUnicode entry`);
    out += text;
  }
  return out;
}

function pageFonts(pdf: PDFDocument, page: PDFPage): Map<string, ToUnicode> {
  const fonts = new Map<string, ToUnicode>();
  const dict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    if (!(toUnicode instanceof PDFRawStream)) throw new Error(`font ${name.toString()} has no ToUnicode CMap`);
    fonts.set(name.decodeText(), parseToUnicode(Buffer.from(streamBytes(toUnicode)).toString('latin1')));
  }
  return fonts;
}

function pageContent(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((item) => {
      const stream = item instanceof PDFRef ? pdf.context.lookup(item) : item;
      if (!(stream instanceof PDFRawStream)) throw new Error('unexpected page content object');
      return Buffer.from(streamBytes(stream)).toString('latin1');
    })
    .join('\n');
}

/** The drawn strings of every page, one per text-showing operator (pdf-lib: one per line), in order. */
export function drawnLines(pdf: PDFDocument): string[] {
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const fonts = pageFonts(pdf, page);
    let current: string | null = null;
    const ops = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\[((?:\s*(?:<[0-9A-Fa-f\s]*>|[-\d.]+))*)\s*\]\s*TJ/g;
    for (const [, fontName, tj, tjArray] of pageContent(pdf, page).matchAll(ops)) {
      if (fontName !== undefined) {
        current = fontName;
        continue;
      }
      if (current === null) throw new Error('text shown before any font was selected');
      const font = fonts.get(current);
      if (!font) throw new Error(`font ${current} is not in the page resources`);
      const hexes = tj !== undefined ? [tj] : [...tjArray.matchAll(/<([0-9A-Fa-f\s]*)>/g)].map((m) => m[1]);
      lines.push(hexes.map((hex) => decode(hex.replace(/\s/g, ''), font, current!)).join(''));
    }
  }
  return lines;
}

/**
 * All drawn text as one flowing string: lines joined by a space, runs of white space collapsed,
 * so a heading or sentence the layout wrapped over two lines is still found whole.
 */
export function drawnText(pdf: PDFDocument): string {
  return drawnLines(pdf).join(' ').replace(/\s+/g, ' ');
}
