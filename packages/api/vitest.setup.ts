import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb } from './src/mocks';
import { server } from './src/mocks/node';

// Every request must meet a handler: an unmocked call is a failing test, not a silent network call.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());
