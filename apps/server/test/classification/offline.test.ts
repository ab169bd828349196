import { packTextSync } from '../../src/db/packedText';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractText } from '../../src/monitor/extractor';
import type { comparePage } from '../../src/monitor/pageReading';
import { ALL_PRESET_RULES, corpus } from './corpus';

/** Every way Node reaches the network, each made to fail and to tell the test it was tried. */
function blockNetwork(attempts: string[]) {
  const refuse = (what: string) =>
    function blocked(): never {
      attempts.push(what);
      throw new Error(`The network is blocked in this test: ${what}`);
    };
  return [
    vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse('net.Socket.connect')),
    vi.spyOn(net, 'connect').mockImplementation(refuse('net.connect')),
    vi.spyOn(net, 'createConnection').mockImplementation(refuse('net.createConnection')),
    vi.spyOn(tls, 'connect').mockImplementation(refuse('tls.connect')),
    vi.spyOn(http, 'request').mockImplementation(refuse('http.request')),
    vi.spyOn(https, 'request').mockImplementation(refuse('https.request')),
    vi.spyOn(dns, 'lookup').mockImplementation(refuse('dns.lookup')),
    vi.spyOn(dns.promises, 'lookup').mockImplementation(refuse('dns.promises.lookup')),
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => refuse('fetch')()),
  ];
}

describe('classification is offline', () => {
  const attempts: string[] = [];
  let spies: ReturnType<typeof blockNetwork>;
  beforeAll(() => {
    spies = blockNetwork(attempts);
  });
  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
  });

  it('blocks the network for real here', async () => {
    await expect(fetch('https://example.com/')).rejects.toThrow('The network is blocked');
    expect(() => net.connect(443, 'example.com')).toThrow('The network is blocked');
    attempts.length = 0;
  });

  it('classifies every pair of the corpus with the network blocked, and never tries to reach it', async () => {
    // The classifier's modules are loaded now, under the block, as a fresh reading thread loads them.
    vi.resetModules();
    const { comparePage: freshComparePage } = await import('../../src/monitor/pageReading');
    const compare = freshComparePage as typeof comparePage;
    let classified = 0;
    for (const pair of corpus) {
      const read = (html: string) => extractText(Buffer.from(html), 'text/html', null);
      const before = read(pair.before);
      const after = read(pair.after);
      if (!before.ok || !after.ok) throw new Error(pair.id);
      const change = compare({
        kind: 'diff',
        before: { packed: packTextSync(before.text), base: null },
        after: Buffer.from(after.text),
        rules: ALL_PRESET_RULES,
        page: { url: pair.url, name: pair.name },
        structureBefore: before.structure,
        structureAfter: after.structure,
      });
      expect(change.classification.kind).toEqual(expect.any(String));
      classified += 1;
    }
    expect(classified).toBe(corpus.length);
    expect(attempts).toEqual([]);
  });
});
