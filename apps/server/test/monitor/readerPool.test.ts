import { afterAll, describe, expect, it } from 'vitest';
import { packTextSync, unpackTextSync } from '../../src/db/packedText';
import { NO_RULES } from '../../src/monitor/noise/pageRules';
import type { NewPageText } from '../../src/monitor/pageReading';
import { ReaderPool } from '../../src/monitor/readerPool';
import { EMPTY_STRUCTURE } from '../../src/monitor/structure';

const nested = (depth: number) =>
  `<html><body>${'<div>'.repeat(depth)}<p>deep</p>${'</div>'.repeat(depth)}</body></html>`;

/** A first text comes back compressed, as it is stored; a new one to compare as its UTF-8 bytes. */
const textOf = (text: NewPageText) =>
  'packed' in text ? unpackTextSync(text.packed) : Buffer.from(text.utf8).toString('utf8');

describe('reader pool', () => {
  const pool = new ReaderPool({ threads: 1, timeoutMs: 1_500 });
  afterAll(() => pool.close());

  const read = (
    html: string,
    selector: string | null = null,
    keywords: string[] = [],
    knownHash: string | null = null,
  ) =>
    pool
      .read(
        {
          body: Buffer.from(html),
          contentType: 'text/html',
          selector,
          removeSelectors: [],
          keywords,
          rules: NO_RULES,
          knownHash,
        },
        'scheduled',
      )
      .then((reading) => (reading.ok ? { ...reading, text: reading.text && textOf(reading.text) } : reading));

  it('reads a page on a thread of its own: text, hash and keywords', async () => {
    const reading = await read('<p>Spring sale: 20% off.</p><p>Other</p>', null, ['SALE']);
    expect(reading).toMatchObject({
      ok: true,
      text: 'Spring sale: 20% off.\nOther',
      hits: [{ keyword: 'SALE', excerpt: 'Spring sale: 20% off.' }],
    });
    expect(reading.ok && reading.hash).toMatch(/^[0-9a-f]{64}$/);
    // Read again with that hash known: the same text is not sent back.
    const again = await read(
      '<p>Spring sale: 20% off.</p><p>Other</p>',
      null,
      ['SALE'],
      reading.ok ? reading.hash : null,
    );
    expect(again).toMatchObject({ ok: true, text: null, hits: [{ keyword: 'SALE' }] });
    // A new text of a page read before comes back as read, for the comparison to pack.
    const changed = await read('<p>Summer sale</p>', null, [], reading.ok ? reading.hash : null);
    expect(changed).toMatchObject({ ok: true, text: 'Summer sale' });
  });

  it('ends a read over its time limit, says so, and reads the next page on a new thread', async () => {
    // Three nested combinators on 300 levels: right-to-left matching would take minutes; ours is linear.
    const linear = await read(nested(300), 'body div div div p');
    expect(linear).toMatchObject({ ok: true, text: 'deep' });

    const started = performance.now();
    const stuck = await pool
      .diff(
        {
          before: { packed: packTextSync(Array.from({ length: 400_000 }, (_, i) => `a${i}`).join('\n')), base: null },
          after: Buffer.from('b'),
          rules: NO_RULES,
          page: { url: 'https://example.com/', name: 'Home' },
          structureBefore: EMPTY_STRUCTURE,
          structureAfter: EMPTY_STRUCTURE,
        },
        'scheduled',
      )
      .then(
        () => 'finished',
        (error: Error) => error.message,
      );
    expect(['finished', 'The page is too complex to read in 1.5 s']).toContain(stuck);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await read('<p>After</p>')).toMatchObject({ ok: true, text: 'After' });
  });

  it('reads pages waiting together in one go; a page over its limit fails alone, its neighbours are read', async () => {
    // The thread is busy with the first page, so the next three wait for it together and go as one batch.
    const first = read('<p>First</p>');
    const before = read('<p>Before</p>');
    // Matching this selector is quadratic in the siblings: far over the limit.
    const stalled = read(`<ul>${'<li>x</li>'.repeat(150_000)}</ul>`, 'li:nth-last-child(1)');
    const after = read('<p>After</p>', null, ['after']);
    expect(await first).toMatchObject({ ok: true, text: 'First' });
    expect(await stalled).toEqual({ ok: false, error: 'The page is too complex to read in 1.5 s' });
    expect(await before).toMatchObject({ ok: true, text: 'Before' });
    expect(await after).toMatchObject({ ok: true, text: 'After', hits: [{ keyword: 'after' }] });
  });
});
