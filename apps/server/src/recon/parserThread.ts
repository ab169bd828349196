import { runParseTask, type ParseTask } from './parsing';

export interface ParseEnvelope {
  task: ParseTask;
  /** One float the thread sets to Date.now() as it begins: the time limit counts from there. */
  startedAt: SharedArrayBuffer;
}

/**
 * The parsing thread's entry: tinypool calls it with each task. What a
 * discovery fetched was written by strangers; a file built to be slow costs
 * this thread, which the pool ends at its time limit.
 */
export default function parserThread({ task, startedAt }: ParseEnvelope) {
  new Float64Array(startedAt)[0] = Date.now();
  return runParseTask(task);
}
