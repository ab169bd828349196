import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

interface Lowered {
  before: number;
  lowered: boolean;
  after: number;
}

/** Runs `lowerThreadPriority(steps)` on a thread of its own; answers that thread's nice value before and after. */
function lowerOnAThread(steps: number): Promise<Lowered> {
  const moduleUrl = new URL('../../src/monitor/threadPriority.ts', import.meta.url).href;
  const worker = new Worker(
    `
    const { readlinkSync } = require('node:fs');
    const { getPriority } = require('node:os');
    const { parentPort } = require('node:worker_threads');
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    import(${JSON.stringify(moduleUrl)}).then(({ lowerThreadPriority }) => {
      const before = getPriority(id);
      const lowered = lowerThreadPriority(${steps});
      parentPort.postMessage({ before, lowered, after: getPriority(id) });
    });
    `,
    { eval: true, execArgv: ['--import', 'tsx'] },
  );
  return new Promise<Lowered>((resolve, reject) => {
    worker.once('message', (message: Lowered) => void worker.terminate().then(() => resolve(message)));
    worker.once('error', reject);
  });
}

// Nice values are per thread only on Linux; elsewhere the function answers false and changes nothing.
describe.runIf(existsSync('/proc/thread-self'))('thread priority', () => {
  it("lowers the calling thread's priority, not the process's", async () => {
    const mainBefore = getPriority();
    const { before, lowered, after } = await lowerOnAThread(3);
    expect(lowered).toBe(true);
    expect(after).toBe(Math.min(19, before + 3));
    expect(getPriority()).toBe(mainBefore);
  });

  it('stops at the lowest priority there is', async () => {
    const { lowered, after } = await lowerOnAThread(40);
    expect(lowered).toBe(true);
    expect(after).toBe(19);
  });
});
