import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-...') that allow the inline scripts of an HTML
 * page and nothing else inline: the built index.html carries one, the boot
 * script that preloads the first screen (apps/web/vite/bootPreloads.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes for the SPA's index.html, when this process serves one. */
export function spaScriptHashes(webDist: string | undefined): string[] {
  const index = webDist ? join(webDist, 'index.html') : undefined;
  return index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
