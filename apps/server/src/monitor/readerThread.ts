import Tinypool from 'tinypool';
import { runReaderTask, type PageReading, type ReaderTask } from './pageReading';
import { lowerThreadPriority } from './threadPriority';

/**
 * A reading thread yields the processor to the event loop's thread, which
 * answers the API and drives the monitor's fetches and writes: with every
 * core busy, a page being read neither delays a request nor preempts the
 * loop as it wakes. It still gets what the loop leaves, most of a core on a
 * machine running the monitor; ten nice steps are the usual background
 * share, and the time limit (seconds) is far above a page's reading
 * (milliseconds) even at that share.
 */
lowerThreadPriority(10);

export interface ReaderEnvelope {
  task: ReaderTask;
  /**
   * Two floats: the thread sets the first to Date.now() as it begins the
   * task, and as it begins each page of a batch (the time limit counts from
   * there), the second to that page's index in the batch.
   */
  startedAt: SharedArrayBuffer;
}

/** A buffer whose memory is its own can be moved back to the caller instead of copied. */
const movable = (bytes: Uint8Array | null): bytes is Uint8Array =>
  bytes !== null &&
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength &&
  bytes.buffer instanceof ArrayBuffer;

const textBytes = (reading: PageReading) =>
  reading.ok && reading.text ? ('packed' in reading.text ? reading.text.packed : reading.text.utf8) : null;

/** The readings with their texts' bytes moved, not copied, back to the main thread. */
function movingTexts(readings: PageReading[]) {
  const buffers = readings.flatMap((reading) => {
    const bytes = textBytes(reading);
    return movable(bytes) ? [bytes.buffer as ArrayBuffer] : [];
  });
  if (buffers.length === 0) return readings;
  return Tinypool.move({
    [Tinypool.transferableSymbol]: buffers,
    [Tinypool.valueSymbol]: readings,
  } as unknown as Parameters<typeof Tinypool.move>[0]);
}

/**
 * The reading thread's entry: tinypool calls it with each task. Pages are
 * written by strangers; here a slow one costs this thread, which the pool
 * ends at its time limit, never the thread that answers the API.
 */
export default function readerThread({ task, startedAt }: ReaderEnvelope) {
  const progress = new Float64Array(startedAt);
  progress[0] = Date.now();
  const result = runReaderTask(task, (index) => {
    progress[1] = index;
    progress[0] = Date.now();
  });
  if (task.kind === 'read-batch') return movingTexts(result as PageReading[]);
  return result;
}
