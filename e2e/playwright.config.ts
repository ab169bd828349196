import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's chromium (never a downloaded browser)
 * against the built product, started once by global-setup.ts.
 * Run from the repository root: npx playwright test -c e2e/playwright.config.ts
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.output/test-results',
  globalSetup: './global-setup.ts',
  // Two cores shared with the server under test: one browser at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // baseURL comes from the running product: see support/test.ts.
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // Recording a trace of every journey took a quarter of the run's CPU (131 s against 94 s) for
    // files kept only on failure; re-run a failing journey with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
