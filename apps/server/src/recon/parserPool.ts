import Tinypool from 'tinypool';
import { cleanText } from '../monitor/cleanText';
import type { ParseEnvelope } from './parserThread';
import type { ParseResult, ParseTask } from './parsing';

export interface ParserPoolOptions {
  threads: number;
  /** Wall-clock limit for one task once its thread takes it; past it the thread is ended. */
  timeoutMs: number;
  idleMs?: number;
}

/** A file could not be read in time, or its thread died: the discovery step's failure, in words. */
export class ParseFailure extends Error {
  override name = 'ParseFailure';
}

/** The source runs under tsx (tests, `npm run dev`); the build ships the thread as dist/reconThread.js. */
function threadFile(): { filename: URL; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource
    ? { filename: new URL('./parserThread.ts', import.meta.url), execArgv: ['--import', 'tsx'] }
    : { filename: new URL('./reconThread.js', import.meta.url), execArgv: [] };
}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`);

/**
 * Discovery's parsing threads (tinypool): robots.txt, sitemaps and pages
 * are read there, at most `threads` at once, each under a time limit that
 * counts from when its thread takes it (a waiting task's limit has not
 * started). An idle thread exits, so the API process carries none between
 * discoveries.
 */
export class ParserPool {
  private readonly pool: Tinypool;
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private closed = false;

  constructor(private readonly options: ParserPoolOptions) {
    const { filename, execArgv } = threadFile();
    this.pool = new Tinypool({
      filename: filename.href,
      execArgv,
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: options.idleMs ?? 30_000,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
  }

  async run<T extends ParseTask>(task: T): Promise<ParseResult<T>> {
    if (this.closed) throw new ParseFailure('Discovery is stopping');
    if (this.running >= this.options.threads) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.closed) throw new ParseFailure('Discovery is stopping');
    this.running += 1;
    const startedAt = new SharedArrayBuffer(8);
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const watch = (at: number) => {
      timer = setTimeout(() => {
        const taken = new Float64Array(startedAt)[0]!;
        const deadline = (taken > 0 ? taken : Date.now()) + this.options.timeoutMs;
        if (Date.now() >= deadline) controller.abort();
        else watch(deadline);
      }, at - Date.now());
    };
    watch(Date.now() + this.options.timeoutMs);
    try {
      const transfer = 'body' in task ? [ownedBytes(task).buffer as ArrayBuffer] : [];
      const envelope: ParseEnvelope = { task, startedAt };
      return (await this.pool.run(envelope, { transferList: transfer, signal: controller.signal })) as ParseResult<T>;
    } catch (error) {
      if (this.closed) throw new ParseFailure('Discovery is stopping');
      if (controller.signal.aborted)
        throw new ParseFailure(`The file is too complex to read in ${seconds(this.options.timeoutMs)}`);
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new ParseFailure('The file is too large to read in memory');
      throw new ParseFailure(cleanText(`The file could not be read: ${(error as Error).message ?? String(error)}`));
    } finally {
      clearTimeout(timer);
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const resume of this.waiting.splice(0)) resume();
    await this.pool.destroy();
  }
}

/** Gives the task bytes in an ArrayBuffer of their own, so moving them to the thread detaches nothing else. */
function ownedBytes(task: ParseTask & { body: Uint8Array }): Uint8Array {
  const { body } = task;
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer)
    return body;
  task.body = new Uint8Array(body);
  return task.body;
}
