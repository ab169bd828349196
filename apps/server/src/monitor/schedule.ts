/** Where the monitor reads the time; tests pass a clock they move by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const MINUTE = 60_000;
/** ±10% of the interval, so pages added together drift apart instead of arriving in bursts. */
const JITTER = 0.1;
/** However often a page fails, it is tried again at least daily. */
const MAX_BACKOFF_MINUTES = 24 * 60;

function jittered(minutes: number, random: () => number): number {
  return minutes * MINUTE * (1 + JITTER * (2 * random() - 1));
}

/** After a good check: the website's frequency, give or take the jitter. */
export function nextCheckAfterSuccess(now: Date, frequencyMinutes: number, random: () => number): Date {
  return new Date(now.getTime() + jittered(frequencyMinutes, random));
}

/**
 * After the n-th failure in a row: the frequency doubled per failure
 * (1x, 2x, 4x, ...), capped at a day (or the frequency, if that is longer).
 */
export function nextCheckAfterFailure(
  now: Date,
  frequencyMinutes: number,
  failures: number,
  random: () => number,
): Date {
  const doubled = frequencyMinutes * 2 ** Math.min(Math.max(failures - 1, 0), 16);
  const minutes = Math.min(doubled, Math.max(frequencyMinutes, MAX_BACKOFF_MINUTES));
  return new Date(now.getTime() + jittered(minutes, random));
}
