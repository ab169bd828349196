import { z } from 'zod/mini';

/**
 * GET /api/v1/utils/features: what this server can do, so screens that
 * depend on it say so plainly instead of pretending (a forgot-password form
 * on a server that cannot send mail).
 */
export const featuresSchema = z.object({
  /** Mail is configured (SMTP_URL): password recovery, email changes, email channels and digests send. */
  mail: z.boolean(),
});
export type Features = z.infer<typeof featuresSchema>;
