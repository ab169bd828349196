import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Discovery's settings, read from the environment once at start. */
export const reconConfigSchema = z.object({
  /** Requests one discovery makes at most: robots.txt, sitemaps and pages together. */
  DISCOVERY_MAX_REQUESTS: positiveInt(30),
  /** Pages one discovery lists at most. */
  DISCOVERY_MAX_PAGES: positiveInt(300),
  /** Of the requests, how many may fetch found pages for their titles. */
  DISCOVERY_TITLE_FETCHES: positiveInt(12),
  /** The least time between two requests to one host (robots.txt's Crawl-delay can ask for more). */
  DISCOVERY_INTERVAL_MS: positiveInt(250),
  /** The longest Crawl-delay honoured; a site asking more is discovered more slowly, never not at all. */
  DISCOVERY_MAX_CRAWL_DELAY_MS: positiveInt(5_000),
  /** Budget of one request, redirects included. */
  DISCOVERY_TIMEOUT_MS: positiveInt(10_000),
  /** Bytes read from one response. */
  DISCOVERY_MAX_BODY_BYTES: positiveInt(10 * 1024 * 1024),
  /** Wall-clock limit for reading one fetched file (robots.txt, a sitemap, a page). */
  DISCOVERY_PARSE_TIMEOUT_MS: positiveInt(10_000),
  /** How long "discover" waits for a discovery to end before answering with its progress. */
  DISCOVERY_WAIT_MS: z.coerce.number().int().min(0).default(3_000),
  /** Discoveries one person may have running at once; more answer 429. */
  DISCOVERY_PER_USER: positiveInt(3),
  /** Discoveries kept per website (the newest; the one before the last tells what is new). */
  DISCOVERY_KEEP: positiveInt(5),
});

export type ReconConfig = z.output<typeof reconConfigSchema>;

export class ReconConfigError extends Error {
  override name = 'ReconConfigError';
}

/** Reads and validates discovery's settings; unset or empty variables take their defaults. */
export function loadReconConfig(env: Record<string, string | undefined> = process.env): ReconConfig {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('DISCOVERY_') && value !== undefined && value !== ''),
  );
  const parsed = reconConfigSchema.safeParse(relevant);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ReconConfigError(`Invalid discovery configuration: ${problems}`);
  }
  return parsed.data;
}
