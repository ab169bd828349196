import { runReaderTask, type ReaderTask } from './pageReading';

export interface ReaderEnvelope {
  task: ReaderTask;
  /** One float the thread sets to Date.now() as it begins: the time limit counts from there. */
  startedAt: SharedArrayBuffer;
}

/**
 * The reading thread's entry: tinypool calls it with each task. Pages are
 * written by strangers; here a slow one costs this thread, which the pool
 * ends at its time limit, never the thread that answers the API.
 */
export default function readerThread({ task, startedAt }: ReaderEnvelope) {
  new Float64Array(startedAt)[0] = Date.now();
  return runReaderTask(task);
}
