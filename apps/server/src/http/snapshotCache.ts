/**
 * Serialized answers kept with the database snapshot they were read in
 * (see listProjectsAsOf). An answer is served again only after the database
 * has said, in a statement sent after the request came (SnapshotProbe), that
 * it is still in that snapshot: nothing was committed since, by this process
 * or any other. So there is no invalidation to forget and no time to wait.
 * Bounded by the size of what it keeps; the least recently used goes first.
 */
export class SnapshotCache {
  private readonly entries = new Map<string, { snapshot: string; body: string }>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): { snapshot: string; body: string } | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last, so eviction takes the front.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, snapshot: string, body: string): void {
    this.delete(key);
    if (body.length > this.maxChars) return;
    this.entries.set(key, { snapshot, body });
    this.size += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(oldest);
      this.size -= entry.body.length;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.body.length;
  }

  /** How many characters the kept answers hold. */
  get chars(): number {
    return this.size;
  }
}
