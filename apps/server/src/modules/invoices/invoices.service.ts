import {
  type AdminInvoiceItem,
  type AdminInvoices,
  ADMIN_INVOICES_PAGE_SIZE,
  EXPORT_MAX_ROWS,
  invoiceKindText,
  type InvoiceListItem,
  type Locale,
  type ReissueResult,
  sumCents,
  toWire,
  type UserInvoices,
  type VatStatement,
  ZERO_CENTS,
  zonedMidnight,
} from '@platform/contract';
import { monthsFrom } from '@platform/contract/portfolio-rules';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { renderPdf } from '../documents/pdf-layout';
import { dateCell, decimalCell, type ExportTable, textCell } from '../exports/table-export';
import { reissueInvoice } from './invoices.issue';
import { invoiceTexts } from './invoices.pdf';
import { invoicePdfSpec } from './invoices.pdf';
import { type AdminFilters, adminInvoices, invoiceById, invoicesOfUser, type InvoiceRecord, linesOf, listItemOf, vatMonths } from './invoices.repo';

const adminItemOf = (r: InvoiceRecord): AdminInvoiceItem => ({
  ...listItemOf(r),
  userId: r.userId,
  buyerName: r.buyer.companyName ?? r.buyer.name,
  buyerEmail: r.buyer.email,
  reason: r.reason,
});

/** The list as a table for the shared CSV/XLSX writers (decision 0039); the operator's has the user and buyer. */
export function invoicesTable(items: readonly (InvoiceListItem | AdminInvoiceItem)[], locale: Locale, withBuyer: boolean): ExportTable {
  const l = invoiceTexts(locale);
  const h = (key: string) => l.text(`invoices.file.${key}`);
  const columns = [
    { heading: h('code'), width: 18 },
    { heading: h('kind'), width: 28 },
    { heading: h('issued'), width: 20 },
    { heading: h('period'), width: 10 },
    ...(withBuyer
      ? [
          { heading: h('user'), width: 10 },
          { heading: h('buyer'), width: 30 },
        ]
      : []),
    { heading: h('net'), width: 14 },
    { heading: h('vat'), width: 10 },
    { heading: h('total'), width: 14 },
    { heading: h('status'), width: 24 },
    { heading: h('lines'), width: 8 },
  ];
  return {
    sheet: h('sheet'),
    columns,
    rows: items.map((i) => [
      textCell(i.code),
      textCell(invoiceKindText(i, (key, values) => l.text(key, values))),
      dateCell(i.issuedAt),
      textCell(i.periodMonth),
      ...(withBuyer && 'userId' in i ? [textCell(i.userId), textCell(i.buyerName)] : []),
      decimalCell(i.net),
      decimalCell(i.vat),
      decimalCell(i.total),
      textCell(l.text(`invoices.status.${i.status}`)),
      textCell(i.linesCount),
    ]),
  };
}

/** The invoices' use cases for the routes: always the caller's own, except the operator's calls. */
export function createInvoicesService(db: Db, now: () => Date = () => new Date()) {
  async function pdfOf(invoice: InvoiceRecord | null, locale: Locale): Promise<{ body: Buffer; fileName: string }> {
    if (!invoice) throw notFound('No such invoice');
    const lines = await linesOf(db, invoice.id);
    return { body: await renderPdf(invoicePdfSpec(invoice, lines, locale)), fileName: `${invoice.code}.pdf` };
  }

  async function vatStatement(year: number): Promise<VatStatement> {
    const rows = await vatMonths(db, zonedMidnight(year, 1, 1), zonedMidnight(year + 1, 1, 1));
    const months = monthsFrom(`${year}-01`, `${year}-12`).map((month) => {
      const row = rows.find((r) => r.month === month);
      return {
        month,
        invoices: row?.invoices ?? 0,
        creditNotes: row?.creditNotes ?? 0,
        net: row?.net ?? ZERO_CENTS,
        vat: row?.vat ?? ZERO_CENTS,
        total: row?.total ?? ZERO_CENTS,
      };
    });
    const wire = (m: (typeof months)[number]) => ({
      invoices: m.invoices,
      creditNotes: m.creditNotes,
      net: toWire(m.net),
      vat: toWire(m.vat),
      total: toWire(m.total),
    });
    return {
      year,
      months: months.map((m) => ({ month: m.month, ...wire(m) })),
      total: {
        invoices: months.reduce((s, m) => s + m.invoices, 0),
        creditNotes: months.reduce((s, m) => s + m.creditNotes, 0),
        net: toWire(sumCents(months.map((m) => m.net))),
        vat: toWire(sumCents(months.map((m) => m.vat))),
        total: toWire(sumCents(months.map((m) => m.total))),
      },
    };
  }

  return {
    async list(userId: number): Promise<UserInvoices> {
      return { invoices: (await invoicesOfUser(db, userId)).map(listItemOf) };
    },
    async userPdf(userId: number, id: number, locale: Locale) {
      return pdfOf(await invoiceById(db, id, userId), locale);
    },
    async adminPdf(id: number, locale: Locale) {
      return pdfOf(await invoiceById(db, id), locale);
    },
    async adminList(filters: AdminFilters, page: number): Promise<AdminInvoices> {
      const { items, total } = await adminInvoices(db, filters, page);
      return { items: items.map(adminItemOf), page, pageSize: ADMIN_INVOICES_PAGE_SIZE, total };
    },
    async adminAll(filters: AdminFilters): Promise<AdminInvoiceItem[]> {
      return (await adminInvoices(db, filters, null, EXPORT_MAX_ROWS)).items.map(adminItemOf);
    },
    async reissue(id: number, reason: string, operatorId: number, ip: string | null): Promise<ReissueResult> {
      const done = await reissueInvoice(db, { invoiceId: id, reason, operatorId, ip, now: now() });
      const [creditNote, invoice] = await Promise.all([invoiceById(db, done.creditNoteId), invoiceById(db, done.invoiceId)]);
      return { creditNote: adminItemOf(creditNote!), invoice: adminItemOf(invoice!) };
    },
    vatStatement,
    vatTable(statement: VatStatement, locale: Locale): ExportTable {
      const l = invoiceTexts(locale);
      const h = (key: string) => l.text(`invoices.file.${key}`);
      const row = (label: string, f: VatStatement['total']) => [
        textCell(label),
        textCell(f.invoices),
        textCell(f.creditNotes),
        decimalCell(f.net),
        decimalCell(f.vat),
        decimalCell(f.total),
      ];
      return {
        sheet: h('vat_sheet'),
        columns: [h('month'), h('invoices'), h('credit_notes'), h('net'), h('vat'), h('total')].map((heading) => ({ heading, width: 14 })),
        rows: [...statement.months.map((m) => row(m.month, m)), row(String(statement.year), statement.total)],
      };
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
