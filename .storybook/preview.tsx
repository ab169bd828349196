import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { useEffect, type ReactNode } from 'react';
import { configure } from 'storybook/test';
// The design system's reset, font and theme variables, as the app loads them.
import '../packages/ui/src/theme/fonts';
import '../packages/ui/src/theme/global.css';
import './preview.css';

// Queries in play functions wait up to 5 s, as in the app's tests: a busy machine renders late, not wrong.
configure({ asyncUtilTimeout: 5000 });

export const locales = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  pl: 'Polski',
  it: 'Italiano',
} as const;

/** Keeps the document language in step with the toolbar's locale. */
function DocumentLanguage({ locale, children }: { locale: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}

const withDocumentLanguage: Decorator = (Story, context) => (
  <DocumentLanguage locale={String(context.globals.locale ?? 'en')}>
    <Story />
  </DocumentLanguage>
);

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      // Only API calls are mocked; assets, translations and Storybook's own requests pass.
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
      return worker;
    }),
  ],
  decorators: [withDocumentLanguage],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(locales).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Design system', 'Screens'] } },
  },
};

export default preview;
