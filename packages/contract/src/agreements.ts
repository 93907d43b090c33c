import { z } from 'zod';
import { moneyString } from './money-schema';

/**
 * Generated agreements and the debtor's documents (issue 15, decision 0038): the investment agreement of every
 * investment, the assignment agreement of every secondary-market purchase, the borrower's loan agreement — issued
 * once, stored, served with their SHA-256 — and the borrower's schedule and payment confirmations (drawn on demand).
 */

export const AGREEMENT_KINDS = ['investment', 'assignment', 'loan'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** The caller's part in the agreement. */
export const AGREEMENT_ROLES = ['investor', 'seller', 'buyer', 'borrower'] as const;
export type AgreementRole = (typeof AGREEMENT_ROLES)[number];

const databaseId = z.coerce.number().int().min(1).max(2_147_483_647);
/** `{id}` of a download: a positive database id (anything else is a 400 VALIDATION_FAILED). */
export const agreementIdParamsSchema = z.object({ id: databaseId });

export const agreementListItemSchema = z.object({
  kind: z.enum(AGREEMENT_KINDS),
  /** The investment's id (investment), the trade's id (assignment), the project's id (loan). */
  subjectId: z.number().int(),
  role: z.enum(AGREEMENT_ROLES),
  projectId: z.number().int(),
  projectNumber: z.number().int(),
  projectTitle: z.string(),
  /** The amount invested, the principal assigned, the loan. */
  amount: moneyString,
  /** When it was accepted (the investment, the purchase) or the loan disbursed. */
  acceptedAt: z.string(),
  /** Null until the first download or the issuing job made it. */
  issuedAt: z.string().nullable(),
  sha256: z.string().nullable(),
  version: z.string().nullable(),
  /** Where the PDF downloads from (a path of the API). */
  path: z.string(),
});
export type AgreementListItem = z.infer<typeof agreementListItemSchema>;

/** GET /api/get/agreements */
export const agreementListSchema = z.object({ agreements: z.array(agreementListItemSchema) });
export type AgreementList = z.infer<typeof agreementListSchema>;

export const debtorRepaymentDocumentSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  amount: moneyString,
  principal: moneyString,
  interest: moneyString,
  lateInterest: moneyString,
  /** The payment confirmation PDF. */
  path: z.string(),
});
export type DebtorRepaymentDocument = z.infer<typeof debtorRepaymentDocumentSchema>;

export const debtorProjectDocumentsSchema = z.object({
  projectId: z.number().int(),
  projectNumber: z.number().int(),
  projectTitle: z.string(),
  /** The loan agreement: there once the loan is disbursed (null before). */
  loanAgreement: z.object({ path: z.string(), issuedAt: z.string().nullable(), sha256: z.string().nullable() }).nullable(),
  /** The payment schedule PDF: there once the loan is disbursed (null before). */
  schedulePath: z.string().nullable(),
  repayments: z.array(debtorRepaymentDocumentSchema),
});
export type DebtorProjectDocuments = z.infer<typeof debtorProjectDocumentsSchema>;

/** GET /api/debtor/documents */
export const debtorDocumentsSchema = z.object({ projects: z.array(debtorProjectDocumentsSchema) });
export type DebtorDocuments = z.infer<typeof debtorDocumentsSchema>;
