import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** This thread's id as Linux names it under /proc (nice values are per thread there), or null elsewhere. */
function linuxThreadId(): number | null {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's scheduling priority by `steps` nice values (19
 * at most). Only Linux keeps a nice value per thread; elsewhere, or when
 * the system refuses, the thread keeps the process's priority: false.
 */
export function lowerThreadPriority(steps: number): boolean {
  const id = linuxThreadId();
  if (id === null) return false;
  try {
    setPriority(id, Math.min(19, getPriority(id) + steps));
    return true;
  } catch {
    return false;
  }
}
