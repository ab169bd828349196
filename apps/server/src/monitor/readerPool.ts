import Tinypool from 'tinypool';
import { cleanText } from './cleanText';
import type { KeywordHit } from './keywords';
import type { RuleProblem, RulesToCheck } from './noise/checkRules';
import type { NoiseRules, RulesPreview } from './noise/pageRules';
import type { ComparedChange, DiffTask, PageReading, ReadTask, ReaderTask } from './pageReading';
import type { ReaderEnvelope } from './readerThread';

export interface ReaderPoolOptions {
  /** Reading threads at most. */
  threads: number;
  /** Wall-clock limit for one task once it runs; past it the thread is ended and replaced. */
  timeoutMs: number;
  /** An idle thread exits after this long (a thread costs memory). */
  idleMs?: number;
}

/** Who waits for a task: a person (check now) goes before the schedule. */
export type Urgency = 'now' | 'scheduled';

/** A task ended at the time limit, or its thread died (out of memory): the page's failure, in words for its owner. */
export class ReaderFailure extends Error {
  override name = 'ReaderFailure';
}

/** The pool was closed (the monitor is stopping): the task's page is not to blame. */
export class ReaderClosedError extends Error {
  override name = 'ReaderClosedError';
}

interface Waiting {
  start(): void;
  reject(error: Error): void;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** The source files run under tsx (tests, `npm run dev`); the build ships the thread as dist/readerThread.js. */
function threadFile(): { filename: URL; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource
    ? { filename: new URL('./readerThread.ts', import.meta.url), execArgv: ['--import', 'tsx'] }
    : { filename: new URL('./readerThread.js', import.meta.url), execArgv: [] };
}

/**
 * Parsing, selecting, keyword matching and diffing of fetched pages, on a
 * small pool of worker threads (tinypool). Tasks wait in a queue of ours,
 * people's before the schedule's, and go to a thread only when one is free,
 * so a task's time limit counts its own work, not the queue. A task over the
 * limit has its thread terminated (tinypool replaces it on demand).
 */
export class ReaderPool {
  private readonly pool: Tinypool;
  private readonly waiting: Record<Urgency, Waiting[]> = { now: [], scheduled: [] };
  private running = 0;
  private closed = false;

  constructor(private readonly options: ReaderPoolOptions) {
    const { filename, execArgv } = threadFile();
    this.pool = new Tinypool({
      filename: filename.href,
      execArgv,
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: options.idleMs ?? 30_000,
      // A page that builds a huge tree ends its own thread, not the process.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
  }

  /** Reads a fetched page; a failure of the reading itself comes back as a reading with its reason. */
  async read(task: Omit<ReadTask, 'kind'>, urgency: Urgency): Promise<PageReading> {
    const body = ownedBytes(task.body);
    try {
      return await this.run<PageReading>({ kind: 'read', ...task, body }, [body.buffer as ArrayBuffer], urgency);
    } catch (error) {
      if (error instanceof ReaderFailure) return { ok: false, error: error.message };
      throw error;
    }
  }

  /** Compares two texts after the page's rules and classifies the change; throws ReaderFailure when that is over the limit. */
  diff(task: Omit<DiffTask, 'kind'>, urgency: Urgency): Promise<ComparedChange> {
    return this.run<ComparedChange>({ kind: 'diff', ...task }, [], urgency);
  }

  /** Finds watched keywords in a stored text (a previous snapshot), each with its sentence. */
  find(packedText: Uint8Array, keywords: string[], urgency: Urgency): Promise<KeywordHit[]> {
    return this.run<KeywordHit[]>({ kind: 'find', packedText, keywords }, [], urgency);
  }

  /** What rules would hide of a stored text; throws ReaderFailure when that is over the limit. */
  preview(packedText: Uint8Array | null, rules: NoiseRules): Promise<RulesPreview> {
    return this.run<RulesPreview>({ kind: 'preview', packedText, rules }, [], 'now');
  }

  /** Compiles a page's patterns and selectors as the monitor will; answers those that do not compile. */
  checkRules(rules: RulesToCheck): Promise<RuleProblem[]> {
    return this.run<RuleProblem[]>({ kind: 'check-rules', rules }, [], 'now');
  }

  /** Ends every thread; waiting and running tasks fail with ReaderClosedError. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queue of Object.values(this.waiting)) {
      for (const waiting of queue.splice(0)) waiting.reject(new ReaderClosedError('The page reader is closed'));
    }
    await this.pool.destroy();
  }

  private run<T>(task: ReaderTask, transfer: ArrayBuffer[], urgency: Urgency): Promise<T> {
    if (this.closed) return Promise.reject(new ReaderClosedError('The page reader is closed'));
    const startedAt = new SharedArrayBuffer(8);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        const controller = new AbortController();
        const began = Date.now();
        let timer: NodeJS.Timeout;
        // The limit counts from the moment the thread takes the task (a new thread first loads its code).
        const watch = (at: number) => {
          timer = setTimeout(() => {
            const taken = new Float64Array(startedAt)[0]!;
            const deadline = (taken > 0 ? taken : Date.now()) + this.options.timeoutMs;
            if (Date.now() >= deadline) controller.abort();
            else watch(deadline);
          }, at - Date.now());
        };
        watch(began + this.options.timeoutMs);
        const envelope: ReaderEnvelope = { task, startedAt };
        this.pool
          .run(envelope, { transferList: transfer, signal: controller.signal })
          .then(
            (result: T) => resolve(result),
            (error: unknown) => reject(this.failure(error, controller.signal.aborted)),
          )
          .finally(() => {
            clearTimeout(timer);
            this.running -= 1;
            this.next();
          });
      };
      this.waiting[urgency].push({ start, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.options.threads) {
      const waiting = this.waiting.now.shift() ?? this.waiting.scheduled.shift();
      if (!waiting) return;
      waiting.start();
    }
  }

  private failure(error: unknown, timedOut: boolean): Error {
    if (this.closed) return new ReaderClosedError('The page reader is closed');
    if (timedOut) return new ReaderFailure(`The page is too complex to read in ${seconds(this.options.timeoutMs)}`);
    const code = (error as { code?: string }).code;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new ReaderFailure('The page is too large to read in memory');
    return new ReaderFailure(cleanText(`The page could not be read: ${(error as Error).message ?? String(error)}`));
  }
}

/**
 * The bytes in an ArrayBuffer of their own, so moving it to the thread
 * detaches nothing else (small Buffers share Node's pool slab).
 */
function ownedBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes;
  }
  return new Uint8Array(bytes);
}
