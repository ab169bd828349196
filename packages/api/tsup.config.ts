import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    'schema/index': 'src/schema/index.ts',
    'client/index': 'src/client/index.ts',
    'endpoints/index': 'src/endpoints/index.ts',
    'events/index': 'src/events/index.ts',
    'hooks/index': 'src/hooks/index.ts',
    'session/index': 'src/session/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/browser': 'src/mocks/browser.ts',
    'mocks/node': 'src/mocks/node.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', '@tanstack/react-query', 'msw', 'zod'],
});
