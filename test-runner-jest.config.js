import { getJestConfig } from '@storybook/test-runner';

// The test-runner defaults look for Playwright's downloaded browser; Spyglass
// never downloads one and drives Debian's chromium instead.
const testRunnerConfig = getJestConfig();
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A story's test is its render, play function, axe and a settled screenshot. The runner's
  // 15 s default is a stopwatch on a shared machine: with the other test tasks beside it, the
  // first story of a file (the frame's own start included) ran past it once. A minute still
  // ends a story that hangs.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // The same language and time zone everywhere, for stable screenshots.
      contextOptions: { locale: 'en-US', timezoneId: 'UTC' },
      launchOptions: {
        executablePath,
        args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
    },
  },
};
