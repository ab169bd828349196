import { readClassification, type ChangeFact, type Classification, type PricePeriod } from '../schema';
import type { DescribableEvent, Translate } from './describeEvent';

/** Where the facts' sentences live: `locales/{lng}/activity.json`, under `facts`. */
export const FACT_TEXT_PREFIX = 'activity:facts.';

/** A `page_changed` event's classification, when it has one that reads. */
export const classificationOf = (event: Pick<DescribableEvent, 'type' | 'additional_data'>): Classification | null =>
  event.type === 'page_changed' ? readClassification(event.additional_data?.classification) : null;

/** At most this many formatters are kept, then the set starts again: six languages and the currencies pages name stay far below. */
const MAX_FORMATTERS = 256;
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per language and style, made once: making an Intl.NumberFormat and
 * formatting costs 14 µs here, formatting with a made one 0.5 µs, and the monitor
 * describes every price it records.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/** An amount in its currency as the reader's language writes it: "$1,299", "49,00 €", "49 zł", "CHF 12". */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // A code Intl does not know still reads: "49 XYZ".
    return `${numberFormat(locale).format(amount)} ${currency}`;
  }
}

/** A change in percent as the reader's language writes it: "+20%" in English, "+20 %" in French and German. */
export const formatPercent = (delta: number, locale: string) =>
  numberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(delta / 100);

/** A price with what it is paid for: "$59 a month"; "free" for 0 without a currency. */
function price(
  amount: number | null,
  currency: string | null,
  period: PricePeriod | null,
  t: Translate,
  locale: string,
): string | null {
  if (amount === null) return null;
  if (!currency) return amount === 0 ? t(`${FACT_TEXT_PREFIX}free`, {}) : null;
  const money = formatMoney(amount, currency, locale);
  return period ? t(`${FACT_TEXT_PREFIX}per.${period}`, { price: money }) : money;
}

/**
 * One fact in one sentence, in the language of `t`, numbers and money as
 * `locale` writes them: "Pro plan $49 → $59 a month (+20%)", "New job:
 * Senior Product Manager, Berlin", "Free plan removed".
 */
export function describeFact(fact: ChangeFact, t: Translate, locale = 'en'): string {
  const key = (name: string) => `${FACT_TEXT_PREFIX}${name}`;
  switch (fact.type) {
    case 'price_change': {
      const from = formatMoney(fact.from, fact.currency, locale);
      const to = price(fact.to, fact.currency, fact.period, t, locale) ?? formatMoney(fact.to, fact.currency, locale);
      const move =
        fact.delta_pct === null
          ? t(key('move'), { from, to })
          : t(key('moveWithDelta'), { from, to, delta: formatPercent(fact.delta_pct, locale) });
      return fact.label
        ? t(key('price_change'), { label: fact.label, move })
        : t(key('price_change_unlabelled'), { move });
    }
    case 'plan_added': {
      const cost = price(fact.price, fact.currency, fact.period, t, locale);
      return cost
        ? t(key('plan_added_priced'), { label: fact.label, price: cost })
        : t(key('plan_added'), { label: fact.label });
    }
    case 'plan_removed':
      return t(key('plan_removed'), { label: fact.label });
    case 'job_added':
    case 'job_removed':
      return fact.location
        ? t(key(`${fact.type}_located`), { title: fact.title, location: fact.location })
        : t(key(fact.type), { title: fact.title });
    case 'feature_added':
    case 'feature_removed':
      return t(key(fact.type), { text: fact.text });
    case 'text_changed':
      return t(key('text_changed'), { from: fact.from, to: fact.to });
  }
}

/** Every fact of a classification, one sentence each. */
export const describeFacts = (classification: Classification, t: Translate, locale = 'en'): string[] =>
  classification.facts.map((fact) => describeFact(fact, t, locale));
