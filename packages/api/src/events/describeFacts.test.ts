import { describe, expect, it } from 'vitest';
import type { ChangeFact } from '../schema';
import { describeEvent } from './describeEvent';
import { describeFact, formatMoney, formatPercent } from './describeFacts';
import { englishText } from './english';
import { pricingHistoryOf } from './pricingHistory';

const proRise: ChangeFact = {
  type: 'price_change',
  label: 'Pro',
  from: 49,
  to: 59,
  currency: 'USD',
  delta_pct: 20.4,
  period: 'month',
};

describe('describeFact: one fact, one sentence', () => {
  it.each([
    [proRise, 'Pro plan $49 → $59 a month (+20.4%)'],
    [{ ...proRise, label: '', period: null, delta_pct: null, from: 0 }, 'Price $0 → $59'],
    [{ type: 'plan_removed', label: 'Free', price: 0, currency: null, period: null }, 'Free plan removed'],
    [{ type: 'plan_added', label: 'Team', price: 19, currency: 'EUR', period: 'year' }, 'New plan: Team, €19 a year'],
    [{ type: 'plan_added', label: 'Enterprise', price: null, currency: null, period: null }, 'New plan: Enterprise'],
    [
      { type: 'job_added', title: 'Senior Product Manager', location: 'Berlin' },
      'New job: Senior Product Manager, Berlin',
    ],
    [{ type: 'job_removed', title: 'Designer' }, 'Job closed: Designer'],
    [{ type: 'feature_added', text: 'SSO' }, 'New: SSO'],
    [{ type: 'text_changed', from: 'Fast', to: 'Faster' }, 'Reworded: “Fast” → “Faster”'],
  ] as [ChangeFact, string][])('%o', (fact, sentence) => {
    expect(describeFact(fact, englishText)).toBe(sentence);
  });

  it('writes money and percentages as the reader’s language does', () => {
    expect(formatMoney(1299, 'USD', 'en')).toBe('$1,299');
    expect(formatMoney(49, 'EUR', 'fr')).toBe('49\u00a0€');
    expect(formatMoney(49.5, 'EUR', 'de')).toBe('49,50\u00a0€');
    expect(formatMoney(49, 'PLN', 'pl')).toBe('49\u00a0zł');
    expect(formatMoney(12, 'CHF', 'de')).toBe('12\u00a0CHF');
    expect(formatPercent(20, 'en')).toBe('+20%');
    expect(formatPercent(20, 'fr')).toBe('+20\u00a0%');
    expect(formatPercent(-14.5, 'de')).toBe('-14,5\u00a0%');
  });

  it('writes each amount in its own language, currency and digits however many came before', () => {
    const amounts = [
      [49, 'EUR', 'de', '49\u00a0€'],
      [49.5, 'EUR', 'de', '49,50\u00a0€'],
      [49, 'EUR', 'en', '€49'],
      [49, 'USD', 'de', '49\u00a0$'],
    ] as const;
    for (let round = 0; round < 3; round += 1)
      for (const [amount, currency, locale, written] of amounts)
        expect(formatMoney(amount, currency, locale)).toBe(written);
    // Past the formatters kept, the set starts again and still writes the same.
    for (let cents = 0; cents < 300; cents += 1) formatPercent(cents, ['en', 'fr', 'de'][cents % 3] ?? 'en');
    for (let code = 0; code < 300; code += 1)
      formatMoney(
        1,
        `X${String.fromCharCode(65 + (code % 26))}${String.fromCharCode(65 + Math.floor(code / 26))}`,
        'en',
      );
    for (const [amount, currency, locale, written] of amounts)
      expect(formatMoney(amount, currency, locale)).toBe(written);
  });
});

describe('describeEvent with facts', () => {
  const changed = (facts: ChangeFact[]) => ({
    type: 'page_changed' as const,
    target_name: 'Pricing',
    description: 'As stored',
    additional_data: { added_lines: 1, removed_lines: 1, classification: { kind: 'pricing', facts } },
  });

  it('names the first facts and counts the rest', () => {
    expect(describeEvent(changed([proRise]), englishText)).toBe(
      'Page Pricing changed: Pro plan $49 → $59 a month (+20.4%)',
    );
    const jobs: ChangeFact[] = ['A', 'B', 'C', 'D'].map((title) => ({ type: 'job_added', title: `${title} Engineer` }));
    expect(describeEvent(changed(jobs), englishText)).toBe(
      'Page Pricing changed: New job: A Engineer; New job: B Engineer; and 2 more',
    );
  });

  it('reads the counts when there are no facts, and skips a fact it does not know', () => {
    expect(describeEvent(changed([]), englishText)).toBe('Page Pricing changed: 1 line added, 1 removed');
    const unknown = { type: 'future_fact', text: 'x' } as unknown as ChangeFact;
    expect(describeEvent(changed([unknown, proRise]), englishText)).toBe(
      'Page Pricing changed: Pro plan $49 → $59 a month (+20.4%)',
    );
  });

  it('says a keyword disappeared', () => {
    expect(
      describeEvent(
        {
          type: 'content_alert',
          target_name: 'Pricing',
          description: '',
          additional_data: { keyword: 'Free plan', direction: 'disappeared' },
        },
        englishText,
      ),
    ).toBe('Keyword "Free plan" disappeared from page Pricing');
  });
});

describe('pricingHistoryOf', () => {
  const page = {
    page_id: '5e1d0000-0000-4000-8000-000000000001',
    page_name: 'Pricing',
    page_since: '2026-01-01T00:00:00.000Z',
  };
  it('steps each plan from its first known price, and ends a removed plan', () => {
    const history = pricingHistoryOf([
      { ...page, created_at: '2026-03-01T00:00:00.000Z', classification: { kind: 'pricing', facts: [proRise] } },
      {
        ...page,
        created_at: '2026-02-01T00:00:00.000Z',
        classification: { kind: 'pricing', facts: [{ ...proRise, from: 39, to: 49 }] },
      },
      {
        ...page,
        created_at: '2026-03-05T00:00:00.000Z',
        classification: {
          kind: 'pricing',
          facts: [
            { type: 'plan_removed', label: 'Pro', price: 59, currency: 'USD', period: 'month' },
            { type: 'plan_added', label: 'Team', price: 19, currency: 'USD', period: 'month' },
          ],
        },
      },
    ]);
    expect(history.map(({ plan, points }) => [plan, points])).toEqual([
      [
        'Pro',
        [
          { at: '2026-01-01T00:00:00.000Z', amount: 39 },
          { at: '2026-02-01T00:00:00.000Z', amount: 49 },
          { at: '2026-03-01T00:00:00.000Z', amount: 59 },
          { at: '2026-03-05T00:00:00.000Z', amount: null },
        ],
      ],
      ['Team', [{ at: '2026-03-05T00:00:00.000Z', amount: 19 }]],
    ]);
  });
});
