/**
 * The XLSX writer against exceljs (decision 0039): the same rows (a date, a text, two amounts, a
 * status) written by our writer (apps/server/src/modules/exports/xlsx.ts) and by exceljs's
 * in-memory workbook and its streaming writer. Prints rows per second, the ratio to ours, the
 * file size and the heap growth. exceljs is not a dependency of the project: install it where
 * this runs (`npm install --no-save exceljs@4 -w bench`) to include it; without it only our
 * writer is measured.
 */
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { buildXlsx, type XlsxCell } from '../../apps/server/src/modules/exports/xlsx';

const SIZES = [1_000, 10_000, 100_000];
const HEADER = ['Date', 'Type', 'Reference', 'Amount', 'Balance', 'Status'];

function rowsOf(count: number) {
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(start + i * 3_600_000),
    type: i % 3 === 0 ? 'Interest' : i % 3 === 1 ? 'Investment' : 'Deposit',
    reference: `PRJ-${1000 + (i % 500)} / ${i}`,
    amount: `${i % 2 === 0 ? '' : '-'}${(i % 9000) + 1}.${String(i % 100).padStart(2, '0')}`,
    balance: `${100000 + i}.${String((i * 7) % 100).padStart(2, '0')}`,
    status: 'Completed',
  }));
}
type Row = ReturnType<typeof rowsOf>[number];

function ours(rows: Row[]): Promise<number> {
  const cells: XlsxCell[][] = rows.map((r) => [
    { date: r.date },
    { text: r.type },
    { text: r.reference },
    { decimal: r.amount },
    { decimal: r.balance },
    { text: r.status },
  ]);
  return Promise.resolve(buildXlsx('Sheet', HEADER, cells, [20, 14, 20, 12, 12, 12]).length);
}

/** The part of exceljs's API used here (it is not a dependency, so its types are not either). */
interface ExcelSheet {
  columns: { header: string; width: number }[];
  addRow(values: unknown[]): { commit(): void };
  getColumn(index: number): { numFmt: string };
  commit(): void;
}
interface ExcelJs {
  Workbook: new () => { addWorksheet(name: string, options: object): ExcelSheet; xlsx: { writeBuffer(): Promise<ArrayBuffer> } };
  stream: { xlsx: { WorkbookWriter: new (options: object) => { addWorksheet(name: string, options: object): ExcelSheet; commit(): Promise<void> } } };
}

async function excelInMemory(ExcelJS: ExcelJs, rows: Row[]): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADER.map((header, i) => ({ header, width: [20, 14, 20, 12, 12, 12][i] }));
  for (const r of rows) sheet.addRow([r.date, r.type, r.reference, Number.parseFloat(r.amount), Number.parseFloat(r.balance), r.status]);
  sheet.getColumn(4).numFmt = '0.00';
  sheet.getColumn(5).numFmt = '0.00';
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer.byteLength;
}

async function excelStreaming(ExcelJS: ExcelJs, rows: Row[]): Promise<number> {
  const sink = new PassThrough();
  let size = 0;
  sink.on('data', (chunk: Buffer) => (size += chunk.length));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADER.map((header, i) => ({ header, width: [20, 14, 20, 12, 12, 12][i] }));
  for (const r of rows) sheet.addRow([r.date, r.type, r.reference, Number.parseFloat(r.amount), Number.parseFloat(r.balance), r.status]).commit();
  sheet.commit();
  await workbook.commit();
  return size;
}

async function measure(name: string, run: () => Promise<number>, rows: number) {
  await run(); // warm-up
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const times: number[] = [];
  let size = 0;
  let heapPeak = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    size = await run();
    times.push(performance.now() - t0);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed - heapBefore);
  }
  const ms = times.sort((a, b) => a - b)[1]!;
  return { name, rows, ms, rowsPerSecond: Math.round((rows / ms) * 1000), size, heapMb: Math.max(0, heapPeak) / 1_048_576 };
}

async function main() {
  let ExcelJS: ExcelJs | null = null;
  try {
    const name = 'exceljs';
    ExcelJS = ((await import(name)) as { default: ExcelJs }).default;
  } catch {
    console.log('exceljs is not installed: measuring our writer only (npm install --no-save exceljs@4 -w bench to compare).');
  }
  for (const count of SIZES) {
    const rows = rowsOf(count);
    const results = [await measure('ours (exports/xlsx.ts)', () => ours(rows), count)];
    if (ExcelJS) {
      const lib = ExcelJS;
      results.push(await measure('exceljs Workbook.writeBuffer', () => excelInMemory(lib, rows), count));
      results.push(await measure('exceljs stream WorkbookWriter', () => excelStreaming(lib, rows), count));
    }
    const base = results[0]!.rowsPerSecond;
    console.log(`\n${count.toLocaleString('en')} rows`);
    for (const r of results) {
      console.log(
        `  ${r.name.padEnd(32)} ${r.ms.toFixed(0).padStart(6)} ms  ${String(r.rowsPerSecond).padStart(8)} rows/s  ${(r.rowsPerSecond / base).toFixed(2)}× ours  ${(r.size / 1024).toFixed(0).padStart(6)} KB  heap +${r.heapMb.toFixed(0)} MB`,
      );
    }
  }
}

await main();
