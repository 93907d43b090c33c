import Fastify from 'fastify';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { dateCell, decimalCell, exportFileName, sendFile, sendTable, tableCsv, tableXlsx, textCell, type ExportTable } from './table-export';

const table: ExportTable = {
  sheet: 'Lines',
  columns: [{ heading: 'When' }, { heading: 'What', width: 30 }, { heading: 'Amount' }],
  rows: [
    [dateCell('2026-07-01T09:30:00Z'), textCell('=HYPERLINK("http://x")'), decimalCell('-12.50')],
    [dateCell(new Date('2026-01-15T23:30:00Z')), textCell('Interest, "late"'), decimalCell('1234567.89')],
    [null, textCell(''), decimalCell(null)],
  ],
};

describe('the shared export module (decision 0039)', () => {
  it('CSV: formula-looking text neutralized, amounts as they are, instants in Vilnius time with the offset', () => {
    const lines = tableCsv(table)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toEqual([
      'When,What,Amount',
      `2026-07-01T12:30:00+03:00,"'=HYPERLINK(""http://x"")",-12.50`,
      '2026-01-16T01:30:00+02:00,"Interest, ""late""",1234567.89',
      ',,',
      '',
    ]);
    expect(tableCsv(table).startsWith('\uFEFF')).toBe(true);
  });

  it('XLSX: the same rows as cells — text never a formula, amounts numeric, the sheet named', async () => {
    const zip = await JSZip.loadAsync(tableXlsx(table));
    expect(await zip.file('xl/workbook.xml')!.async('string')).toContain('<sheet name="Lines"');
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect([...sheet.matchAll(/<row /g)]).toHaveLength(4);
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('=HYPERLINK(&quot;http://x&quot;)</t>');
    expect(sheet).toContain('<v>-12.50</v>');
    expect(sheet).toContain('<v>1234567.89</v>');
    expect(sheet).toContain('width="30"');
  });

  it('refuses a row whose cells do not match the columns', () => {
    const bad: ExportTable = { ...table, rows: [[textCell('only one')]] };
    expect(() => tableCsv(bad)).toThrow(RangeError);
    expect(() => tableXlsx(bad)).toThrow(RangeError);
  });

  it('names the file after the Vilnius day', () => {
    expect(exportFileName('investments', 'xlsx', new Date('2026-03-31T22:30:00Z'))).toBe('investments-2026-04-01.xlsx');
  });

  it('sends every file the same way: type, attachment name, no-store; extra headers add or replace', async () => {
    const app = Fastify();
    app.get('/table', (_request, reply) => sendTable(reply, table, 'csv', 'lines.csv'));
    app.get('/pdf', (_request, reply) => sendFile(reply, 'pdf', 'a.pdf', Buffer.from('%PDF'), { 'cache-control': 'private, no-store', 'x-extra': 'yes' }));
    const csv = await app.inject({ url: '/table' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="lines.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body).toBe(tableCsv(table));
    const pdf = await app.inject({ url: '/pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="a.pdf"');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['x-extra']).toBe('yes');
    await app.close();
  });
});
