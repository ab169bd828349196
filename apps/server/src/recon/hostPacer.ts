/**
 * Politeness per host: requests to one host, from every discovery of this
 * process, are spaced by at least the interval the host's discovery asks
 * (ours, or its robots.txt Crawl-delay when longer).
 */
export class HostPacer {
  private readonly next = new Map<string, number>();

  /** Resolves when a request to `host` may go; `signal` ends the wait early (the discovery stopped). */
  async wait(host: string, intervalMs: number, signal?: AbortSignal): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next.get(host) ?? 0);
    this.next.set(host, at + intervalMs);
    this.forgetOld(now);
    if (at <= now) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, at - now);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** Hosts whose slot has long passed are dropped, so the map does not grow with every site ever discovered. */
  private forgetOld(now: number): void {
    if (this.next.size < 1_000) return;
    for (const [host, at] of this.next) if (at < now) this.next.delete(host);
  }
}
