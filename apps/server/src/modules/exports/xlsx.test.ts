import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildXlsx, columnName, excelSerial } from './xlsx';

describe('XLSX writer', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('dates become Excel serial days of the Vilnius wall clock', () => {
    expect(excelSerial(new Date('2025-12-31T22:00:00Z'))).toBe(46_023);
    expect(excelSerial(new Date('2026-01-01T10:00:00Z'))).toBe(46_023.5);
    expect(excelSerial(new Date('2026-07-01T09:00:00Z'))).toBe(46_204.5);
  });

  it('writes a zip another implementation opens, with the workbook parts and escaped cells', async () => {
    const file = buildXlsx(
      'Transactions',
      ['Text', 'Amount'],
      [
        [{ text: 'a < b & "c"' }, { decimal: '-12.50' }],
        [null, { decimal: '3.00' }],
      ],
    );
    const zip = await JSZip.loadAsync(file);
    expect(Object.keys(zip.files).sort()).toEqual(
      ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml'].sort(),
    );
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">a &lt; b &amp; &quot;c&quot;</t></is></c>');
    expect(sheet).toContain('<c r="B2" s="2"><v>-12.50</v></c>');
    expect(sheet).toContain('<c r="B3" s="2"><v>3.00</v></c>');
    expect(sheet).not.toContain('r="A3"');
  });

  it('refuses an amount that is not a decimal', () => {
    expect(() => buildXlsx('x', ['a'], [[{ decimal: '1e5' }]])).toThrow(RangeError);
  });
});
