import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/inlineScripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes for the CSP', () => {
  it('hashes the exact text of each inline script, whitespace included', () => {
    const first = '\n  window.a = 1;\n';
    const second = 'window.b=2';
    expect(
      inlineScriptHashes(
        `<head><script>${first}</script></head><body><SCRIPT type="text/javascript">${second}</SCRIPT></body>`,
      ),
    ).toEqual([sha256(first), sha256(second)]);
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    expect(
      inlineScriptHashes('<script type="module" crossorigin src="/assets/index.js"></script><script></script>'),
    ).toEqual([]);
  });
});
