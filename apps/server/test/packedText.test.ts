import { describe, expect, it } from 'vitest';
import {
  isDeltaPacked,
  packSnapshotSync,
  packTextSync,
  unpackStoredSync,
  unpackText,
  unpackTextSync,
} from '../src/db/packedText';

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
  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  /** The next snapshot after a stored one, packed against the whole value it rests on. */
  const nextAfter = (text: string, stored: Uint8Array, storedBase?: Uint8Array) =>
    packSnapshotSync(utf8(text), unpackStoredSync(stored, storedBase).wholeBytes);

  it('packs a text close to its base as a small difference that reads back through the base', async () => {
    const next = base.replace('Line 150:', 'Line 150 (edited):');
    const delta = nextAfter(next, packedBase);
    expect(isDeltaPacked(delta)).toBe(true);
    expect(delta.byteLength).toBeLessThan(packTextSync(next).byteLength / 20);
    expect(unpackTextSync(delta, packedBase)).toBe(next);
    expect(await unpackText(delta, packedBase)).toBe(next);
    // The snapshot after it is a difference from the same whole value, never from the difference.
    const third = next.replace('Line 20:', 'Line 20 (edited):');
    const again = nextAfter(third, delta, packedBase);
    expect(isDeltaPacked(again)).toBe(true);
    expect(unpackTextSync(again, packedBase)).toBe(third);
  });

  it('keeps a text far from its base, a small one, or a first one, whole', () => {
    const other = pageText(12);
    expect(isDeltaPacked(nextAfter(other, packedBase))).toBe(false);
    expect(unpackTextSync(nextAfter(other, packedBase))).toBe(other);
    expect(isDeltaPacked(nextAfter('Pro $20', packTextSync('Pro $10')))).toBe(false);
    expect(unpackTextSync(packSnapshotSync(utf8(base), null))).toBe(base);
  });

  it('keeps a larger difference only while it is at most half the text packed whole', () => {
    // A third of the lines rewritten: more than a twentieth of the text, less than half its packed size.
    const lines = base.split('\n');
    const other = pageText(13).split('\n');
    const rewritten = lines.map((line, index) => (index % 3 === 0 ? other[index] : line)).join('\n');
    const packed = nextAfter(rewritten, packedBase);
    expect(isDeltaPacked(packed)).toBe(true);
    expect(packed.byteLength).toBeGreaterThan(utf8(rewritten).byteLength / 20);
    expect(packed.byteLength).toBeLessThanOrEqual(packTextSync(rewritten).byteLength / 2);
    expect(unpackTextSync(packed, packedBase)).toBe(rewritten);
  });

  it('refuses to read a difference without its base, or to use a difference as a base', async () => {
    const next = `${base}\nOne more line`;
    const delta = nextAfter(next, packedBase);
    expect(() => unpackTextSync(delta)).toThrow('read without the text it is a difference from');
    await expect(unpackText(delta, null)).rejects.toThrow('read without the text it is a difference from');
    expect(() => unpackTextSync(delta, delta)).toThrow('not a whole text');
  });
});
