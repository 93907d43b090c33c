// Zod-free: browser code imports these without pulling zod in.
/** The debtor side (issue 6, decision 0019): the borrower's projects and repayments through the provider. */
export const DEBTOR_API = {
  projects: '/api/debtor-projects',
  /** Sandbox only: "the bank" sends the borrower's transfer to the platform's repayment account. */
  sandboxRepayment: '/api/set/sandbox/debtor-repayment',
} as const;

/** localStorage key remembering that the debtor closed the repayment account details pop-up (spec section 3, connectPay). */
export const DEBTOR_REPAYMENT_POPUP_DISMISSED_KEY = 'debtor-repayment-details-dismissed';

/** Largest single sandbox repayment transfer (cents): EUR 10,000,000.00. */
export const SANDBOX_MAX_REPAYMENT_CENTS = 1_000_000_000;
