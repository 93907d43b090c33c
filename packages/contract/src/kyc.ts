import { z } from 'zod';

export const identifyStatusSchema = z.enum(['none', 'pending', 'approved', 'declined', 'review']);

/** GET /api/get/identify-status */
export const identifyStatusResponseSchema = z.object({
  identify_status: identifyStatusSchema,
  reason: z.string().nullable(),
});
export type IdentifyStatusResponse = z.infer<typeof identifyStatusResponseSchema>;

/** POST /api/set/identify: where the person continues at the provider. */
export const setIdentifyResponseSchema = z.object({ identifyContinueUrl: z.url() });
export type SetIdentifyResponse = z.infer<typeof setIdentifyResponseSchema>;

export const KYC_DECISIONS = ['approved', 'declined', 'review'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];

/** What a provider's webhook says about one verification session (after its signature is checked). */
export const kycWebhookPayloadSchema = z.object({
  eventId: z.string().min(1).max(200),
  sessionId: z.string().min(1).max(200),
  status: z.enum(KYC_DECISIONS),
  reason: z.string().trim().max(500).optional(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type KycWebhookPayload = z.infer<typeof kycWebhookPayloadSchema>;

/** POST /api/webhooks/kyc/:provider: the provider's name, and what became of its event. */
export const kycWebhookParamsSchema = z.object({ provider: z.string().min(1).max(40) });
export const kycWebhookResponseSchema = z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) });

export const KYC_SIGNATURE_HEADER = 'x-kyc-signature';
/** A signed webhook older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const KYC_SIGNATURE_TOLERANCE_SECONDS = 300;

/** GET /api/admin/kyc-sessions?search= (operators): the recent identity checks, newest first. */
export const ADMIN_KYC_SESSIONS_LIMIT = 100;
export const adminKycSessionsQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export const adminKycSessionSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  email: z.string(),
  provider: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminKycSession = z.infer<typeof adminKycSessionSchema>;
export const adminKycSessionListSchema = z.object({ sessions: z.array(adminKycSessionSchema) });
export type AdminKycSessionList = z.infer<typeof adminKycSessionListSchema>;
