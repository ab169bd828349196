import { z } from 'zod/mini';
import { pricePeriods } from './classification';
import { idSchema, listOf, timestampSchema } from './common';

/** One step of a plan's price: from `at` on, the plan cost `amount` (null: the plan was gone). */
export const pricePointSchema = z.object({
  at: timestampSchema,
  amount: z.nullable(z.number().check(z.nonnegative())),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * One plan's price over time on one page of a competitor, oldest first, read
 * off the price facts of its `page_changed` events. The first point is the
 * price before the first recorded change, dated when the page began to be
 * watched (the monitor knew it from its first snapshot), or when the plan
 * appeared.
 */
export const planPriceHistorySchema = z.object({
  plan: z.string(),
  currency: z.string(),
  period: z.nullable(z.enum(pricePeriods)),
  page_id: idSchema,
  page_name: z.string(),
  points: z.array(pricePointSchema),
});
export type PlanPriceHistory = z.infer<typeof planPriceHistorySchema>;

/** GET /api/v1/competitors/{id}/pricing-history/: every plan's history, by page then plan. */
export const pricingHistorySchema = listOf(planPriceHistorySchema);
export type PricingHistory = z.infer<typeof pricingHistorySchema>;
