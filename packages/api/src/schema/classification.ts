import { z } from 'zod/mini';

/**
 * What a recorded change is about (DESIGN "classification"): the monitor
 * reads the diff and the page's structure on its own machine, with rules
 * anyone can read, and writes the kind and the facts it found. Nothing is
 * sent anywhere to be summarised.
 */
export const changeKinds = ['pricing', 'hiring', 'product', 'messaging', 'other'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** What a price is paid for: a month, a year, a week, a day, once; null when the page does not say. */
export const pricePeriods = ['month', 'year', 'week', 'day', 'one_time'] as const;
export type PricePeriod = (typeof pricePeriods)[number];

/** An ISO 4217 currency code, as Intl.NumberFormat takes it. */
const currency = z.string().check(z.regex(/^[A-Z]{3}$/, 'A currency is a three-letter ISO 4217 code'));
const amount = z.number().check(z.nonnegative());

/** "Pro plan $49 → $59 (+20 %)". */
export const priceChangeFactSchema = z.object({
  type: z.literal('price_change'),
  /** The plan's name as the page writes it ("Pro"), without the word "plan". */
  label: z.string(),
  from: amount,
  to: amount,
  currency,
  /** (to − from) / from × 100, one decimal; null when the old price was 0. */
  delta_pct: z.nullable(z.number()),
  period: z.nullable(z.enum(pricePeriods)),
});

/** "New plan: Team, $19 a month", "Free plan removed". */
export const planFactSchema = z.object({
  type: z.enum(['plan_added', 'plan_removed']),
  label: z.string(),
  /** The plan's price (0 for a free plan); null when the page shows none. */
  price: z.nullable(amount),
  currency: z.nullable(currency),
  period: z.nullable(z.enum(pricePeriods)),
});

/** "New job: Senior Product Manager, Berlin". */
export const jobFactSchema = z.object({
  type: z.enum(['job_added', 'job_removed']),
  title: z.string(),
  location: z.optional(z.string()),
});

/** A feature or product name added to, or taken off, the page. */
export const featureFactSchema = z.object({
  type: z.enum(['feature_added', 'feature_removed']),
  text: z.string(),
});

/** Wording replaced: a headline, a tagline, a sentence. */
export const textChangeFactSchema = z.object({
  type: z.literal('text_changed'),
  from: z.string(),
  to: z.string(),
});

export const changeFactSchema = z.discriminatedUnion('type', [
  priceChangeFactSchema,
  planFactSchema,
  jobFactSchema,
  featureFactSchema,
  textChangeFactSchema,
]);
export type ChangeFact = z.infer<typeof changeFactSchema>;
export type PriceChangeFact = z.infer<typeof priceChangeFactSchema>;
export type PlanFact = z.infer<typeof planFactSchema>;
export type JobFact = z.infer<typeof jobFactSchema>;
export type FeatureFact = z.infer<typeof featureFactSchema>;
export type TextChangeFact = z.infer<typeof textChangeFactSchema>;

/** A `page_changed` event's `additional_data.classification`, and a recorded change's. */
export const classificationSchema = z.object({
  kind: z.enum(changeKinds),
  facts: z.array(changeFactSchema),
});
export type Classification = z.infer<typeof classificationSchema>;

/** At most this many facts are kept per change: a page rewritten whole is not a list of 500 facts. */
export const MAX_FACTS = 20;

/**
 * Reads a classification from stored or received data, keeping every fact
 * that reads and skipping one that does not (a fact type a newer server
 * writes); null when there is no readable kind.
 */
export function readClassification(value: unknown): Classification | null {
  if (!value || typeof value !== 'object') return null;
  const kind = z.safeParse(z.enum(changeKinds), (value as { kind?: unknown }).kind);
  if (!kind.success) return null;
  const raw = (value as { facts?: unknown }).facts;
  const facts = Array.isArray(raw)
    ? raw.flatMap((fact) => {
        const parsed = z.safeParse(changeFactSchema, fact);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return { kind: kind.data, facts };
}
