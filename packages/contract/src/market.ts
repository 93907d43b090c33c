import { z } from 'zod';
import { LOCALES } from './locales';
import { LISTING_STATUSES, premiumBpsOf } from './market-rules';
import { moneyAmount, moneyString } from './money-schema';

/**
 * The secondary market's calls (issue 13, decision 0034). Amounts are two-decimal strings on the
 * wire like every amount; a premium is a percent with at most two decimals (negative: a discount),
 * as a number or a string.
 */

const id = z.number().int().min(1).max(2_147_483_647);

/** -20 … +10 (the platform's range is the rules' answer, MARKET_PREMIUM_OUT_OF_RANGE); at most two decimals. */
export const premiumPercentSchema = z
  .union([z.number(), z.string().max(12)])
  .refine((value) => premiumBpsOf(value) !== null, { message: 'a percent with at most two decimals' })
  .transform((value) => premiumBpsOf(value)!);

/** POST /api/set/secondary-market/sell */
export const sellBodySchema = z.object({ investmentId: id, amount: moneyAmount({ min: 1 }), premiumPercent: premiumPercentSchema });
export type SellBody = z.input<typeof sellBodySchema>;
export const sellAnswerSchema = z.object({ recordId: z.number().int() });

/** POST /api/set/secondary-market/edit: what is given changes, the rest stays. */
export const editListingBodySchema = z
  .object({ recordId: id, amount: moneyAmount({ min: 1 }).optional(), premiumPercent: premiumPercentSchema.optional() })
  .refine((body) => body.amount !== undefined || body.premiumPercent !== undefined, { message: 'nothing to change', path: ['amount'] });
export type EditListingBody = z.input<typeof editListingBodySchema>;

/** POST /api/set/secondary-market/cancel */
export const cancelListingBodySchema = z.object({ recordId: id });

/** POST /api/set/secondary-market/buy (with Idempotency-Key). */
export const buyBodySchema = z.object({
  recordId: id,
  amount: moneyAmount({ min: 1 }),
  /** ECSP: the buyer confirmed the large-amount warning (as in the primary market). */
  acknowledgeLargeAmount: z.boolean().optional(),
});
export type BuyBody = z.input<typeof buyBodySchema>;

export const buyAnswerSchema = z.object({
  tradeId: z.number().int(),
  /** The buyer's new holding. */
  investmentId: z.number().int(),
  principal: moneyString,
  price: moneyString,
  accruedInterest: moneyString,
});
export type BuyAnswer = z.infer<typeof buyAnswerSchema>;

export const listingStatusSchema = z.enum(LISTING_STATUSES);

/** One listing as buyers see it (the list, the record page). */
export const marketRecordSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectNumber: z.number().int(),
  projectSlug: z.string(),
  projectTitle: z.string(),
  projectStatus: z.string(),
  loanType: z.enum(['default', 'greenLoan']),
  country: z.string(),
  riskGroup: z.string(),
  interestRate: z.string(),
  status: listingStatusSchema,
  /** The listing's project is paused (a project event): nobody may buy until the operator resumes it. */
  pausedReason: z.string().nullable(),
  /** Principal still offered (never more than the holding still owes). */
  principal: moneyString,
  /** Of the whole offer: interest accrued to the seller that the buyer pays in the price. */
  accruedInterest: moneyString,
  premiumPercent: z.string(),
  price: moneyString,
  remainingMonths: z.number().int(),
  nextPaymentDate: z.string().nullable(),
  /** Yield to maturity of buying the whole offer now, percent with two decimals; null when not computable. */
  yieldToMaturity: z.string().nullable(),
  expiresOn: z.string(),
  createdAt: z.string(),
  /** The caller's own listing (cannot buy it). */
  own: z.boolean(),
});
export type MarketRecord = z.infer<typeof marketRecordSchema>;

const csv = (values: readonly string[]) =>
  z
    .string()
    .max(200)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values as [string, ...string[]])).max(values.length));

/** Sort orders of the list: newest first, biggest discount first, largest principal, shortest remaining term, highest rate. */
/** A percent query parameter ("11.5", "-5") as basis points within [min, max]. */
const percentFilter = (min: number, max: number) =>
  z
    .string()
    .max(12)
    .transform((value, ctx) => {
      const bps = premiumBpsOf(value);
      if (bps === null || bps < min || bps > max) {
        ctx.addIssue({ code: 'custom', message: 'a percent with at most two decimals' });
        return z.NEVER;
      }
      return bps;
    });

export const MARKET_SORTS = ['newest', 'discount', 'principal', 'remaining', 'interest'] as const;

/** GET /api/get/secondary-market/records: filters and sort as in the page's URL. */
export const marketListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    loanType: z.enum(['all', 'default', 'greenLoan']).default('all'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((s) => s.toUpperCase())
      .optional(),
    riskGroups: csv(['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D']).optional(),
    /** Percent with at most two decimals; read as basis points. */
    minInterest: percentFilter(0, 10_000).optional(),
    maxInterest: percentFilter(0, 10_000).optional(),
    maxRemainingMonths: z.coerce.number().int().min(0).max(600).optional(),
    /** A discount of d % is a premium of −d % (negative: a premium). */
    minDiscount: percentFilter(-10_000, 10_000).optional(),
    maxDiscount: percentFilter(-10_000, 10_000).optional(),
    loanStatus: z.enum(['ACTIVE', 'DELAYED']).optional(),
    sort: z.enum(MARKET_SORTS).default('newest'),
  })
  .superRefine((q, ctx) => {
    if (q.minInterest !== undefined && q.maxInterest !== undefined && q.minInterest > q.maxInterest)
      ctx.addIssue({ code: 'custom', path: ['maxInterest'], message: 'below minInterest' });
    if (q.minDiscount !== undefined && q.maxDiscount !== undefined && q.minDiscount > q.maxDiscount)
      ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'below minDiscount' });
  });
export type MarketListQuery = z.input<typeof marketListQuerySchema>;

export const marketListSchema = z.object({ records: z.array(marketRecordSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type MarketList = z.infer<typeof marketListSchema>;

export const recordIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** GET /api/get/secondary-market/get-record/{id}?amount=: the buy data for an amount (default: all of it). */
export const recordQuerySchema = z.object({ amount: moneyAmount({ min: 1 }).optional() });

/** The record page: the listing plus what buying `amount` of it means for the caller. */
export const marketRecordDetailSchema = marketRecordSchema.extend({
  buy: z.object({
    minAmount: moneyString,
    maxAmount: moneyString,
    amount: moneyString,
    principal: moneyString,
    accruedInterest: moneyString,
    premium: moneyString,
    price: moneyString,
    /** The seller pays it; shown so the buyer sees the whole deal. */
    fee: moneyString,
    yieldToMaturity: z.string().nullable(),
    /** Why the caller cannot buy, null when they can (guest, own, paused, not allowed, …). */
    blockedBy: z.string().nullable(),
    /** ECSP: this amount needs the large-amount acknowledgement. */
    largeAmountWarning: z.boolean(),
    available: moneyString.nullable(),
  }),
  /** The buyer's schedule for this amount: one line per installment still to come. */
  schedule: z.array(z.object({ installment: z.number().int(), dueDate: z.string(), principal: moneyString, interest: moneyString })),
});
export type MarketRecordDetail = z.infer<typeof marketRecordDetailSchema>;

export const OWN_RECORD_KINDS = ['selling', 'sold', 'bought', 'cancelled', 'expired'] as const;

/** One line of the caller's own market records: a listing of theirs, or a purchase of theirs. */
export const ownRecordSchema = z.object({
  kind: z.enum(OWN_RECORD_KINDS),
  /** Listing id (every kind but 'bought'), or the listing a purchase came from. */
  recordId: z.number().int(),
  tradeId: z.number().int().nullable(),
  investmentId: z.number().int(),
  projectNumber: z.number().int(),
  projectSlug: z.string(),
  projectTitle: z.string(),
  premiumPercent: z.string(),
  /** Listing: principal still offered (selling) or first offered; purchase/sale: principal traded. */
  principal: moneyString,
  /** Sold so far (listings). */
  soldPrincipal: moneyString,
  /** Price paid or received (trades and sold listings: their sum); null for an offer. */
  price: moneyString.nullable(),
  fee: moneyString.nullable(),
  pausedReason: z.string().nullable(),
  cancelledReason: z.string().nullable(),
  expiresOn: z.string().nullable(),
  at: z.string(),
});
export type OwnRecord = z.infer<typeof ownRecordSchema>;

export const ownRecordsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  kind: z.enum(['all', ...OWN_RECORD_KINDS]).default('all'),
  /** Only the records of this holding of the caller's (its listings and sales, or the purchase that made it). */
  investmentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
/** The own records as a file: every record of the kind (not one page), headings in the asked language. */
export const ownRecordsExportQuerySchema = z.object({
  kind: z.enum(['all', ...OWN_RECORD_KINDS]).default('all'),
  locale: z.enum(LOCALES).optional(),
});

export const ownRecordsSchema = z.object({
  records: z.array(ownRecordSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({
    selling: moneyString,
    sold: moneyString,
    soldFor: moneyString,
    fees: moneyString,
    bought: moneyString,
    boughtFor: moneyString,
  }),
});
export type OwnRecords = z.infer<typeof ownRecordsSchema>;

// Back office

export const pauseBodySchema = z.object({ projectId: id, reason: z.string().trim().min(3).max(500) });
export const resumeBodySchema = z.object({ projectId: id });
export const adminCancelBodySchema = z.object({ recordId: id, reason: z.string().trim().min(3).max(500) });

export const marketOverviewSchema = z.object({
  activeListings: z.number().int(),
  activePrincipal: moneyString,
  trades: z.number().int(),
  volume: moneyString,
  fees: moneyString,
  pausedProjects: z.array(z.object({ projectId: z.number().int(), projectNumber: z.number().int(), reason: z.string(), pausedAt: z.string() })),
  listings: z.array(
    z.object({
      id: z.number().int(),
      projectId: z.number().int(),
      projectNumber: z.number().int(),
      sellerUserId: z.number().int(),
      status: listingStatusSchema,
      principal: moneyString,
      soldPrincipal: moneyString,
      premiumPercent: z.string(),
      pausedReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type MarketOverview = z.infer<typeof marketOverviewSchema>;
