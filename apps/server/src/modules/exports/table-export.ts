import { calendarDate, toZonedIso } from '@platform/contract';
import type { Endpoint } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route, type EndpointRequest } from '../../http/endpoint';
import { neutralizeFormula, toCsv } from './csv';
import { buildXlsx, type XlsxCell } from './xlsx';

/**
 * The one export module (decision 0039): every list the platform lets people download — the
 * investor's transactions, investments, market records, notifications, invoices, the operator's
 * lists — is described once as a table and written here as CSV or XLSX.
 *
 * - Text cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) get an
 *   apostrophe in CSV; in XLSX they are inline strings, never formulas.
 * - Amounts are two-decimal strings (money.ts `toWire`), written as they are: plain decimals in
 *   CSV, numeric cells with a two-decimal format in XLSX. No float ever touches them.
 * - Instants are written in Vilnius time: ISO 8601 with the offset in CSV, date cells in XLSX.
 */
export type ExportCell = XlsxCell;
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportColumn {
  heading: string;
  /** Column width in characters in the workbook. */
  width?: number;
}

export interface ExportTable {
  /** The workbook's sheet name (also the CSV's nothing: CSV has no sheets). */
  sheet: string;
  columns: readonly ExportColumn[];
  rows: readonly (readonly ExportCell[])[];
}

/** A text cell, or an empty one for nothing. */
export const textCell = (value: string | number | null | undefined): ExportCell =>
  value === null || value === undefined || value === '' ? null : { text: String(value) };
/** A two-decimal amount from the wire, or an empty cell. */
export const decimalCell = (value: string | null | undefined): ExportCell => (value === null || value === undefined ? null : { decimal: value });
/** An instant, or an empty cell. */
export const dateCell = (value: Date | string | null | undefined): ExportCell =>
  value === null || value === undefined ? null : { date: typeof value === 'string' ? new Date(value) : value };

function csvValue(cell: ExportCell): string {
  if (cell === null) return '';
  if ('text' in cell) return neutralizeFormula(cell.text);
  if ('decimal' in cell) return cell.decimal;
  return toZonedIso(cell.date);
}

function checkShape(table: ExportTable): void {
  table.rows.forEach((row, index) => {
    if (row.length !== table.columns.length) throw new RangeError(`Export row ${index} has ${row.length} cells for ${table.columns.length} columns`);
  });
}

/** RFC 4180 CSV with a BOM: the headings, then the rows. */
export function tableCsv(table: ExportTable): string {
  checkShape(table);
  return toCsv([table.columns.map((c) => neutralizeFormula(c.heading)), ...table.rows.map((row) => row.map(csvValue))]);
}

/** An Office Open XML workbook of one sheet, the header row frozen. */
export function tableXlsx(table: ExportTable): Buffer {
  checkShape(table);
  return buildXlsx(
    table.sheet,
    table.columns.map((c) => c.heading),
    table.rows.map((row) => [...row]),
    table.columns.map((c) => c.width ?? 16),
  );
}

/** The media type of every file the platform hands out: the tables' CSV and XLSX, and PDF documents. */
export const CONTENT_TYPES: Record<ExportFormat | 'pdf', string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** `transactions-2026-11-27.csv`: the name's stem and the Vilnius day. */
export function exportFileName(stem: string, format: ExportFormat, now = new Date()): string {
  return `${stem}-${calendarDate(now)}.${format}`;
}

/**
 * Answers a file as a download, never cached by default: it is somebody's own data. `extraHeaders` add
 * headers or replace the defaults (an agreement is `private, no-store` and carries its hash).
 */
export function sendFile(
  reply: FastifyReply,
  format: keyof typeof CONTENT_TYPES,
  fileName: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): FastifyReply {
  reply.headers({
    'content-type': CONTENT_TYPES[format],
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
    ...extraHeaders,
  });
  return reply.send(body);
}

/** Answers the table as a download (never cached: it is somebody's own data). */
export function sendTable(reply: FastifyReply, table: ExportTable, format: ExportFormat, fileName: string): FastifyReply {
  return sendFile(reply, format, fileName, format === 'csv' ? tableCsv(table) : tableXlsx(table));
}

/**
 * Registers a list's CSV and XLSX downloads (contract `defineExportEndpoints`): both build the same
 * table from the request (the caller's own rows, or the operator's list), and differ only in the writer.
 */
export function routeExports<C extends Endpoint, X extends Endpoint>(
  app: FastifyInstance,
  endpoints: { csv: C; xlsx: X },
  build: (request: EndpointRequest<C>) => Promise<ExportTable> | ExportTable,
  stem: string | ((request: EndpointRequest<C>) => string),
): void {
  const answer = (format: ExportFormat) => async (request: EndpointRequest<C>, reply: FastifyReply) => {
    const table = await build(request);
    return sendTable(reply, table, format, exportFileName(typeof stem === 'string' ? stem : stem(request), format));
  };
  route(app, endpoints.csv, answer('csv'));
  route(app, endpoints.xlsx, answer('xlsx') as unknown as Parameters<typeof route<X>>[2]);
}
