import { z } from 'zod/mini';

/** GET /api/v1/utils/health-check/ */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});
export type Health = z.infer<typeof healthSchema>;
