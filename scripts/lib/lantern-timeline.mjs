// What Lighthouse's simulation (Lantern) makes of one load: each request and long task of the
// LCP estimate with its simulated start and end on the slow link. The scores are computed from
// this simulation, not from the load itself, so it is what to read when LCP moves: which
// request waits for which, and how many rounds the six HTTP/1.1 connections per host take.
// Reads Lighthouse's own modules (its computed LCP artifact), so it follows Lighthouse's version.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** A main-thread task shorter than this (simulated, at 4x) is left out of the listing. */
const LONG_TASK_MS = 50;

/**
 * The simulated LCP and the rows behind it, ordered by simulated start.
 * @param {Record<string, any>} artifacts a Lighthouse run's artifacts (its trace and DevTools log)
 * @returns {Promise<{ lcp: number, rows: Array<{ start: number, end: number, what: string }> }>}
 */
export async function simulatedTimeline(artifacts) {
  const result = await LanternLargestContentfulPaint.request(simulationInput(artifacts), { computedCache: new Map() });
  /** @type {Array<{ start: number, end: number, what: string }>} */
  const rows = [];
  for (const [node, timing] of result.pessimisticEstimate.nodeTimings) {
    const duration = timing.endTime - timing.startTime;
    if (node.type === 'network') {
      const url = new URL(node.request.url);
      rows.push({
        start: timing.startTime,
        end: timing.endTime,
        what: `${url.pathname}${url.search} (${(node.request.transferSize / 1024).toFixed(1)} KB)`,
      });
    } else if (duration >= LONG_TASK_MS) {
      rows.push({ start: timing.startTime, end: timing.endTime, what: `main thread, ${Math.round(duration)} ms` });
    }
  }
  rows.sort((a, b) => a.start - b.start || a.end - b.end);
  return { lcp: result.timing, rows };
}

/**
 * What Lighthouse's computed Lantern metrics take, from a run's artifacts.
 * @param {Record<string, any>} artifacts a Lighthouse run's artifacts (its trace and DevTools log)
 */
export function simulationInput(artifacts) {
  return {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
}
