import { getJestConfig } from '@storybook/test-runner';

// The test-runner defaults look for Playwright's downloaded browser; Spyglass
// never downloads one and drives Debian's chromium instead.
const testRunnerConfig = getJestConfig();
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
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
