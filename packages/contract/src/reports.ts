import { z } from 'zod';
import { PAYMENT_PROVIDERS, TRANSFER_CODES } from './ledger-rules';
import { LOCALES } from './locales';
import { moneyString } from './money-schema';
import { isoDay } from './transactions';

/**
 * Reports (issue 15, decision 0036): the account statement of a period — opening balance, every
 * posted movement of the user's wallets, closing balance — as JSON for the screen and as PDF, CSV
 * and XLSX files. Days are Vilnius calendar days, inclusive.
 */

/** The longest period one statement covers. */
export const STATEMENT_MAX_DAYS = 3660;

export const statementQuerySchema = z.object({ from: isoDay, to: isoDay, locale: z.enum(LOCALES).optional() }).superRefine((value, ctx) => {
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to_before_from' });
  const days = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000;
  if (days > STATEMENT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['from'], message: 'period_too_long' });
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementLineSchema = z.object({
  /** When the money moved (a held investment moves when its hold is posted). */
  date: z.string(),
  type: z.enum(TRANSFER_CODES),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  wallet: z.enum(PAYMENT_PROVIDERS),
  /** Signed: + into the wallet, − out of it. */
  amount: moneyString,
  balance: moneyString,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Posted balance of all the user's wallets at the start of `from` and at the end of `to`. */
  opening: moneyString,
  closing: moneyString,
  totalIn: moneyString,
  totalOut: moneyString,
  /** Money held at the end of `to` (investments in their reflection period, withdrawals on their way): not moved yet. */
  heldAtClose: moneyString,
  lines: z.array(statementLineSchema),
  generatedAt: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

// ---------------------------------------------------------------------------------------------
// Annual tax/income report (decision 0036)
// ---------------------------------------------------------------------------------------------

/** The first calendar year a tax report can be asked for (the platform has no older money). */
export const TAX_REPORT_FIRST_YEAR = 2015;
export const TAX_REPORT_LAST_YEAR = 2100;

export const taxReportQuerySchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, 'expected_year')
    .transform(Number)
    .pipe(z.number().int().min(TAX_REPORT_FIRST_YEAR, 'year_out_of_range').max(TAX_REPORT_LAST_YEAR, 'year_out_of_range')),
  locale: z.enum(LOCALES).optional(),
});
export type TaxReportQuery = z.input<typeof taxReportQuerySchema>;

/** The residences whose tax notes the report carries. */
export const TAX_RESIDENCES = ['LT', 'LV', 'PL', 'BG', 'PT'] as const;
export type TaxResidence = (typeof TAX_RESIDENCES)[number];

export const taxFiguresSchema = z.object({
  /** Interest credited to the wallets in the year (net of any reversal): the ledger's `interest` transfers. */
  interest: moneyString,
  lateInterest: moneyString,
  /** Interest accrued to the seller that buyers paid in the caller's secondary-market sales: interest income too. */
  interestInSales: moneyString,
  /** interest + lateInterest + interestInSales: what is declared as interest income. */
  interestIncome: moneyString,
  bonuses: moneyString,
  /** Per sale: premium (signed) − the seller's fee; the positive results summed, and the negative ones as a positive loss. */
  marketGains: moneyString,
  marketLosses: moneyString,
  /** Outstanding principal of holdings whose loan was written off in the year. */
  writeOffs: moneyString,
  /** Fees paid in the year other than the sales' fees (those are in the market results). */
  fees: moneyString,
});
export type TaxFigures = z.infer<typeof taxFiguresSchema>;

export const taxReportSchema = z.object({
  year: z.number().int(),
  /** Vilnius calendar days the year covers. */
  from: z.string(),
  to: z.string(),
  /** One row per borrower country (ISO code, alphabetical); country null: money tied to no loan (bonuses). */
  rows: z.array(taxFiguresSchema.extend({ country: z.string().nullable() })),
  total: taxFiguresSchema,
  /** The platform withholds no tax: always 0.00 (stated so a declaration claims no foreign tax credit). */
  taxWithheld: moneyString,
  /** How the figures tie to the ledger: what the sales brought = principal sold + interest in sales + premiums. */
  reconciliation: z.object({
    salesReceived: moneyString,
    principalSold: moneyString,
    premiums: moneyString,
    saleFees: moneyString,
    /** Every fee debited in the year = fees + saleFees. */
    feesCharged: moneyString,
    sales: z.number().int(),
  }),
  generatedAt: z.string(),
});
export type TaxReport = z.infer<typeof taxReportSchema>;

// ---------------------------------------------------------------------------------------------
// Portfolio snapshot at a date (decision 0036)
// ---------------------------------------------------------------------------------------------

export const snapshotQuerySchema = z.object({
  date: isoDay,
  locale: z.enum(LOCALES).optional(),
});
export type SnapshotQuery = z.input<typeof snapshotQuerySchema>;

export const SNAPSHOT_HOLDING_STATES = ['reflection', 'active'] as const;

export const snapshotRowSchema = z.object({
  investmentId: z.number().int(),
  projectNumber: z.number().int(),
  projectTitle: z.string(),
  country: z.string(),
  /** Yearly interest rate, percent with two decimals ("12.00"). */
  interestRate: z.string(),
  /** When the money left the wallet for this holding (its hold, or the purchase). */
  since: z.string(),
  invested: moneyString,
  /** invested − principal repaid by the end of the day − principal sold by then. */
  outstanding: moneyString,
  /** In its reflection period at the end of the day (held, not posted yet), or active. */
  holding: z.enum(SNAPSHOT_HOLDING_STATES),
  /** The loan's status at the end of the day (from the lifecycle's audit trail). */
  loanStatus: z.string(),
});
export type SnapshotRow = z.infer<typeof snapshotRowSchema>;

export const snapshotSchema = z.object({
  date: z.string(),
  rows: z.array(snapshotRowSchema),
  totals: z.object({
    holdings: z.number().int(),
    projects: z.number().int(),
    invested: moneyString,
    outstanding: moneyString,
  }),
  generatedAt: z.string(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

// ---------------------------------------------------------------------------------------------
// Report jobs: files made in the background, with progress (decision 0036)
// ---------------------------------------------------------------------------------------------

export const REPORT_KINDS = ['statement', 'tax', 'snapshot'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ReportJobStatus = (typeof REPORT_JOB_STATUSES)[number];
/** How long a generated file is kept. */
export const REPORT_FILE_RETENTION_DAYS = 7;
/** Jobs of one user that may be queued or running at once. */
export const REPORT_JOBS_PER_USER = 3;
/** How many of the caller's jobs the list shows (newest first). */
export const REPORT_JOBS_LIST_LIMIT = 20;

const statementParams = z.object({ from: isoDay, to: isoDay });
const taxParams = z.object({
  year: z.number().int().min(TAX_REPORT_FIRST_YEAR, 'year_out_of_range').max(TAX_REPORT_LAST_YEAR, 'year_out_of_range'),
});
const snapshotParams = z.object({ date: isoDay });

export const createReportJobSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('statement'),
      format: z.enum(REPORT_FORMATS),
      params: statementParams,
      locale: z.enum(LOCALES),
    }),
    z.object({
      kind: z.literal('tax'),
      format: z.enum(REPORT_FORMATS),
      params: taxParams,
      locale: z.enum(LOCALES),
    }),
    z.object({
      kind: z.literal('snapshot'),
      format: z.enum(REPORT_FORMATS),
      params: snapshotParams,
      locale: z.enum(LOCALES),
    }),
  ])
  .superRefine((value, ctx) => {
    if (value.kind !== 'statement') return;
    const { from, to } = value.params;
    if (from > to)
      ctx.addIssue({
        code: 'custom',
        path: ['params', 'to'],
        message: 'to_before_from',
      });
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days > STATEMENT_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['params', 'from'],
        message: 'period_too_long',
      });
  });
export type CreateReportJob = z.input<typeof createReportJobSchema>;
export type ReportJobParams = z.output<typeof createReportJobSchema>['params'];

export const reportJobIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not_a_job_id'),
});

export const reportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  format: z.enum(REPORT_FORMATS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  locale: z.enum(LOCALES),
  status: z.enum(REPORT_JOB_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the file is deleted (set once it is done). */
  expiresAt: z.string().nullable(),
  /** A short code when it failed (the server's message is not for people). */
  error: z.string().nullable(),
});
export type ReportJob = z.infer<typeof reportJobSchema>;

export const reportJobCreatedSchema = z.object({ id: z.string() });
export const reportJobListSchema = z.object({ jobs: z.array(reportJobSchema) });
export type ReportJobList = z.infer<typeof reportJobListSchema>;
