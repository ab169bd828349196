import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostPacer } from '../../src/recon/hostPacer';

describe('the per-host pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spaces the requests to one host by the interval asked, each host on its own', async () => {
    const pacer = new HostPacer();
    const sent: [string, number][] = [];
    const send = (host: string, intervalMs = 150) =>
      pacer.wait(host, intervalMs).then(() => sent.push([host, Date.now()]));
    const requests = Promise.all([send('a.example'), send('a.example'), send('b.example'), send('a.example')]);
    await vi.runAllTimersAsync();
    await requests;
    expect(sent).toEqual([
      ['a.example', 0],
      ['b.example', 0],
      ['a.example', 150],
      ['a.example', 300],
    ]);

    // A host quiet for longer than its interval is asked at once.
    await vi.advanceTimersByTimeAsync(1_000);
    const later = send('a.example');
    await vi.runAllTimersAsync();
    await later;
    expect(sent.at(-1)).toEqual(['a.example', 1_300]);
  });

  it('ends a wait early when its discovery stops', async () => {
    const pacer = new HostPacer();
    await pacer.wait('a.example', 10_000);
    const stop = new AbortController();
    let done = false;
    const waiting = pacer.wait('a.example', 10_000, stop.signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    stop.abort();
    await waiting;
    expect(Date.now()).toBe(100);
  });
});
