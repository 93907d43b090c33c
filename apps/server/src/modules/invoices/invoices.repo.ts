import {
  ADMIN_INVOICES_PAGE_SIZE,
  asCents,
  type Cents,
  type InvoiceKind,
  type InvoiceLineKind,
  type InvoiceListItem,
  type InvoiceStatus,
  monthBounds,
  toWire,
  type VatTreatment,
} from '@platform/contract';
import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { vilniusMonthSql } from '../statistics/statistics.repo';

/**
 * Reads of the invoices module (decision 0037): the fees still to invoice, the invoices as lists,
 * one invoice with its lines, the operator's filtered list and the VAT statement. Raw SQL where a
 * query joins the ledger and the market; every statement takes the caller's `db` or `tx`.
 */

/** A fee transfer not billed yet, with what its invoice line says. */
export interface FeeRow {
  transferId: number;
  userId: number;
  amount: Cents;
  occurredAt: Date;
  kind: InvoiceLineKind;
  reference: string;
}

interface RawFee {
  id: string | number;
  user_id: number;
  amount: string | number;
  created_at: string | Date;
  trade_id: number | null;
  project_number: number | null;
  description: string | null;
}

const toFee = (r: RawFee): FeeRow => ({
  transferId: Number(r.id),
  userId: r.user_id,
  amount: asCents(r.amount),
  occurredAt: new Date(r.created_at),
  kind: r.trade_id === null ? 'fee' : 'market_fee',
  reference: r.trade_id === null ? (r.description ?? `#${r.id}`) : `#${r.project_number} / ${r.trade_id}`,
});

/**
 * Fees the platform charged users' wallets: posted ledger transfers with code 'fee' debiting a
 * wallet. A secondary-market fee is found by its trade's idempotency key ('market-trade:<id>:fee', the trade's primary key inside).
 */
function feesQuery(where: SQL): SQL {
  return sql`
    SELECT lt.id, a.user_id, lt.amount, lt.created_at, lt.description, mt.id AS trade_id, p.number AS project_number
    FROM ledger_transfers lt
    JOIN ledger_accounts a ON a.id = lt.debit_account_id AND a.kind = 'wallet'
    LEFT JOIN market_trades mt ON mt.id = (CASE WHEN lt.idempotency_key ~ '^market-trade:[0-9]{1,9}:fee$' THEN split_part(lt.idempotency_key, ':', 2)::int END)
    LEFT JOIN investments si ON si.id = mt.seller_investment_id
    LEFT JOIN projects p ON p.id = si.project_id
    WHERE lt.code = 'fee' AND lt.phase IN ('posted', 'post_pending') AND a.user_id IS NOT NULL AND ${where}
    ORDER BY lt.created_at, lt.id`;
}

/** Every fee no invoice bills yet; with `userId`, only that user's. */
export async function unbilledFees(db: Db, scope: { userId?: number } = {}): Promise<FeeRow[]> {
  const ofUser = scope.userId === undefined ? sql`TRUE` : sql`a.user_id = ${scope.userId}`;
  const rows = await queryRows<RawFee>(db, feesQuery(sql`NOT EXISTS (SELECT 1 FROM invoiced_fees f WHERE f.transfer_id = lt.id) AND ${ofUser}`));
  return rows.map(toFee);
}

/** Which of the transfers are billed already. */
export async function billedAmong(db: Db, transferIds: readonly number[]): Promise<number[]> {
  if (transferIds.length === 0) return [];
  const rows = await queryRows<{ transfer_id: string | number }>(
    db,
    sql`SELECT transfer_id FROM invoiced_fees WHERE transfer_id IN (${sql.join(
      transferIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => Number(r.transfer_id));
}

/** Per user and Vilnius month of the fee (only the given months): how many fees are billed on single-fee (not aggregated) invoices. */
export async function billedOneByOne(db: Db, userIds: readonly number[], months: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (userIds.length === 0 || months.length === 0) return out;
  const inMonth = sql`AND ${vilniusMonthSql(sql`l.occurred_at`)} IN (${sql.join(
    months.map((m) => sql`${m}`),
    sql`, `,
  )})`;
  const rows = await queryRows<{ user_id: number; month: string; n: string | number }>(
    db,
    sql`
    SELECT i.user_id, ${vilniusMonthSql(sql`l.occurred_at`)} AS month, count(*) AS n
    FROM invoiced_fees f
    JOIN invoices i ON i.id = f.invoice_id
    JOIN invoice_lines l ON l.invoice_id = i.id AND l.transfer_id = f.transfer_id
    WHERE NOT i.aggregated AND i.user_id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ${inMonth}
    GROUP BY 1, 2`,
  );
  for (const r of rows) out.set(`${r.user_id}|${r.month}`, Number(r.n));
  return out;
}

/** An invoice's buyer as the invoice keeps it. */
export interface BuyerSnapshot {
  type: 'private' | 'company';
  name: string;
  companyName: string | null;
  companyCode: string | null;
  country: string | null;
  email: string;
}

/** The user's details now, for a new invoice. */
export async function buyerOf(db: Db, userId: number): Promise<BuyerSnapshot> {
  const [row] = await queryRows<{
    type: 'private' | 'company';
    display_name: string;
    company_name: string | null;
    code: string | null;
    email: string;
    country: string | null;
  }>(
    db,
    sql`
    SELECT u.type, u.display_name, u.company_name, u.company_registration_number AS code, u.email, c.code AS country
    FROM users u LEFT JOIN company_details d ON d.user_id = u.id LEFT JOIN countries c ON c.id = d.country_id
    WHERE u.id = ${userId}`,
  );
  if (!row) throw new Error(`No user ${userId}`);
  return {
    type: row.type,
    name: row.display_name || row.email,
    companyName: row.type === 'company' ? row.company_name : null,
    companyCode: row.type === 'company' ? row.code : null,
    country: row.country,
    email: row.email,
  };
}

/** A stored invoice (the row and the codes it points to). */
export interface InvoiceRecord {
  id: number;
  userId: number;
  kind: InvoiceKind;
  aggregated: boolean;
  series: string;
  number: number;
  code: string;
  issuedAt: Date;
  periodMonth: string | null;
  net: Cents;
  vat: Cents;
  total: Cents;
  vatTreatment: VatTreatment;
  seller: Record<string, string>;
  buyer: BuyerSnapshot;
  status: InvoiceStatus;
  creditsInvoiceId: number | null;
  replacesInvoiceId: number | null;
  creditsCode: string | null;
  replacesCode: string | null;
  reason: string | null;
  linesCount: number;
}

interface RawInvoice {
  id: number;
  user_id: number;
  kind: InvoiceKind;
  aggregated: boolean;
  series: string;
  number: number;
  code: string;
  issued_at: string | Date;
  period_month: string | null;
  net_cents: string | number;
  vat_cents: string | number;
  total_cents: string | number;
  vat_treatment: VatTreatment;
  seller: Record<string, string> | string;
  buyer: BuyerSnapshot | string;
  status: InvoiceStatus;
  credits_invoice_id: number | null;
  replaces_invoice_id: number | null;
  credits_code: string | null;
  replaces_code: string | null;
  reason: string | null;
  lines_count: string | number;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const toInvoice = (r: RawInvoice): InvoiceRecord => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  aggregated: r.aggregated,
  series: r.series,
  number: r.number,
  code: r.code,
  issuedAt: new Date(r.issued_at),
  periodMonth: r.period_month,
  net: asCents(r.net_cents),
  vat: asCents(r.vat_cents),
  total: asCents(r.total_cents),
  vatTreatment: r.vat_treatment,
  seller: json(r.seller),
  buyer: json(r.buyer),
  status: r.status,
  creditsInvoiceId: r.credits_invoice_id,
  replacesInvoiceId: r.replaces_invoice_id,
  creditsCode: r.credits_code,
  replacesCode: r.replaces_code,
  reason: r.reason,
  linesCount: Number(r.lines_count),
});

function invoicesQuery(where: SQL, tail: SQL = sql``): SQL {
  return sql`
    SELECT i.*, c.code AS credits_code, r.code AS replaces_code,
      (SELECT count(*) FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines_count
    FROM invoices i
    LEFT JOIN invoices c ON c.id = i.credits_invoice_id
    LEFT JOIN invoices r ON r.id = i.replaces_invoice_id
    WHERE ${where}
    ORDER BY i.issued_at DESC, i.id DESC
    ${tail}`;
}

/** The user's invoices and credit notes, newest first. */
export async function invoicesOfUser(db: Db, userId: number): Promise<InvoiceRecord[]> {
  return (await queryRows<RawInvoice>(db, invoicesQuery(sql`i.user_id = ${userId}`))).map(toInvoice);
}

/** One invoice; with `userId`, only if it is that user's. */
export async function invoiceById(db: Db, id: number, userId?: number): Promise<InvoiceRecord | null> {
  const mine = userId === undefined ? sql`TRUE` : sql`i.user_id = ${userId}`;
  const [row] = await queryRows<RawInvoice>(db, invoicesQuery(sql`i.id = ${id} AND ${mine}`));
  return row ? toInvoice(row) : null;
}

export interface LineRecord {
  lineNo: number;
  transferId: number | null;
  kind: InvoiceLineKind;
  reference: string;
  occurredAt: Date;
  net: Cents;
  vat: Cents;
  total: Cents;
}

export async function linesOf(db: Db, invoiceId: number): Promise<LineRecord[]> {
  const rows = await queryRows<{
    line_no: number;
    transfer_id: string | number | null;
    kind: InvoiceLineKind;
    reference: string;
    occurred_at: string | Date;
    net_cents: string | number;
    vat_cents: string | number;
    total_cents: string | number;
  }>(db, sql`SELECT * FROM invoice_lines WHERE invoice_id = ${invoiceId} ORDER BY line_no`);
  return rows.map((r) => ({
    lineNo: r.line_no,
    transferId: r.transfer_id === null ? null : Number(r.transfer_id),
    kind: r.kind,
    reference: r.reference,
    occurredAt: new Date(r.occurred_at),
    net: asCents(r.net_cents),
    vat: asCents(r.vat_cents),
    total: asCents(r.total_cents),
  }));
}

export interface AdminFilters {
  user?: number;
  code?: string;
  month?: string;
}

function adminWhere(filters: AdminFilters): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (filters.user !== undefined) where.push(sql`i.user_id = ${filters.user}`);
  if (filters.code) where.push(sql`upper(i.code) LIKE ${`${filters.code.toUpperCase()}%`}`);
  if (filters.month) {
    const { start, end } = monthBounds(filters.month);
    where.push(sql`i.issued_at >= ${start.toISOString()} AND i.issued_at < ${end.toISOString()}`);
  }
  return sql.join(where, sql` AND `);
}

/** The operator's list: a page, or (page null) every match up to `limit`. */
export async function adminInvoices(
  db: Db,
  filters: AdminFilters,
  page: number | null,
  limit = ADMIN_INVOICES_PAGE_SIZE,
): Promise<{ items: InvoiceRecord[]; total: number }> {
  const where = adminWhere(filters);
  const offset = page === null ? 0 : (page - 1) * limit;
  const [rows, count] = await Promise.all([
    queryRows<RawInvoice>(db, invoicesQuery(where, sql`LIMIT ${limit} OFFSET ${offset}`)),
    queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM invoices i WHERE ${where}`),
  ]);
  return { items: rows.map(toInvoice), total: Number(count[0]?.n ?? 0) };
}

/** Per Vilnius month of issue in [start, end): counts and sums (credit notes are negative, so sums are invoices − credit notes). */
export async function vatMonths(db: Db, start: Date, end: Date) {
  const rows = await queryRows<{
    month: string;
    invoices: string | number;
    credit_notes: string | number;
    net: string | number;
    vat: string | number;
    total: string | number;
  }>(
    db,
    sql`
    SELECT ${vilniusMonthSql(sql`issued_at`)} AS month,
      count(*) FILTER (WHERE kind = 'invoice') AS invoices, count(*) FILTER (WHERE kind = 'credit_note') AS credit_notes,
      coalesce(sum(net_cents), 0) AS net, coalesce(sum(vat_cents), 0) AS vat, coalesce(sum(total_cents), 0) AS total
    FROM invoices WHERE issued_at >= ${start.toISOString()} AND issued_at < ${end.toISOString()}
    GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => ({
    month: r.month,
    invoices: Number(r.invoices),
    creditNotes: Number(r.credit_notes),
    net: asCents(r.net),
    vat: asCents(r.vat),
    total: asCents(r.total),
  }));
}

/** The list item the API answers. */
export function listItemOf(r: InvoiceRecord): InvoiceListItem {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind,
    aggregated: r.aggregated,
    periodMonth: r.periodMonth,
    issuedAt: r.issuedAt.toISOString(),
    net: toWire(r.net),
    vat: toWire(r.vat),
    total: toWire(r.total),
    vatTreatment: r.vatTreatment,
    status: r.status,
    linesCount: r.linesCount,
    creditsCode: r.creditsCode,
    replacesCode: r.replacesCode,
  };
}
