import { z } from 'zod/mini';
import { idSchema, listOf, timestampSchema } from './common';
import { entityName } from './competitor';
import { pageSchema } from './page';
import { monitoredUrl } from './url';

/**
 * Recon: discovering the pages of a competitor's website worth watching
 * (DESIGN "Phase 2", recon).
 */

/** What a found page is, read from its address, title and headings. */
export const pageKinds = ['pricing', 'careers', 'product', 'blog', 'docs', 'legal', 'other'] as const;
export type PageKind = (typeof pageKinds)[number];

export const discoveryStatuses = ['running', 'done', 'failed', 'cancelled'] as const;
export type DiscoveryStatus = (typeof discoveryStatuses)[number];

/** Where a discovery found its pages: the site's sitemaps, or the links of its pages. */
export const discoverySources = ['sitemap', 'links'] as const;
export type DiscoverySource = (typeof discoverySources)[number];

export const discoveredPageSchema = z.object({
  url: z.string(),
  /** The page's title (or its link's text, or its address's last part); null when nothing names it. */
  title: z.nullable(z.string()),
  kind: z.enum(pageKinds),
  /** A page of this competitor already watches this address. */
  monitored: z.boolean(),
  /** The website's previous discovery did not find it. */
  is_new: z.boolean(),
});
export type DiscoveredPage = z.infer<typeof discoveredPageSchema>;

/**
 * POST /api/v1/competitors/websites/{websiteId}/discover and GET
 * /api/v1/discoveries/{id}: a discovery and the pages found so far
 * (`{data,count}`), with its progress while it runs.
 */
export const discoverySchema = z.extend(listOf(discoveredPageSchema), {
  id: idSchema,
  website_id: idSchema,
  status: z.enum(discoveryStatuses),
  source: z.nullable(z.enum(discoverySources)),
  /** Requests made so far, and the most it may make. */
  requests: z.number().check(z.int(), z.nonnegative()),
  max_requests: z.number().check(z.int(), z.positive()),
  /** Why it failed, in one sentence; null otherwise. */
  error: z.nullable(z.string()),
  started_at: timestampSchema,
  finished_at: z.nullable(timestampSchema),
});
export type Discovery = z.infer<typeof discoverySchema>;

export const PAGES_AT_ONCE_MAX = 100;

/** POST /api/v1/competitors/websites/{websiteId}/pages/bulk: watch several found pages in one step. */
export const pagesBulkCreateSchema = z.strictObject({
  pages: z
    .array(z.strictObject({ name: entityName, url: monitoredUrl }))
    .check(
      z.minLength(1, 'Choose at least one page'),
      z.maxLength(PAGES_AT_ONCE_MAX, `Add at most ${PAGES_AT_ONCE_MAX} pages at once`),
    ),
});
export type PagesBulkCreate = z.input<typeof pagesBulkCreateSchema>;

/** The pages created (addresses the website already watched are left out). */
export const pagesBulkCreatedSchema = listOf(pageSchema);
export type PagesBulkCreated = z.infer<typeof pagesBulkCreatedSchema>;
