import { z } from 'zod';
import { INVOICE_KINDS, INVOICE_LINE_KINDS, INVOICE_STATUSES, VAT_TREATMENTS } from './invoices-rules';
import { LOCALES } from './locales';
import { moneyString } from './money-schema';

/**
 * Invoices for the platform's fees (issue 15, decision 0037): the caller's invoices and credit notes
 * (the spec's `GET /api/get/aggregated-invoices-for-user`), each as a PDF; the operator's list,
 * re-issue (credit note + new invoice) and monthly VAT statement.
 */

const databaseId = z.coerce.number().int().min(1).max(2_147_483_647);
/** `{id}` of an invoice: a positive database id (anything else is a 400 VALIDATION_FAILED). */
export const invoiceIdParamsSchema = z.object({ id: databaseId });
export const invoicePdfQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  /** The printed number: F-2026-000042, CN-2026-000003. */
  code: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** One invoice for a month's fees (after the first AGGREGATION_THRESHOLD of the month). */
  aggregated: z.boolean(),
  /** 'YYYY-MM' (Vilnius) of an aggregated invoice; null otherwise. */
  periodMonth: z.string().nullable(),
  issuedAt: z.string(),
  /** Two-decimal strings; a credit note's are negative. */
  net: moneyString,
  vat: moneyString,
  total: moneyString,
  vatTreatment: z.enum(VAT_TREATMENTS),
  status: z.enum(INVOICE_STATUSES),
  linesCount: z.number().int(),
  /** A credit note: the code of the invoice it cancels. */
  creditsCode: z.string().nullable(),
  /** A re-issued invoice: the code of the invoice it replaces. */
  replacesCode: z.string().nullable(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** GET /api/get/aggregated-invoices-for-user: the caller's invoices and credit notes, newest first. */
export const userInvoicesSchema = z.object({ invoices: z.array(invoiceListItemSchema) });
export type UserInvoices = z.infer<typeof userInvoicesSchema>;

export const invoiceLineSchema = z.object({
  lineNo: z.number().int(),
  kind: z.enum(INVOICE_LINE_KINDS),
  reference: z.string(),
  occurredAt: z.string(),
  net: moneyString,
  vat: moneyString,
  total: moneyString,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

// ---------------------------------------------------------------------------------------------
// The operator's side
// ---------------------------------------------------------------------------------------------

export const ADMIN_INVOICES_PAGE_SIZE = 50;
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected_month');

export const adminInvoicesQuerySchema = z.object({
  /** A user id. */
  user: databaseId.optional(),
  /** A code or its beginning ('F-2026-0000'), case-insensitive. */
  code: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9-]*$/, 'expected_code')
    .optional(),
  /** Issued in this Vilnius month. */
  month: month.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminInvoicesQuery = z.input<typeof adminInvoicesQuerySchema>;

export const adminInvoiceItemSchema = invoiceListItemSchema.extend({
  userId: z.number().int(),
  /** The buyer as the invoice names them (its snapshot). */
  buyerName: z.string(),
  buyerEmail: z.string(),
  reason: z.string().nullable(),
});
export type AdminInvoiceItem = z.infer<typeof adminInvoiceItemSchema>;

export const adminInvoicesSchema = z.object({
  items: z.array(adminInvoiceItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminInvoices = z.infer<typeof adminInvoicesSchema>;

export const REISSUE_REASON_MAX = 500;
export const reissueBodySchema = z.object({ reason: z.string().trim().min(3, 'reason_too_short').max(REISSUE_REASON_MAX, 'reason_too_long') });
export type ReissueBody = z.infer<typeof reissueBodySchema>;

/** The credit note that cancelled the invoice and the invoice that replaces it. */
export const reissueResultSchema = z.object({ creditNote: adminInvoiceItemSchema, invoice: adminInvoiceItemSchema });
export type ReissueResult = z.infer<typeof reissueResultSchema>;

export const VAT_STATEMENT_FIRST_YEAR = 2015;
export const vatStatementQuerySchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, 'expected_year')
    .transform(Number)
    .pipe(z.number().int().min(VAT_STATEMENT_FIRST_YEAR, 'year_out_of_range').max(2100, 'year_out_of_range')),
  locale: z.enum(LOCALES).optional(),
});
export type VatStatementQuery = z.input<typeof vatStatementQuerySchema>;

const vatFigures = z.object({
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  /** Invoices minus credit notes (the credit notes' amounts are negative, so it is their sum). */
  net: moneyString,
  vat: moneyString,
  total: moneyString,
});
/** Per Vilnius month of the year (the month a document was issued), and the year's total. */
export const vatStatementSchema = z.object({
  year: z.number().int(),
  months: z.array(vatFigures.extend({ month: z.string() })),
  total: vatFigures,
});
export type VatStatement = z.infer<typeof vatStatementSchema>;
