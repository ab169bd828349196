import { readFileSync } from 'node:fs';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';

type A11yParameters = { disable?: boolean; config?: { rules?: { id: string; enabled: boolean }[] } };
type ScreenshotParameters = { disable?: boolean };

/**
 * Every story is checked with axe after it renders (and after its play
 * function), then compared with its committed screenshot. A story may turn
 * off single axe rules that cannot apply to an isolated component
 * (`parameters.a11y.config.rules`), or its screenshot (`parameters.screenshot.disable`).
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async prepare({ page }) {
    // Dates are pinned so relative times and day groups look the same on every run.
    await page.addInitScript(fixedClockScript);
    await page.addInitScript(holdToastsScript);
    trackRequests(page);
    await page.setViewportSize({ width: 1024, height: 720 });
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const a11y = (storyContext.parameters?.a11y ?? {}) as A11yParameters;
    if (!a11y.disable) {
      await configureAxe(page, { rules: a11y.config?.rules ?? [] });
      await checkA11y(page, 'body', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        verbose: false,
        axeOptions: {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          rules: {
            // An isolated component is not a page: these page-level rules cannot apply to a story.
            region: { enabled: false },
            'landmark-one-main': { enabled: false },
            'page-has-heading-one': { enabled: false },
          },
        },
      });
    }

    const screenshot = (storyContext.parameters?.screenshot ?? {}) as ScreenshotParameters;
    if (!screenshot.disable) {
      const image = await settledScreenshot(page);
      const snapshotsDir = `${process.cwd()}/.storybook/__screenshots__`;
      // Chromium encodes the same pixels into the same bytes: a capture identical to the committed
      // file passes without both images being decoded and compared pixel by pixel.
      if (sameBytes(image, `${snapshotsDir}/${context.id}.png`)) return;
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: context.id,
        customDiffDir: `${process.cwd()}/test-results/screenshot-diffs`,
        // Per-pixel colour tolerance absorbs anti-aliasing; any real change
        // (a 1 px shift moves a whole edge) exceeds the 0.01% budget.
        customDiffConfig: { threshold: 0.1 },
        failureThreshold: 0.0001,
        failureThresholdType: 'percent',
        // Compared in the test's own process: by default every comparison starts a Node process
        // and waits for it synchronously, so one child that never starts (seen once in CI, stuck
        // in Node's start-up) held the whole run with no timeout able to end it. The price: the
        // comparison runs slower inside Jest's sandbox (321 stories in 283 s here, 226 s before).
        runInProcess: true,
      });
    }
  },
};

export default config;

/**
 * Runs in the page before any script: `Date` stands still at a fixed instant,
 * so mock data and relative times ("5 minutes ago") render the same on every
 * run however slow the machine is. Timers are untouched and still fire.
 */
const fixedClockScript = `(() => {
  const RealDate = Date;
  const start = RealDate.UTC(2026, 0, 15, 10, 30, 0);
  const now = () => start;
  function PinnedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  PinnedDate.prototype = RealDate.prototype;
  PinnedDate.now = now;
  PinnedDate.parse = RealDate.parse;
  PinnedDate.UTC = RealDate.UTC;
  globalThis.Date = PinnedDate;
})();`;

/**
 * Asks the app's stories to keep their toasts until the screenshot (see
 * `apps/web/src/testing/storybook.tsx`). A toast's five seconds start in the
 * play function, and on a loaded machine axe alone can outlast them: a toast
 * dismissed before its capture failed a screenshot.
 */
const holdToastsScript = 'globalThis.spyglassHoldToasts = true;';

/** Whether the file exists and holds exactly these bytes. */
function sameBytes(image: Buffer, file: string): boolean {
  try {
    return image.equals(readFileSync(file));
  } catch {
    return false;
  }
}

/** Requests in flight per page (mock API calls, translations, fonts), so screenshots wait for data. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * A screenshot taken once the page has settled: no request in flight for a
 * moment (a story that loads forever is given up on after a few seconds),
 * fonts loaded, and two captures in a row alike.
 */
async function settledScreenshot(page: Page): Promise<Buffer> {
  const pending = inFlight.get(page);
  const quietSince = { at: Date.now() };
  const deadline = Date.now() + 5000;
  while (pending && Date.now() < deadline) {
    if (pending.size > 0) quietSince.at = Date.now();
    else if (Date.now() - quietSince.at >= 300) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const capture = () => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await capture();
  for (let attempt = 0; attempt < 16; attempt += 1) {
    await page.waitForTimeout(250);
    const current = await capture();
    if (current.equals(previous)) return current;
    previous = current;
  }
  return previous;
}
