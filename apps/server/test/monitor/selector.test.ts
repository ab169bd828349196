import { describe, expect, it } from 'vitest';
import { cleanText } from '../../src/monitor/cleanText';
import { htmlToText, htmlToTextWithin, MAX_DEPTH, PageTooComplexError } from '../../src/monitor/extractor';
import { SelectorError } from '../../src/monitor/selector';

const page = `<!doctype html><html><body>
  <header><p>Menu</p></header>
  <main id="m">
    <section class="plan"><h2>Starter</h2><p class="price">10 EUR</p></section>
    <section class="plan featured"><h2>Pro</h2><p class="price">20 EUR</p><div><p class="price">extra 5 EUR</p></div></section>
    <aside><p class="price">Not a plan</p></aside>
  </main>
  <ul><li>one</li><li>two</li><li>three</li><li>four</li></ul>
</body></html>`;

describe('selectors, matched left to right', () => {
  it.each([
    ['main .plan .price', '10 EUR\n20 EUR\nextra 5 EUR'],
    ['main > section > .price', '10 EUR\n20 EUR'],
    ['.plan + .plan h2', 'Pro'],
    ['header ~ main aside p', 'Not a plan'],
    ['.featured .price, header p', 'Menu\n20 EUR\nextra 5 EUR'],
    ['section:not(.featured) .price', '10 EUR'],
    ['section:has(div) h2', 'Pro'],
    ['li:nth-child(2n)', 'two\nfour'],
    ['#m section:first-child h2', 'Starter'],
  ])('reads "%s" as a browser would', (selector, text) => {
    expect(htmlToTextWithin(page, selector)).toBe(text);
  });

  it('matches through hundreds of levels in one pass per combinator', () => {
    const deep = `${'<div>'.repeat(400)}<p>bottom</p>${'</div>'.repeat(400)}`;
    expect(htmlToTextWithin(deep, 'div div div div div div p')).toBe('bottom');
    expect(htmlToTextWithin(deep, 'p div div div div div')).toBe('');
  });

  it.each([
    ['p[', /is not valid/],
    ['div:has(> p)', /uses a combinator inside :has\(\)/],
    ['div:not(main p)', /uses a combinator inside :not\(\)/],
    ['a b c d e f g h i j', /has more than 8 combinators/],
    ['main < p', /not support/],
    [`${'p, '.repeat(30)}p`, /lists more than 20 selectors/],
    ['p'.repeat(1_001), /longer than 1000 characters/],
  ])('refuses "%s" before reading the page', (selector, message) => {
    expect(() => htmlToTextWithin(page, selector)).toThrow(SelectorError);
    expect(() => htmlToTextWithin(page, selector)).toThrow(message);
  });
});

describe('caps on the page itself', () => {
  it(`stops at ${MAX_DEPTH} levels of nesting, with or without a selector`, () => {
    const tooDeep = '<div>'.repeat(MAX_DEPTH + 1);
    expect(() => htmlToText(tooDeep)).toThrow(PageTooComplexError);
    expect(() => htmlToTextWithin(tooDeep, 'div')).toThrow(PageTooComplexError);
    expect(htmlToText(`${'<div>'.repeat(MAX_DEPTH - 5)}fine`)).toBe('fine');
  });
});

describe('cleanText', () => {
  it('removes NUL and unpaired surrogates, and keeps every other character', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText('lone \ud800 high, lone \udc00 low')).toBe('lone  high, lone  low');
    expect(cleanText('emoji 😀 and tab\tstay')).toBe('emoji 😀 and tab\tstay');
  });
});
