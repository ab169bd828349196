import { describe, expect, it } from 'vitest';
import { isDeltaPacked, packDeltaSync, packTextSync, unpackText, unpackTextSync } from '../src/db/packedText';

/** Text that packs to a few KB: lines of words drawn by a fixed generator. */
function pageText(seed: number, lines = 300): string {
  let state = seed;
  const word = () => {
    state = (state * 48271) % 2147483647;
    return `w${state % 5000}`;
  };
  return Array.from({ length: lines }, (_, line) => `Line ${line}: ${Array.from({ length: 8 }, word).join(' ')}`).join(
    '\n',
  );
}

describe('stored texts', () => {
  const base = pageText(11);
  const packedBase = packTextSync(base);

  it('packs a text close to its base as a small difference that reads back through the base', async () => {
    const next = base.replace('Line 150:', 'Line 150 (edited):');
    const whole = packTextSync(next);
    const delta = packDeltaSync(next, whole, packedBase);
    expect(delta).not.toBeNull();
    expect(isDeltaPacked(delta!)).toBe(true);
    expect(delta!.byteLength).toBeLessThan(whole.byteLength / 20);
    expect(unpackTextSync(delta!, packedBase)).toBe(next);
    expect(await unpackText(delta!, packedBase)).toBe(next);
  });

  it('keeps a text far from its base, or a small one, whole', () => {
    const other = pageText(12);
    expect(packDeltaSync(other, packTextSync(other), packedBase)).toBeNull();
    expect(packDeltaSync('Pro $20', packTextSync('Pro $20'), packTextSync('Pro $10'))).toBeNull();
  });

  it('refuses to read a difference without its base, or to use a difference as a base', async () => {
    const next = `${base}\nOne more line`;
    const delta = packDeltaSync(next, packTextSync(next), packedBase)!;
    expect(() => unpackTextSync(delta)).toThrow('read without the text it is a difference from');
    await expect(unpackText(delta, null)).rejects.toThrow('read without the text it is a difference from');
    expect(() => unpackTextSync(delta, delta)).toThrow('not a whole text');
  });
});
