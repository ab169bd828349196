import { readClassification, type PlanPriceHistory } from '../schema';

/** A `page_changed` event as the pricing history reads it. */
export interface PricedChange {
  created_at: string;
  page_id: string;
  page_name: string;
  /** When the page began to be watched: the first price was known from then. Null when the page is gone. */
  page_since: string | null;
  /** The event's `additional_data.classification`, as stored. */
  classification: unknown;
}

const seriesKey = (pageId: string, plan: string, currency: string, period: string | null) =>
  `${pageId}|${plan.toLowerCase()}|${currency}|${period ?? ''}`;

/**
 * Every plan's price over time, from the price facts of a competitor's
 * changes (oldest first): a series per page, plan, currency and period,
 * each point a price that held from its time on (null: the plan was gone).
 * The first price of a plan that changed is dated when its page began to be
 * watched; a plan added starts when it appeared. The server answers it, and
 * the mock backend reads its seed the same way.
 */
export function pricingHistoryOf(changes: readonly PricedChange[]): PlanPriceHistory[] {
  const series = new Map<string, PlanPriceHistory>();
  const ordered = [...changes].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const open = (change: PricedChange, plan: string, currency: string, period: PlanPriceHistory['period']) => {
    const key = seriesKey(change.page_id, plan, currency, period);
    let found = series.get(key);
    if (!found) {
      found = { plan, currency, period, page_id: change.page_id, page_name: change.page_name, points: [] };
      series.set(key, found);
    }
    return found;
  };
  const step = (history: PlanPriceHistory, at: string, amount: number | null) => {
    const last = history.points.at(-1);
    if (last && last.amount === amount) return;
    if (last && last.at === at) last.amount = amount;
    else history.points.push({ at, amount });
  };

  for (const change of ordered) {
    const classification = readClassification(change.classification);
    if (!classification) continue;
    const since = change.page_since ?? change.created_at;
    for (const fact of classification.facts) {
      if (fact.type === 'price_change') {
        const history = open(change, fact.label, fact.currency, fact.period);
        if (history.points.length === 0)
          step(history, since < change.created_at ? since : change.created_at, fact.from);
        step(history, change.created_at, fact.to);
      } else if (fact.type === 'plan_added' && fact.price !== null && fact.currency) {
        step(open(change, fact.label, fact.currency, fact.period), change.created_at, fact.price);
      } else if (fact.type === 'plan_removed') {
        const matching = [...series.values()].filter(
          (history) =>
            history.page_id === change.page_id &&
            history.plan.toLowerCase() === fact.label.toLowerCase() &&
            (fact.period === null || history.period === fact.period),
        );
        if (matching.length === 0 && fact.price !== null && fact.currency) {
          const history = open(change, fact.label, fact.currency, fact.period);
          step(history, since < change.created_at ? since : change.created_at, fact.price);
          matching.push(history);
        }
        for (const history of matching) step(history, change.created_at, null);
      }
    }
  }
  return [...series.values()].sort(
    (a, b) =>
      a.page_name.localeCompare(b.page_name) || a.plan.localeCompare(b.plan) || a.currency.localeCompare(b.currency),
  );
}
