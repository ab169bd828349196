/**
 * Characters drawn from `alphabet` by a fixed sequence seeded with `seed`:
 * a secret the mock backend makes (an API key, a feed token) looks random
 * yet is the same in every run, so a story that shows one keeps its screenshot.
 */
export function seededChars(seed: string, alphabet: string, length: number): string {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  let text = '';
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    text += alphabet[Math.floor((state / 2 ** 32) * alphabet.length)];
  }
  return text;
}
