// Replays a saved page load through Lighthouse's simulation (Lantern) as it was, and again with
// requests left out or made smaller, and prints the simulated FCP and LCP of each. The scores
// come from this simulation, which downloads in whole round trips and shares the link between
// the requests in flight, so a change of a few kilobytes moves a metric by a full round trip or
// not at all. Replaying one load answers what a change would do to it, without the run-to-run
// spread of fresh loads; an A/B (`npm run audit -- --compare`) still decides what is kept.
//
// Usage: node scripts/lantern-whatif.mjs LOAD.artifacts.json [--drop REGEX]... [--shrink REGEX:KB]... [--together] [--fcp]
// LOAD.artifacts.json comes from `npm run audit -- --save DIR`. `--drop REGEX` removes the
// requests whose URL matches; `--shrink REGEX:KB` takes KB off their transfer size (a negative KB
// adds to it). Each edit is replayed on its own, or all at once with `--together`. `--fcp` also
// lists the requests the FCP estimate waits for.
import { readFileSync } from 'node:fs';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { simulationInput } from './lib/lantern-timeline.mjs';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error(
    'Usage: node scripts/lantern-whatif.mjs LOAD.artifacts.json [--drop REGEX]... [--shrink REGEX:KB]... [--together] [--fcp]',
  );
  process.exit(2);
}
/** @typedef {{ Trace: any, DevtoolsLog: any[], GatherContext: any, settings: any, URL: any, SourceMaps: any, HostDPR: any }} Artifacts */
/** @type {Artifacts} */
const load = JSON.parse(readFileSync(file, 'utf8'));

/** @type {Array<{ label: string, edit: (artifacts: Artifacts) => void }>} */
const edits = [];
for (let i = 0; i < args.length; i += 1) {
  const value = args[i + 1] ?? '';
  if (args[i] === '--drop') {
    const pattern = new RegExp(value);
    edits.push({
      label: `without ${value}`,
      edit: (artifacts) => {
        const ids = requestIds(artifacts, pattern);
        artifacts.DevtoolsLog = artifacts.DevtoolsLog.filter((event) => !ids.has(event.params?.requestId));
      },
    });
    i += 1;
  } else if (args[i] === '--shrink') {
    const at = value.lastIndexOf(':');
    const pattern = new RegExp(value.slice(0, at));
    const bytes = Number(value.slice(at + 1)) * 1024;
    edits.push({
      label: `${value.slice(0, at)} ${Math.abs(bytes / 1024)} KB ${bytes < 0 ? 'larger' : 'smaller'}`,
      edit: (artifacts) => {
        const ids = requestIds(artifacts, pattern);
        for (const event of artifacts.DevtoolsLog)
          if (event.method === 'Network.loadingFinished' && ids.has(event.params.requestId))
            event.params.encodedDataLength = Math.max(0, event.params.encodedDataLength - bytes);
      },
    });
    i += 1;
  }
}

/** @param {Artifacts} artifacts @param {RegExp} pattern */
function requestIds(artifacts, pattern) {
  return new Set(
    artifacts.DevtoolsLog.filter(
      (event) => event.method === 'Network.requestWillBeSent' && pattern.test(event.params.request.url),
    ).map((event) => event.params.requestId),
  );
}

/** @param {string} label @param {Artifacts} artifacts */
async function simulate(label, artifacts) {
  const data = simulationInput(artifacts);
  const context = { computedCache: new Map() };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  console.log(`${label.padEnd(32)} FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms`);
  if (args.includes('--fcp'))
    for (const [node, timing] of fcp.pessimisticEstimate.nodeTimings)
      if (node.type === 'network')
        console.log(
          `    ${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${new URL(node.request.url).pathname} (${node.request.priority})`,
        );
}

await simulate('as recorded', structuredClone(load));
if (args.includes('--together')) {
  const artifacts = structuredClone(load);
  for (const { edit } of edits) edit(artifacts);
  await simulate('all edits together', artifacts);
} else
  for (const { label, edit } of edits) {
    const artifacts = structuredClone(load);
    edit(artifacts);
    await simulate(label, artifacts);
  }
