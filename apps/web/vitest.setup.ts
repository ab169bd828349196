import '@testing-library/jest-dom/vitest';
import { resetMockDb } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { toastStore } from '@spyglass/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { takeMissingKeys } from './src/testing/i18n';

// Lazy route chunks are transformed on first use; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });

// Every request must be answered by a handler: an unmocked call is a test bug.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  window.localStorage.clear();
  // The app's one toast store outlives a test's render: a toast left showing would reach the next test.
  toastStore.clear();
  const missing = takeMissingKeys();
  if (missing.length > 0)
    throw new Error(`The interface asked for translation keys no locale file has: ${missing.join(', ')}`);
});
afterAll(() => server.close());
