import { calendarDate, type Locale, monthBounds } from '@platform/contract';
import { documentTexts } from '../documents/document-texts';
import type { PdfBlock, PdfDocumentSpec } from '../documents/pdf-layout';
import type { BuyerSnapshot, InvoiceRecord, LineRecord } from './invoices.repo';

/** One locale's words for an invoice: the invoices area's texts, money and dates formatted for the locale. */
export function invoiceTexts(locale: Locale) {
  const base = documentTexts(locale);
  return {
    ...base,
    pdf: (key: string, params: Record<string, string | number> = {}) => base.text(`invoices.pdf.${key}`, params),
    /** 'YYYY-MM' as its first and last Vilnius day in the locale's date format ("1 Nov 2026 – 30 Nov 2026"). */
    month: (month: string) => `${base.date(`${month}-01`)} – ${base.date(calendarDate(monthBounds(month).end.getTime() - 1))}`,
  };
}
export type InvoiceTexts = ReturnType<typeof invoiceTexts>;

function sellerLines(l: InvoiceTexts, seller: Record<string, string>): string {
  return [
    seller.name,
    l.pdf('company_code', { code: seller.companyCode ?? '' }),
    l.pdf('vat_code', { code: seller.vatCode ?? '' }),
    seller.address,
    l.pdf('email', { email: seller.email ?? '' }),
  ]
    .filter(Boolean)
    .join('\n');
}

function buyerLines(l: InvoiceTexts, buyer: BuyerSnapshot): string {
  const out = [buyer.companyName ?? buyer.name];
  if (buyer.companyName && buyer.name && buyer.name !== buyer.companyName) out.push(buyer.name);
  if (buyer.companyCode) out.push(l.pdf('company_code', { code: buyer.companyCode }));
  if (buyer.country) out.push(l.pdf('country', { country: buyer.country }));
  out.push(l.pdf('email', { email: buyer.email }));
  return out.join('\n');
}

/** The invoice (or credit note) as a layout spec: parties, the fees, totals, the VAT exemption and what it cancels or replaces. */
export function invoicePdfSpec(invoice: InvoiceRecord, lines: readonly LineRecord[], locale: Locale): PdfDocumentSpec {
  const l = invoiceTexts(locale);
  const title = invoice.kind === 'credit_note' ? l.pdf('title.credit_note') : invoice.aggregated ? l.pdf('title.aggregated') : l.pdf('title.invoice');
  const facts: [string, string][] = [[l.pdf('issued'), l.date(invoice.issuedAt)]];
  if (invoice.periodMonth) facts.push([l.pdf('period'), l.month(invoice.periodMonth)]);
  facts.push([l.pdf('seller'), sellerLines(l, invoice.seller)], [l.pdf('buyer'), buyerLines(l, invoice.buyer)]);

  const blocks: PdfBlock[] = [{ kind: 'facts', rows: facts }];
  if (invoice.creditsCode) blocks.push({ kind: 'paragraph', text: l.pdf('credits', { code: invoice.creditsCode }) });
  if (invoice.replacesCode) blocks.push({ kind: 'paragraph', text: l.pdf('replaces', { code: invoice.replacesCode }) });
  if (invoice.reason) blocks.push({ kind: 'paragraph', text: l.pdf('reason', { reason: invoice.reason }) });
  blocks.push(
    { kind: 'heading', text: l.pdf('lines') },
    {
      kind: 'table',
      columns: [
        { header: l.pdf('col.no'), width: 0.6 },
        { header: l.pdf('col.date'), width: 1.6 },
        { header: l.pdf('col.description'), width: 4 },
        { header: l.pdf('col.net'), width: 1.6, align: 'right' },
        { header: l.pdf('col.vat'), width: 1.2, align: 'right' },
        { header: l.pdf('col.total'), width: 1.6, align: 'right' },
      ],
      rows: lines.map((line) => [
        String(line.lineNo),
        l.date(line.occurredAt),
        l.pdf(`line.${line.kind}`, { reference: line.reference }),
        l.money(line.net),
        l.money(line.vat),
        l.money(line.total),
      ]),
      totals: ['', '', l.pdf('totals'), l.money(invoice.net), l.money(invoice.vat), l.money(invoice.total)],
    },
    {
      kind: 'facts',
      rows: [
        [l.pdf('net'), l.money(invoice.net)],
        [l.pdf('vat'), l.money(invoice.vat)],
        [l.pdf('total'), l.money(invoice.total)],
      ],
    },
  );
  if (invoice.vatTreatment === 'exempt') blocks.push({ kind: 'paragraph', text: l.pdf('exempt') });
  if (invoice.aggregated && invoice.periodMonth) blocks.push({ kind: 'paragraph', text: l.pdf('aggregated_note', { month: l.month(invoice.periodMonth) }) });
  if (invoice.kind === 'invoice') blocks.push({ kind: 'paragraph', text: l.pdf('paid') });
  return {
    title,
    subtitle: l.pdf('number', { code: invoice.code }),
    locale,
    blocks,
    footer: l.pdf('footer', { name: invoice.seller.name ?? '', code: invoice.seller.companyCode ?? '' }),
    pageLabel: (page, pages) => l.pdf('page', { page, pages }),
    keywords: [invoice.code],
    createdAt: invoice.issuedAt,
    author: invoice.seller.name,
  };
}
