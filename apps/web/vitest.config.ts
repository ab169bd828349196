import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Files share one worker, its jsdom and its loaded modules: a fresh one per file took longer
    // than the tests (the suite ran 155 s, 60 s shared). vitest.setup.ts resets what a test leaves:
    // the DOM, the mock backend's handlers and data, storage, toasts.
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts}', 'vite/**/*.test.ts'],
    // Screen tests mount lazy routes over the mock backend; the machine is shared.
    testTimeout: 20_000,
    // Barrel packages (every icon, every locale) are bundled once instead of
    // being transformed file by file in each test worker.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'date-fns',
            'date-fns/locale',
            'lucide-react',
            'zod/mini',
            '@hookform/resolvers/zod',
            'react-hook-form',
            '@ariakit/react',
            'react-router-dom',
            'i18next',
            'react-i18next',
            '@tanstack/react-query',
          ],
        },
      },
    },
  },
});
