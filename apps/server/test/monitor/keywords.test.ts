import { describe, expect, it } from 'vitest';
import { findKeywords, sentenceAround } from '../../src/monitor/keywords';

describe('findKeywords', () => {
  const text = [
    'Welcome to Acme.',
    'We cut prices today. Our new Pricing plan starts now! Read on.',
    'Скидка 50% только сегодня. Ждём вас.',
    '今日は大セールです。明日は休み。',
    'Unpriced items and re-pricing_tool stay quiet.',
  ].join('\n');

  it('matches whole words, case-insensitively, with the sentence around them', () => {
    expect(findKeywords(text, ['PRICING'])).toEqual([
      { keyword: 'PRICING', excerpt: 'Our new Pricing plan starts now!' },
    ]);
  });

  it('does not match inside a longer word', () => {
    expect(findKeywords(text, ['price', 'priced', 'tool'])).toEqual([]);
  });

  it('works in any script', () => {
    expect(findKeywords(text, ['скидка'])).toEqual([{ keyword: 'скидка', excerpt: 'Скидка 50% только сегодня.' }]);
    // Japanese has no spaces between words: the keyword is found inside the run.
    expect(findKeywords(text, ['セール'])).toEqual([{ keyword: 'セール', excerpt: '今日は大セールです。' }]);
  });

  it('treats a phrase as words separated by any spaces and escapes punctuation', () => {
    const hits = findKeywords('Try the  new\tpricing (beta) and C++ today.', ['new pricing', 'C++', '(beta)']);
    expect(hits.map((hit) => hit.keyword)).toEqual(['new pricing', 'C++', '(beta)']);
  });

  it('keeps whole-word edges at punctuation and beside unspaced scripts', () => {
    expect(findKeywords('Built with C++11 and C++ today.', ['C++']).map((hit) => hit.excerpt)).toEqual([
      'Built with C++11 and C++ today.',
    ]);
    expect(findKeywords('C++11 only.', ['C++'])).toEqual([]);
    expect(findKeywords('大sale です', ['sale'])).toEqual([]);
    expect(findKeywords('new\npricing', ['new pricing'])).toHaveLength(1);
    expect(findKeywords('newpricing', ['new pricing'])).toEqual([]);
  });

  it('finds each of 50 keywords in one pass over a long text, at its first occurrence', () => {
    const filler = 'Nothing to see here, only words. '.repeat(20_000);
    const keywords = Array.from({ length: 50 }, (_, index) => `Offer ${index}`);
    const text = `${filler}\nBig offer 7 today.\n${filler}\nAnother OFFER 49!\nOffer 7 again.`;
    expect(findKeywords(text, keywords)).toEqual([
      { keyword: 'Offer 7', excerpt: 'Big offer 7 today.' },
      { keyword: 'Offer 49', excerpt: 'Another OFFER 49!' },
    ]);
  });

  it('matches composed and decomposed accents alike', () => {
    expect(findKeywords('Le café est ouvert.', ['cafe\u0301'])).toHaveLength(1);
  });
});

describe('sentenceAround', () => {
  it('centres a window on the keyword in a very long sentence', () => {
    const sentence = `${'word '.repeat(200)}KEY ${'more '.repeat(200)}`;
    const index = sentence.indexOf('KEY');
    const excerpt = sentenceAround(sentence, index, 3);
    expect(excerpt.length).toBeLessThanOrEqual(242);
    expect(excerpt).toContain('KEY');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
