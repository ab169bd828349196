import { createHash } from 'node:crypto';
import type { PageRow } from '../db';

/**
 * Raised when the same bytes would read to a different text than before
 * (a change to extraction or cleaning): every page is then read again once.
 */
const READING_VERSION = 1;

/**
 * A page's answer and everything its reading depends on (address, fetcher,
 * content type, selectors, watched keywords, ignore rules), hashed. When a
 * page answers with the same bytes and nothing about its reading changed,
 * the last reading's text, hash and keywords still stand, and the check
 * skips the reading thread. Pages whose bytes move at every request (a
 * nonce, a request stamp) are read every time.
 */
export function bodyFingerprint(
  page: Pick<
    PageRow,
    'url' | 'fetcher' | 'cssSelector' | 'removeSelectors' | 'alertKeywords' | 'ignoreRules' | 'ignorePresets'
  >,
  contentType: string | null,
  body: Uint8Array,
): string {
  const reading = JSON.stringify([
    READING_VERSION,
    page.url,
    page.fetcher,
    contentType,
    page.cssSelector,
    page.removeSelectors,
    page.alertKeywords,
    page.ignoreRules,
    page.ignorePresets,
  ]);
  return createHash('sha256').update(reading).update('\u0000').update(body).digest('base64url');
}
