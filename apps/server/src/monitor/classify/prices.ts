import type { ChangeFact, PricePeriod } from '@spyglass/api/schema';
import type { ChangedLines, ClassifyStep, Side } from './changedLines';
import { FREE_WORDS, LABEL_NOISE, NOT_A_PLAN_NAME } from './vocabulary';

/** A price as a page writes it, read: "$1,299", "49,00 €", "1 299 zł", "CHF 12.–". */
export interface PriceMention {
  amount: number;
  /** ISO 4217; null for "Free" written without a currency. */
  currency: string | null;
  period: PricePeriod | null;
  /** Where it stands in its line. */
  start: number;
  end: number;
}

/** Currency signs and codes, longest first ("US$" before "$"). */
const CURRENCIES: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['AU$', 'AUD'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['zł', 'PLN'],
  ['CHF', 'CHF'],
  ['EUR', 'EUR'],
  ['USD', 'USD'],
  ['GBP', 'GBP'],
  ['PLN', 'PLN'],
  ['JPY', 'JPY'],
  ['CAD', 'CAD'],
  ['AUD', 'AUD'],
  ['SEK', 'SEK'],
  ['NOK', 'NOK'],
  ['DKK', 'DKK'],
];
const CURRENCY_CODES = new Map(CURRENCIES);
const escape = (text: string) => text.replace(/[$.]/g, '\\$&');
const CURRENCY = CURRENCIES.map(([sign]) => escape(sign)).join('|');

/**
 * An amount with its grouping and decimals as any of the six languages
 * write them: 1,299.00 / 1.299,00 / 1 299,00 / 1'299.00 / 49 / 12.50 / 12,5.
 */
const NUMBER = "\\d{1,3}(?:[ \\u00A0\\u202F',.]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?";
/** Swiss round francs: "12.–". */
const SWISS_DASH = '(?:\\.[–-])?';

/**
 * A currency before the amount ("$49", "CHF 12.–", "EUR 49") or after it
 * ("49 €", "49 zł", "12,50 CHF"). Letters may not touch a code ("EUROPE").
 */
const PRICE = new RegExp(
  `(?<![\\p{L}\\d])(?:(?<before>${CURRENCY})\\s?(?<amountAfterSign>${NUMBER})${SWISS_DASH}(?![\\d%])|(?<amountBeforeSign>${NUMBER})${SWISS_DASH}\\s?(?<after>${CURRENCY})(?![\\p{L}]))`,
  'gu',
);

/** Reads an amount written in any grouping: the last separator followed by one or two digits is the decimal one. */
export function parseAmount(written: string): number {
  const compact = written.replace(/[\s\u00A0\u202F']/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}

const PERIODS: [PricePeriod, RegExp][] = [
  [
    'month',
    /(?:\/\s*(?:mo|mth|month|mois|monat|mes|mies\.?|miesiąc|mese|m)\b|\b(?:per|a|each|every)\s+month\b|\bmonthly\b|\bpar\s+mois\b|\bmensuel(?:le)?\b|\b(?:pro|im)\s+monat\b|\bmonatlich\b|\b(?:al|por)\s+mes\b|\bmensual\b|miesięcznie|\bna\s+miesiąc\b|\bza\s+miesiąc\b|\bal\s+mese\b|\bmensile\b)/iu,
  ],
  [
    'year',
    /(?:\/\s*(?:yr|year|an|jahr|año|rok|anno|a)\b|\b(?:per|a|each|every)\s+year\b|\b(?:annually|yearly)\b|\bpar\s+an\b|\bannuel(?:le)?\b|\bpro\s+jahr\b|\bjährlich\b|\b(?:al|por)\s+año\b|\banual\b|\brocznie\b|\bna\s+rok\b|\bza\s+rok\b|\ball['’]anno\b|\bannuale\b)/iu,
  ],
  [
    'week',
    /(?:\/\s*(?:wk|week|semaine|woche|semana|tydzień|settimana)\b|\bper\s+week\b|\bweekly\b|\bhebdomadaire\b)/iu,
  ],
  ['day', /(?:\/\s*(?:day|jour|tag|día|dzień|giorno)\b|\bper\s+day\b|\bdaily\b)/iu],
  [
    'one_time',
    /(?:\bone[- ]time\b|\bonce\b|\bune fois\b|\beinmalig\b|\bpago único\b|\bjednorazowo\b|\buna tantum\b|\blifetime\b)/iu,
  ],
];

/** The period a price is paid for, from what follows it (up to the next price). */
function periodIn(text: string): PricePeriod | null {
  for (const [period, pattern] of PERIODS) if (pattern.test(text)) return period;
  return null;
}

const HAS_DIGIT = /\d/;

/** Every price in a line, each with the period written after it. */
export function findPrices(line: string): PriceMention[] {
  const found: PriceMention[] = [];
  // Every amount has a digit, and most lines of a page have none: they skip the pattern.
  if (!HAS_DIGIT.test(line)) return found;
  for (const match of line.matchAll(PRICE)) {
    const groups = match.groups ?? {};
    const sign = groups.before ?? groups.after;
    const written = groups.amountAfterSign ?? groups.amountBeforeSign;
    if (!sign || !written) continue;
    found.push({
      amount: parseAmount(written),
      currency: CURRENCY_CODES.get(sign) ?? null,
      period: null,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  found.forEach((price, index) => {
    price.period = periodIn(line.slice(price.end, found[index + 1]?.start ?? line.length));
  });
  return found;
}

const PUNCTUATION = /^[\s:–—\-|·•,/()*✓✔]+|[\s:–—\-|·•,/()*]+$/gu;
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** A plan's name from the words before its price: "Pro plan:" → "Pro"; null when they are a sentence or nothing. */
function labelFrom(text: string): string | null {
  const kept = words(text.replace(PUNCTUATION, '')).filter((word) => !LABEL_NOISE.has(word.toLowerCase()));
  const label = kept.join(' ').replace(PUNCTUATION, '');
  if (!label || !/\p{L}/u.test(label) || kept.length > 4) return null;
  return label;
}

/** A line that can be a plan's heading: a short name, no price, no sentence, not a badge or an audience. */
function planHeading(line: string): string | null {
  if (findPrices(line).length > 0 || /[.!?]$/.test(line) || /\d/.test(line)) return null;
  if (NOT_A_PLAN_NAME.some((pattern) => pattern.test(line))) return null;
  if (words(line).length > 4) return null;
  return labelFrom(line);
}

/** How far above a price its plan's name may stand. */
const LABEL_REACH = 4;

/** A price read on a page, with the plan it belongs to. */
interface PricePoint extends PriceMention {
  label: string;
  line: number;
}

/** "Free" (or "Free forever") alone on a line, as a price of 0 in no currency. */
const freeMention = (line: string): PriceMention => ({
  amount: 0,
  currency: null,
  period: null,
  start: 0,
  end: line.length,
});

/**
 * Every price of a page with its plan's name: the words before it on its
 * line, else the nearest heading above it. A period written on the line
 * after a price ("per user / month") counts for it. "Free" alone on a line
 * is a price when a plan's name stands right above it and no price follows
 * (else it is the plan's name itself: "Free", then "$0").
 */
export function pricePoints(lines: string[]): PricePoint[] {
  const written = lines.map((line) => findPrices(line));
  const points: PricePoint[] = [];
  lines.forEach((line, index) => {
    const mentions = [...written[index]!];
    if (
      mentions.length === 0 &&
      FREE_WORDS.test(line.trim()) &&
      index > 0 &&
      planHeading(lines[index - 1]!) !== null &&
      !written.slice(index + 1, index + 3).some((next) => next.length > 0)
    ) {
      mentions.push(freeMention(line));
    }
    mentions.forEach((mention, order) => {
      const before =
        mention.currency === null ? '' : line.slice(order === 0 ? 0 : mentions[order - 1]!.end, mention.start);
      let label = labelFrom(before);
      for (let up = index - 1; label === null && up >= Math.max(0, index - LABEL_REACH); up -= 1) {
        // A price right above without a name of its own is the same plan's other price ("$12 billed
        // annually", then "$15 billed monthly"): it shares that plan's name. Any other price ends the search.
        if (written[up]!.length > 0) {
          const above = points.filter((point) => point.line === up).at(-1);
          if (above && up === index - 1 && labelFrom(lines[up]!.slice(0, above.start)) === null) label = above.label;
          break;
        }
        label = planHeading(lines[up]!);
      }
      const next = lines[index + 1];
      const period =
        mention.period ?? (next && words(next).length <= 5 && written[index + 1]!.length === 0 ? periodIn(next) : null);
      points.push({ ...mention, period, label: label ?? '', line: index });
    });
  });
  return points;
}

const keyOf = (point: PricePoint) => `${point.label.toLowerCase()}|${point.period ?? ''}`;

/** Points by plan and period, each list in page order. */
function byKey(points: PricePoint[]): Map<string, PricePoint[]> {
  const map = new Map<string, PricePoint[]>();
  for (const point of points) {
    const list = map.get(keyOf(point)) ?? [];
    list.push(point);
    map.set(keyOf(point), list);
  }
  return map;
}

const percent = (from: number, to: number) => (from === 0 ? null : Math.round(((to - from) / from) * 1000) / 10);

/** The lines of a plan's card: from its heading (or price) down to the next plan's price. */
function claimCard(lines: ChangedLines, side: Side, point: PricePoint, allPoints: PricePoint[]): void {
  const next = allPoints.find((other) => other.line > point.line)?.line ?? Infinity;
  const text = lines.textOf(side);
  let start = point.line;
  for (let up = point.line - 1; up >= Math.max(0, point.line - LABEL_REACH); up -= 1) {
    if (planHeading(text[up]!) !== null) {
      start = up;
      break;
    }
  }
  const changed = lines.at(side, point.line);
  if (!changed) return;
  // Only the changed lines of the same run: the card went (or came) whole.
  for (let index = start; index < Math.min(next, start + 40); index += 1) {
    const line = lines.at(side, index);
    if (line && line.block === changed.block) lines.claim(line);
  }
}

/**
 * Prices compared plan by plan: a plan whose price line changed and whose
 * price differs is a price change; a plan only after (its price line added)
 * is new, one only before (its price line removed) is gone.
 */
export const priceStep: ClassifyStep = {
  name: 'prices',
  run(lines) {
    const before = pricePoints(lines.reading.beforeLines);
    const after = pricePoints(lines.reading.afterLines);
    const beforeByKey = byKey(before);
    const afterByKey = byKey(after);
    const facts: ChangeFact[] = [];
    const changedLine = (side: Side, point: PricePoint) => lines.at(side, point.line);

    for (const [key, olds] of beforeByKey) {
      const news = afterByKey.get(key) ?? [];
      olds.forEach((old, order) => {
        const now = news[order];
        const removed = changedLine('removed', old);
        if (!now) {
          if (removed && old.label) {
            facts.push({
              type: 'plan_removed',
              label: old.label,
              price: old.amount,
              currency: old.currency,
              period: old.period,
            });
            claimCard(lines, 'removed', old, before);
          }
          return;
        }
        const added = changedLine('added', now);
        if (!removed && !added) return;
        const sameCurrency = old.currency === now.currency || (old.currency === null && old.amount === 0);
        const currency = now.currency ?? old.currency;
        if (old.amount !== now.amount && sameCurrency && currency) {
          facts.push({
            type: 'price_change',
            label: now.label,
            from: old.amount,
            to: now.amount,
            currency,
            delta_pct: percent(old.amount, now.amount),
            period: now.period ?? old.period,
          });
        }
        lines.claim(removed);
        lines.claim(added);
      });
    }
    for (const [key, news] of afterByKey) {
      const olds = beforeByKey.get(key) ?? [];
      news.slice(olds.length).forEach((now) => {
        if (!changedLine('added', now) || !now.label) return;
        facts.push({
          type: 'plan_added',
          label: now.label,
          price: now.amount,
          currency: now.currency,
          period: now.period,
        });
        claimCard(lines, 'added', now, after);
      });
    }
    return facts;
  },
};
