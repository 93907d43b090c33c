import { z } from 'zod';

/** The answer of accepting the terms: the version now on record and when it was accepted (ISO). */
export const termsAcceptanceSchema = z.object({
  termsAcceptedVersion: z.number().int(),
  termsAcceptedAt: z.string(),
  /** False when the current version was on record already (the call changed nothing). */
  changed: z.boolean(),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;
