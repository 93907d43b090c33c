import { z } from 'zod';
import { USER_FILE_REVIEW_STATUSES, USER_FILE_SIDES, USER_FILE_TYPES } from './files-rules';

export const userFileTypeSchema = z.enum(USER_FILE_TYPES);
export const userFileSideSchema = z.enum(USER_FILE_SIDES);

/** One uploaded file as its owner sees it. */
export const userFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  fileType: userFileTypeSchema,
  fileSide: userFileSideSchema.nullable(),
  reviewStatus: z.enum(USER_FILE_REVIEW_STATUSES),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
});
export type UserFile = z.infer<typeof userFileSchema>;

export const userFilesResponseSchema = z.object({ files: z.array(userFileSchema) });

/** Spec section 3: upload response id, status (SUCCESS or ERROR), message (a translation key). */
export const uploadResponseSchema = z.object({
  id: z.number().int().nullable(),
  status: z.enum(['SUCCESS', 'ERROR']),
  message: z.string(),
  /** The message in the request's language with its numbers filled in and the right plural (decision 0043); only where one is needed. */
  text: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const uploadFieldsSchema = z.object({
  file_type: userFileTypeSchema,
  file_side: userFileSideSchema.optional(),
});

export const removeFileBodySchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
export const removeFileResponseSchema = uploadResponseSchema;

export const fileIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Document types the person must or may upload, and with which sides. */
export const onboardingChoiceSchema = z.object({
  fileType: userFileTypeSchema,
  required: z.boolean(),
  sides: z.array(userFileSideSchema),
});
export const onboardingChoicesResponseSchema = z.object({ documents: z.array(onboardingChoiceSchema) });
export type OnboardingChoice = z.infer<typeof onboardingChoiceSchema>;

/** A document in the operator's review queue. */
export const adminDocumentSchema = userFileSchema.extend({
  userId: z.number().int(),
  userEmail: z.string(),
  mimeType: z.string(),
  /** Company accounts: the person an identity document belongs to. */
  personName: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
export const adminDocumentsResponseSchema = z.object({ documents: z.array(adminDocumentSchema) });

export const reviewDocumentBodySchema = z
  .object({
    approve: z.boolean(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.approve || Boolean(b.reason), { path: ['reason'], message: 'a decline needs a reason' });
