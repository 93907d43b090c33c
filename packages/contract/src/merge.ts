import { z } from 'zod';

/** The other account of a duplicate pair, as its owner sees it before proving control of it (no secrets). */
export const mergeCounterpartSchema = z.object({
  userId: z.number().int(),
  /** Masked: "j***@example.com". */
  email: z.string(),
  linkedAt: z.string(),
});
export type MergeCounterpart = z.infer<typeof mergeCounterpartSchema>;

/** GET /api/user/merge/duplicates (accounts that merge into the caller) and /verified-users (accounts the caller merges into). */
export const mergeCounterpartsResponseSchema = z.object({ users: z.array(mergeCounterpartSchema) });
export type MergeCounterpartsResponse = z.infer<typeof mergeCounterpartsResponseSchema>;

/** POST /api/user/merge: the other account of the pair and its password (proof the caller controls it). */
export const mergeBodySchema = z.object({
  userId: z.number().int().min(1).max(2_147_483_647),
  password: z.string().min(1).max(200),
});
export type MergeBody = z.infer<typeof mergeBodySchema>;

export const mergeResultSchema = z.object({
  verifiedUserId: z.number().int(),
  duplicateUserId: z.number().int(),
  /** What moved into the verified account's wallets, two-decimal string. */
  movedAmount: z.string(),
  /** True when the caller was the duplicate: its session has ended. */
  callerClosed: z.boolean(),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

/** POST /api/admin/users/:id/duplicates: an operator marks user :id as a duplicate of verifiedUserId. */
export const adminLinkDuplicateBodySchema = z.object({ verifiedUserId: z.number().int().min(1).max(2_147_483_647) });

export const adminDuplicatePairSchema = z.object({
  id: z.number().int(),
  verifiedUserId: z.number().int(),
  verifiedEmail: z.string(),
  duplicateUserId: z.number().int(),
  duplicateEmail: z.string(),
  createdAt: z.string(),
  mergedAt: z.string().nullable(),
});
export type AdminDuplicatePair = z.infer<typeof adminDuplicatePairSchema>;
export const adminDuplicatePairsResponseSchema = z.object({ pairs: z.array(adminDuplicatePairSchema) });
