import { defineConfig } from 'tsup';

// The contract's schemas are bundled (the workspace ships TypeScript sources);
// every other dependency stays in node_modules (PGlite loads its wasm from there).
export default defineConfig({
  // The page reader runs in worker threads, loaded from its own file (dist/readerThread.js).
  entry: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    backup: 'src/backup/cli.ts',
    readerThread: 'src/monitor/readerThread.ts',
    // Discovery's parser runs in worker threads too (dist/reconThread.js).
    reconThread: 'src/recon/parserThread.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: ['@spyglass/api'],
});
