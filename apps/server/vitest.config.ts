import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The files run one after another in one worker that keeps its loaded modules: a fresh worker
    // per file loads the server's whole module graph again, about 2 s a file and a third of the
    // suite. Each file owns what it starts (databases, servers, monitors) and closes it.
    isolate: false,
    // As the server runs (package.json `start`): WebAssembly (PGlite) compiled once by the baseline
    // compiler, never tiered up. It is the configuration that ships, and without it Node 24.21 has
    // now and then died mid-suite freeing tiered-up WebAssembly code (V8's `UnregisterWasmAllocation`).
    execArgv: ['--liftoff-only'],
    // A new PGlite database takes a few seconds to initialise on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
