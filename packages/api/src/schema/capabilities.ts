import { z } from 'zod/mini';

/** GET /api/v1/utils/capabilities/: what this server can do that depends on how it is installed. */
export const capabilitiesSchema = z.object({
  /** Pages fetched with a browser (JavaScript) need Chromium on the server; without it they cannot be checked. */
  browser_fetcher: z.object({ available: z.boolean() }),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;
