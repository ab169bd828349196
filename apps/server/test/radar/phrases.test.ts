import { describe, expect, it } from 'vitest';
import { requiredPhrasesOf } from '../../src/domain/activitySearch';

describe('the phrases a search requires', () => {
  it('are its quoted phrases', () => {
    expect(requiredPhrasesOf('"annual billing" enterprise "per seat"')).toEqual(['annual billing', 'per seat']);
    expect(requiredPhrasesOf('enterprise')).toEqual([]);
  });

  it('leave out an excluded phrase', () => {
    expect(requiredPhrasesOf('pricing -"free trial" "per seat"')).toEqual(['per seat']);
  });

  it('are none when alternatives are offered or a quote is left open', () => {
    expect(requiredPhrasesOf('"annual billing" or monthly')).toEqual([]);
    expect(requiredPhrasesOf('monthly OR "annual billing"')).toEqual([]);
    expect(requiredPhrasesOf('"annual billing')).toEqual([]);
  });

  it('keep a quoted "or" as a word of the phrase', () => {
    expect(requiredPhrasesOf('"this or that"')).toEqual(['this or that']);
  });
});
