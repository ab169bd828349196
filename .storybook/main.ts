import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/** One Storybook for the design system and the app's screens. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's public folder (MSW's service worker, favicon). Translations are bundled into the
  // stories (apps/web/src/testing/i18n.ts); served here too, their URLs would shadow those modules
  // in `storybook dev` and every screen story would fail to load.
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Without this, `storybook dev` on vite 8 shows a blank preview (TOOLCHAIN.md).
      optimizeDeps: { include: ['react', 'react-dom'] },
    });
  },
};

export default config;
