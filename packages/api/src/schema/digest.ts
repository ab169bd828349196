import { z } from 'zod/mini';
import { emailSchema } from './auth';
import { changeFactSchema } from './classification';
import { idSchema, timestampSchema } from './common';

export const digestCadences = ['daily', 'weekly'] as const;
export type DigestCadence = (typeof digestCadences)[number];

/** The languages a digest can be written in: the app's six. */
export const digestLanguages = ['en', 'fr', 'de', 'es', 'pl', 'it'] as const;
export type DigestLanguage = (typeof digestLanguages)[number];

export const DIGEST_RECIPIENTS_MAX = 20;
/** How many facts a digest lists per page; the page's history has them all. */
export const DIGEST_PAGE_FACTS_MAX = 6;
export const TIMEZONE_MESSAGE = 'Choose a time zone such as Europe/Paris';
export const RECIPIENTS_MESSAGE = 'Add at least one recipient to send the digest';

/** An IANA time zone the runtime knows (Europe/Paris, America/New_York, UTC). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export const digestSettingsFieldsSchema = z.object({
  enabled: z.boolean(),
  cadence: z.enum(digestCadences),
  /** Weekly: 1 Monday … 7 Sunday (ISO 8601). */
  weekday: z.number().check(z.int(), z.gte(1), z.lte(7)),
  /** The hour it is sent, 0-23, in `timezone`. */
  hour: z.number().check(z.int(), z.gte(0), z.lte(23)),
  timezone: z.string().check(z.trim(), z.maxLength(64), z.refine(isTimeZone, TIMEZONE_MESSAGE)),
  recipients: z.array(emailSchema).check(z.maxLength(DIGEST_RECIPIENTS_MAX)),
  language: z.enum(digestLanguages),
  /** No mail for a period without changes. */
  skip_empty: z.boolean(),
});

/** PUT /api/v1/projects/{id}/digest-settings: the whole settings; an enabled digest needs a recipient. */
export const digestSettingsUpdateSchema = digestSettingsFieldsSchema.check(
  z.superRefine((value, context) => {
    if (value.enabled && value.recipients.length === 0)
      refuseNoRecipients(context, value.recipients, RECIPIENTS_MESSAGE);
  }),
);

/** The issue of an enabled digest without recipients: `too_small` on `recipients`, as the form shows it. */
export function refuseNoRecipients(context: z.core.$RefinementCtx, recipients: string[], message: string): void {
  context.addIssue({
    code: 'too_small',
    origin: 'array',
    minimum: 1,
    inclusive: true,
    path: ['recipients'],
    message,
    input: recipients,
  });
}
export type DigestSettingsUpdate = z.input<typeof digestSettingsUpdateSchema>;

/** GET /api/v1/projects/{id}/digest-settings: the settings (defaults until saved) and when the next one goes out. */
export const digestSettingsSchema = z.extend(digestSettingsFieldsSchema, {
  project_id: idSchema,
  next_run_at: z.nullable(timestampSchema),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

const counts = {
  content_alerts: z.number().check(z.int(), z.nonnegative()),
  changes: z.number().check(z.int(), z.nonnegative()),
};

export const digestPageSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string(),
  ...counts,
  /** The latest change's summary in the period, if any. */
  latest_summary: z.nullable(z.string()),
  /** What the period's classified changes found (prices, plans, jobs, features): the latest, in the order they happened. */
  facts: z.array(changeFactSchema).check(z.maxLength(DIGEST_PAGE_FACTS_MAX)),
  /** The keywords that appeared. */
  keywords: z.array(z.string()),
  /** Where to see the page's changes in Spyglass. */
  link: z.string(),
});
export type DigestPage = z.infer<typeof digestPageSchema>;

export const digestCompetitorSchema = z.object({
  id: idSchema,
  name: z.string(),
  ...counts,
  pages: z.array(digestPageSchema),
});
export type DigestCompetitor = z.infer<typeof digestCompetitorSchema>;

/**
 * GET /api/v1/projects/{id}/digest?from&to: what the digest of that period
 * holds (the last period of the settings' cadence by default): by competitor
 * then page, the ones with content alerts first, then the most changed.
 */
export const digestPreviewSchema = z.object({
  project: z.object({ id: idSchema, name: z.string() }),
  from: timestampSchema,
  to: timestampSchema,
  totals: z.object(counts),
  competitors: z.array(digestCompetitorSchema),
});
export type DigestPreview = z.infer<typeof digestPreviewSchema>;

/** ?from&to of the preview (ISO times); both optional. */
export const digestPreviewQuerySchema = z.object({
  from: z.optional(timestampSchema),
  to: z.optional(timestampSchema),
});
