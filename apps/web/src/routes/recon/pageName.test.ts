import { describe, expect, it } from 'vitest';
import { suggestedName } from './pageName';

describe('the name a found page is added under', () => {
  it.each([
    [{ title: 'Pricing | Acme', url: 'https://acme.example/pricing' }, 'Pricing'],
    [{ title: 'Preise – Acme GmbH', url: 'https://acme.example/de/preise' }, 'Preise'],
    [{ title: 'Acme', url: 'https://acme.example/' }, 'Acme'],
    [{ title: null, url: 'https://acme.example/de/preise-und-pakete.html' }, 'Preise und pakete'],
    [{ title: 'X', url: 'https://acme.example/lavora-con-noi' }, 'Lavora con noi'],
    [{ title: null, url: 'https://www.acme.example/' }, 'acme.example'],
    [{ title: 'Ab - Acme', url: 'https://acme.example/' }, 'Ab'],
  ])('%o is added as %s', (page, name) => {
    expect(suggestedName(page)).toBe(name);
  });

  it('keeps within 255 characters', () => {
    expect(suggestedName({ title: 'P'.repeat(400), url: 'https://acme.example/' })).toHaveLength(255);
  });
});
