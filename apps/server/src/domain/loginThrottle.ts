import { HttpError } from './errors';

export const ACCOUNT_LOCKED =
  'Too many failed login attempts for this account. Please wait a few minutes and try again.';

export interface LoginThrottleOptions {
  /** Failed attempts on one account, within the window, before it is refused for a while. */
  maxFailures: number;
  /** How long the failures are remembered, and how long an account stays refused. */
  windowMs: number;
  now?: () => number;
  /** Accounts remembered at once; the oldest are forgotten first, so a flood of made-up emails cannot fill memory. */
  capacity?: number;
}

interface Failures {
  count: number;
  firstAt: number;
  lockedUntil: number;
}

/**
 * Per-account login throttling, beside the per-address rate limit: an
 * attacker who spreads guesses over many addresses still gets only a few
 * tries per account. Keyed by the normalised email whether or not an account
 * exists, so the answer tells nothing about which emails have accounts.
 * Kept in this process's memory.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Failures>();
  private readonly now: () => number;
  private readonly capacity: number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.now = options.now ?? Date.now;
    this.capacity = options.capacity ?? 100_000;
  }

  /** Throws 429 (with Retry-After) while the account is refused. */
  assertOpen(key: string): void {
    const entry = this.current(key);
    if (!entry || entry.lockedUntil <= this.now()) return;
    const seconds = Math.max(1, Math.ceil((entry.lockedUntil - this.now()) / 1000));
    throw new HttpError(429, ACCOUNT_LOCKED, undefined, { 'retry-after': String(seconds) });
  }

  recordFailure(key: string): void {
    const now = this.now();
    const entry = this.current(key) ?? { count: 0, firstAt: now, lockedUntil: 0 };
    entry.count += 1;
    if (entry.count >= this.options.maxFailures) entry.lockedUntil = now + this.options.windowMs;
    // Re-inserted, so the map's order stays oldest-first for eviction.
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  /** The account's failures, unless the window and any refusal are over. */
  private current(key: string): Failures | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.lockedUntil <= now && now - entry.firstAt >= this.options.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
