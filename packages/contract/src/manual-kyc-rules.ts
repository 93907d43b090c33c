// Zod-free: browser code imports these without pulling zod in.
/** Fields an operator may ask for in a manual KYC request (translated in the web app). */
export const MANUAL_KYC_FIELDS = ['source_of_funds', 'occupation', 'employer', 'tax_residence', 'politically_exposed', 'purpose_of_account'] as const;
export const MANUAL_KYC_DOCUMENTS = ['identity_document', 'proof_of_address', 'source_of_funds_proof', 'bank_statement'] as const;
