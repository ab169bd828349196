import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // A new PGlite database takes a few seconds to initialise on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
