import Tinypool from 'tinypool';
import type { StoredText } from '../db/packedText';
import { cleanText } from './cleanText';
import type { KeywordHit } from './keywords';
import type { RuleProblem, RulesToCheck } from './noise/checkRules';
import type { NoiseRules, RulesPreview } from './noise/pageRules';
import type {
  ComparedChange,
  DiffTask,
  PageReading,
  ReadBatchTask,
  ReadTask,
  ReaderTask,
  UnreadableSnapshot,
} from './pageReading';
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

/** A page waiting to be read; it goes to a thread with the other pages waiting then. */
interface WaitingRead {
  task: Omit<ReadTask, 'kind'>;
  resolve(reading: PageReading): void;
  reject(error: Error): void;
  /** Read on its own: its batch failed, and it was not the page to blame. */
  alone: boolean;
}

interface Waiting {
  start(): void;
  reject(error: Error): void;
  read?: WaitingRead;
}

/** Why a task failed and, for a batch, the index of the page being read then (-1: none). */
interface TaskFailure {
  error: Error;
  index: number;
}

/** Pages read in one task at most: one message each way for them all. */
const READ_BATCH = 16;

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

  /**
   * Reads a fetched page; a failure of the reading itself comes back as a
   * reading with its reason. Pages that wait for a thread together are read
   * in one task, each within its own time limit.
   */
  read(task: Omit<ReadTask, 'kind'>, urgency: Urgency): Promise<PageReading> {
    if (this.closed) return Promise.reject(new ReaderClosedError('The page reader is closed'));
    return new Promise<PageReading>((resolve, reject) => {
      this.enqueueRead({ task, resolve, reject, alone: false }, urgency);
      this.next();
    });
  }

  /**
   * Compares two texts after the page's rules and classifies the change
   * (UnreadableSnapshot when the last one cannot be read); throws
   * ReaderFailure when that is over the limit.
   */
  diff(task: Omit<DiffTask, 'kind'>, urgency: Urgency): Promise<ComparedChange | UnreadableSnapshot> {
    return this.run<ComparedChange | UnreadableSnapshot>({ kind: 'diff', ...task }, [], urgency);
  }

  /** Finds watched keywords in a stored text (a previous snapshot), each with its sentence. */
  find(stored: StoredText, keywords: string[], urgency: Urgency): Promise<KeywordHit[]> {
    return this.run<KeywordHit[]>({ kind: 'find', stored, keywords }, [], urgency);
  }

  /** What rules would hide of a stored text; throws ReaderFailure when that is over the limit. */
  preview(stored: StoredText | null, rules: NoiseRules): Promise<RulesPreview> {
    return this.run<RulesPreview>({ kind: 'preview', stored, rules }, [], 'now');
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

  private enqueueRead(read: WaitingRead, urgency: Urgency, first = false): void {
    const waiting: Waiting = { read, start: () => this.startReads([read]), reject: read.reject };
    if (first) this.waiting[urgency].unshift(waiting);
    else this.waiting[urgency].push(waiting);
  }

  private run<T>(task: ReaderTask, transfer: ArrayBuffer[], urgency: Urgency): Promise<T> {
    if (this.closed) return Promise.reject(new ReaderClosedError('The page reader is closed'));
    return new Promise<T>((resolve, reject) => {
      const start = () => this.dispatch<T>(task, transfer).then(resolve, (failed: TaskFailure) => reject(failed.error));
      this.waiting[urgency].push({ start, reject });
      this.next();
    });
  }

  /**
   * Hands a task to a thread under the time limit, counted from when the
   * thread takes it and again as each page of a batch begins. A failure
   * says which page of a batch was being read (-1: none yet).
   */
  private dispatch<T>(task: ReaderTask, transfer: ArrayBuffer[]): Promise<T> {
    this.running += 1;
    const startedAt = new SharedArrayBuffer(16);
    const progress = new Float64Array(startedAt);
    progress[1] = -1;
    const controller = new AbortController();
    let timer: NodeJS.Timeout;
    const watch = (at: number) => {
      timer = setTimeout(() => {
        const taken = progress[0]!;
        const deadline = (taken > 0 ? taken : Date.now()) + this.options.timeoutMs;
        if (Date.now() >= deadline) controller.abort();
        else watch(deadline);
      }, at - Date.now());
    };
    watch(Date.now() + this.options.timeoutMs);
    const envelope: ReaderEnvelope = { task, startedAt };
    return this.pool
      .run(envelope, { transferList: transfer, signal: controller.signal })
      .then(
        (result: T) => result,
        (error: unknown) => {
          const failed: TaskFailure = { error: this.failure(error, controller.signal.aborted), index: progress[1]! };
          throw failed;
        },
      )
      .finally(() => {
        clearTimeout(timer);
        this.running -= 1;
        this.next();
      });
  }

  /**
   * Reads pages in one task, their bytes side by side in one shared buffer.
   * When the task fails (a page over its time limit, a thread out of memory),
   * the page being read then gets the failure and the others are read again
   * one by one, first in line: one page never costs its neighbours theirs.
   */
  private startReads(reads: WaitingRead[]): void {
    const size = reads.reduce((sum, read) => sum + read.task.body.byteLength, 0);
    const bodies = new SharedArrayBuffer(size);
    const shared = new Uint8Array(bodies);
    let offset = 0;
    const pages = reads.map(({ task: { body, ...page } }) => {
      shared.set(body, offset);
      offset += body.byteLength;
      return { ...page, offset: offset - body.byteLength, length: body.byteLength };
    });
    const task: ReadBatchTask = { kind: 'read-batch', bodies, pages };
    this.dispatch<PageReading[]>(task, []).then(
      (readings) => reads.forEach((read, index) => read.resolve(readings[index]!)),
      ({ error, index }: TaskFailure) => {
        if (!(error instanceof ReaderFailure) || reads.length === 1) {
          for (const read of reads) {
            if (error instanceof ReaderFailure) read.resolve({ ok: false, error: error.message });
            else read.reject(error);
          }
          return;
        }
        // The others go back in line with their bytes, ahead of everything, in their order.
        for (const [position, read] of [...reads.entries()].reverse()) {
          if (position === index) {
            read.resolve({ ok: false, error: error.message });
            continue;
          }
          const { offset: at, length } = pages[position]!;
          this.enqueueRead(
            { ...read, task: { ...read.task, body: shared.slice(at, at + length) }, alone: true },
            'now',
            true,
          );
        }
        this.next();
      },
    );
  }

  private next(): void {
    while (this.running < this.options.threads) {
      const waiting = this.waiting.now.shift() ?? this.waiting.scheduled.shift();
      if (!waiting) return;
      if (!waiting.read || waiting.read.alone) {
        waiting.start();
        continue;
      }
      // The pages waiting with it go along (people's first), save those to be read alone.
      const reads = [waiting.read];
      for (const queue of [this.waiting.now, this.waiting.scheduled]) {
        for (let index = 0; index < queue.length && reads.length < READ_BATCH;) {
          const read = queue[index]!.read;
          if (read && !read.alone) {
            queue.splice(index, 1);
            reads.push(read);
          } else index += 1;
        }
      }
      this.startReads(reads);
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
