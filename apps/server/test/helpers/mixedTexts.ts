/**
 * `count` texts, each up to `maxPieces` of `pieces` strung together, from a
 * fixed seed: the same texts every run, so a failure names its input.
 */
export function* mixedTexts(pieces: string[], count: number, { maxPieces, seed }: { maxPieces: number; seed: number }) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let text = 0; text < count; text += 1) {
    const length = Math.floor(next() * (maxPieces + 1));
    yield Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]!).join('');
  }
}
