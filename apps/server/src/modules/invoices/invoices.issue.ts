import {
  AGGREGATION_THRESHOLD,
  creditAmounts,
  FEE_VAT_RULE,
  type InvoiceKind,
  invoiceCode,
  invoiceTotals,
  isMonthClosed,
  lineAmounts,
  type PlannedInvoice,
  PLATFORM_COMPANY,
  planInvoices,
  seriesOf,
  vilniusMonth,
} from '@platform/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { invoicedFees, invoiceLines, invoices } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { billedAmong, billedOneByOne, type BuyerSnapshot, buyerOf, type FeeRow, type LineRecord, linesOf, unbilledFees } from './invoices.repo';

/**
 * Issuing invoices (decision 0037). Every number is taken inside the issuing transaction from the
 * series row (insert-or-increment, which locks the row until commit): a rolled-back issue gives its
 * number back, so a series never has a gap or a duplicate. The series lock also serialises issuers,
 * so the checks made after taking it (fee still unbilled, single-fee slots left) see every issue
 * committed before.
 */

/** Takes the next number of a series; the row stays locked until the transaction ends. */
export async function takeNumber(tx: Db, series: string): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`INSERT INTO invoice_series (series, last_number) VALUES (${series}, 1)
        ON CONFLICT (series) DO UPDATE SET last_number = invoice_series.last_number + 1
        RETURNING last_number`,
  );
  return Number(row!.last_number);
}

interface NewLine {
  transferId: number | null;
  kind: LineRecord['kind'];
  reference: string;
  occurredAt: Date;
  net: LineRecord['net'];
  vat: LineRecord['vat'];
  total: LineRecord['total'];
}

interface NewInvoice {
  userId: number;
  kind: InvoiceKind;
  aggregated: boolean;
  periodMonth: string | null;
  issuedAt: Date;
  seller: Record<string, string>;
  buyer: BuyerSnapshot;
  lines: readonly NewLine[];
  creditsInvoiceId?: number;
  replacesInvoiceId?: number;
  reason?: string;
  issuedByUserId?: number;
  /** The number when the caller took it already (to hold the series lock during its checks); else a fresh one is taken. */
  number?: number;
}

/** Writes one invoice or credit note with its lines under its number; answers its id and code. */
async function insertInvoice(tx: Db, input: NewInvoice): Promise<{ id: number; code: string }> {
  const series = seriesOf(input.kind, input.issuedAt);
  const number = input.number ?? (await takeNumber(tx, series));
  const code = invoiceCode(series, number);
  const totals = invoiceTotals(input.lines);
  const [row] = await tx
    .insert(invoices)
    .values({
      userId: input.userId,
      kind: input.kind,
      aggregated: input.aggregated,
      series,
      number,
      code,
      issuedAt: input.issuedAt,
      periodMonth: input.periodMonth,
      netCents: totals.net,
      vatCents: totals.vat,
      totalCents: totals.total,
      vatTreatment: FEE_VAT_RULE.treatment,
      seller: input.seller,
      buyer: input.buyer,
      creditsInvoiceId: input.creditsInvoiceId ?? null,
      replacesInvoiceId: input.replacesInvoiceId ?? null,
      reason: input.reason ?? null,
      issuedByUserId: input.issuedByUserId ?? null,
    })
    .returning({ id: invoices.id });
  const id = row!.id;
  await tx.insert(invoiceLines).values(
    input.lines.map((l, k) => ({
      invoiceId: id,
      lineNo: k + 1,
      transferId: l.transferId,
      kind: l.kind,
      reference: l.reference,
      occurredAt: l.occurredAt,
      netCents: l.net,
      vatCents: l.vat,
      totalCents: l.total,
    })),
  );
  return { id, code };
}

/** The seller's details as an invoice keeps them. */
export function sellerSnapshot(): Record<string, string> {
  const { name, companyCode, vatCode, address, country, email } = PLATFORM_COMPANY;
  return { name, companyCode, vatCode, address, country, email };
}

/** Thrown inside an issuing transaction when another issuer got there first: the transaction rolls back, its number unused. */
class AlreadyBilled extends Error {}

/** A planned invoice with the fees it bills, as unbilledFees read them (so issuing does not read them again). */
type PlannedIssue = PlannedInvoice & { fees: FeeRow[] };

/** Issues one planned invoice in its own transaction; false when it was issued by someone else meanwhile. */
async function issuePlanned(db: Db, planned: PlannedIssue, now: Date, threshold: number): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      // The number first: it locks the series row, so every check below sees what concurrent issuers
      // committed; a failed check rolls back and gives the number back.
      const number = await takeNumber(tx, seriesOf('invoice', now));
      if ((await billedAmong(tx, planned.transferIds)).length > 0) throw new AlreadyBilled();
      const { fees } = planned;
      if (!planned.aggregated) {
        const month = vilniusMonth(fees[0]!.occurredAt);
        const billed = (await billedOneByOne(tx, [planned.userId], [month])).get(`${planned.userId}|${month}`) ?? 0;
        if (billed >= threshold) throw new AlreadyBilled();
      } else if (!planned.periodMonth || !isMonthClosed(planned.periodMonth, now)) {
        throw new AlreadyBilled();
      }
      const { id } = await insertInvoice(tx, {
        userId: planned.userId,
        kind: 'invoice',
        aggregated: planned.aggregated,
        periodMonth: planned.periodMonth,
        issuedAt: now,
        seller: sellerSnapshot(),
        buyer: await buyerOf(tx, planned.userId),
        lines: fees.map((f) => ({
          transferId: f.transferId,
          kind: f.kind,
          reference: f.reference,
          occurredAt: f.occurredAt,
          ...lineAmounts(f.amount, FEE_VAT_RULE),
        })),
        number,
      });
      await tx.insert(invoicedFees).values(fees.map((f) => ({ transferId: f.transferId, invoiceId: id })));
      return true;
    });
  } catch (error) {
    if (error instanceof AlreadyBilled) return false;
    // Two issuers of different series (a run at the turn of the year) meet at the fee's primary key.
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') return false;
    throw error;
  }
}

/**
 * The 'invoices.issue' job (and what the tests call): every fee not billed yet gets its invoice —
 * one by one within the month's threshold, the rest of a closed month together. Running it again
 * issues nothing new. With `userId`, only that user's fees (a sale's trigger bills its seller).
 */
export async function issueDueInvoices(
  db: Db,
  now: Date,
  threshold: number = AGGREGATION_THRESHOLD,
  scope: { userId?: number } = {},
): Promise<{ invoices: number; aggregated: number }> {
  const fees = await unbilledFees(db, scope);
  if (fees.length === 0) return { invoices: 0, aggregated: 0 };
  const counts = await billedOneByOne(db, [...new Set(fees.map((f) => f.userId))], [...new Set(fees.map((f) => vilniusMonth(f.occurredAt)))]);
  const byId = new Map(fees.map((f) => [f.transferId, f]));
  const plan = planInvoices(fees, (userId, month) => counts.get(`${userId}|${month}`) ?? 0, now, threshold);
  let issued = 0;
  let aggregated = 0;
  for (const planned of plan) {
    if (await issuePlanned(db, { ...planned, fees: planned.transferIds.map((id) => byId.get(id)!) }, now, threshold)) {
      issued += 1;
      if (planned.aggregated) aggregated += 1;
    }
  }
  return { invoices: issued, aggregated };
}

/**
 * The operator's correction (decision 0037), in one transaction: a credit note cancels the invoice
 * (same lines, negative amounts), the invoice is marked credited, a new invoice with a new number
 * bills the same fees with the buyer's current details, and the fees now point at it. Nothing of the
 * original is edited but its status.
 */
export async function reissueInvoice(
  db: Db,
  input: { invoiceId: number; reason: string; operatorId: number; ip?: string | null; now: Date },
): Promise<{ creditNoteId: number; invoiceId: number }> {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update').limit(1);
    if (!original) throw notFound('No such invoice');
    if (original.kind !== 'invoice') throw new AppError('CONFLICT', 'A credit note cannot be re-issued');
    if (original.status !== 'issued') throw new AppError('INVOICE_ALREADY_CREDITED', 'This invoice was already cancelled by a credit note');
    const lines = await linesOf(tx, original.id);
    const common = {
      userId: original.userId,
      aggregated: original.aggregated,
      periodMonth: original.periodMonth,
      issuedAt: input.now,
      reason: input.reason,
      issuedByUserId: input.operatorId,
    };
    const credit = await insertInvoice(tx, {
      ...common,
      kind: 'credit_note',
      // The credit note names the parties as the invoice it cancels did.
      seller: original.seller as Record<string, string>,
      buyer: original.buyer as BuyerSnapshot,
      lines: lines.map((l) => ({ transferId: l.transferId, kind: l.kind, reference: l.reference, occurredAt: l.occurredAt, ...creditAmounts(l) })),
      creditsInvoiceId: original.id,
    });
    await tx.update(invoices).set({ status: 'credited' }).where(eq(invoices.id, original.id));
    const replacement = await insertInvoice(tx, {
      ...common,
      kind: 'invoice',
      seller: sellerSnapshot(),
      buyer: await buyerOf(tx, original.userId),
      lines: lines.map((l) => ({
        transferId: l.transferId,
        kind: l.kind,
        reference: l.reference,
        occurredAt: l.occurredAt,
        net: l.net,
        vat: l.vat,
        total: l.total,
      })),
      replacesInvoiceId: original.id,
    });
    await tx.update(invoicedFees).set({ invoiceId: replacement.id }).where(eq(invoicedFees.invoiceId, original.id));
    await recordAudit(tx, {
      actorUserId: input.operatorId,
      subjectUserId: original.userId,
      action: 'invoice.reissued',
      details: { invoice: original.code, creditNote: credit.code, replacement: replacement.code, reason: input.reason },
      ip: input.ip ?? null,
    });
    return { creditNoteId: credit.id, invoiceId: replacement.id };
  });
}
