// Zod-free: browser code imports these without pulling zod in.
/** Business activity industries (translated under company.industry.*); the sub-industry is free text. */
export const COMPANY_INDUSTRIES = [
  'agriculture',
  'construction',
  'real_estate',
  'manufacturing',
  'trade',
  'transport',
  'energy',
  'technology',
  'finance',
  'services',
  'other',
] as const;
/** Company identity step: persons → documents → review → completed. */
export const COMPANY_IDENTITY_STEPS = ['persons', 'documents', 'review', 'completed'] as const;
