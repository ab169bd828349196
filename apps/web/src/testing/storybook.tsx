import type { Decorator } from '@storybook/react-vite';
import { type MockDb, resetMockDb, setDemoRole } from '@spyglass/api/mocks';
import type { TeamRole } from '@spyglass/api/schema';
import { toastStore } from '@spyglass/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type Language, isLanguage } from '../lib/i18nConfig';
import { type TestEnvironment, createTestEnvironment } from './providers';

/**
 * Story parameters read by `withAppProviders`:
 * - `route`: the URL the memory router starts at (default '/'), query included.
 * - `routePath`: the pattern the story is mounted under, so `useParams` works.
 * - `signedIn`: start with the mock backend's demo session (default true).
 * - `demoRole`: the demo user's role in the demo team (default owner), for the screens of editors and viewers.
 * - `prepareDb`: changes the freshly seeded mock store before the story renders.
 */
export type AppStoryParameters = {
  route?: string;
  routePath?: string;
  routeState?: unknown;
  signedIn?: boolean;
  demoRole?: TeamRole;
  prepareDb?: (db: MockDb) => void;
};

/**
 * Wraps a story in the app's providers over the MSW mock backend (the story's
 * `parameters.msw.handlers` decide what it answers) and a MemoryRouter, and
 * follows the toolbar's `locale` global.
 */
function AppStoryFrame({
  parameters,
  locale,
  children,
}: {
  parameters: AppStoryParameters;
  locale: Language;
  children: ReactNode;
}) {
  // One environment per story render: seeded demo data, a fresh query cache and session each time,
  // and no toast left over from the story before (a held toast would show in this one's screenshot).
  const [env] = useState<TestEnvironment>(() => {
    const db = resetMockDb();
    if (parameters.demoRole) setDemoRole(parameters.demoRole, db);
    parameters.prepareDb?.(db);
    toastStore.clear();
    return createTestEnvironment({ signedIn: parameters.signedIn ?? true, language: locale });
  });
  useEffect(() => {
    void env.i18n.changeLanguage(locale);
  }, [env, locale]);
  // After the Toaster's own effects (children first), so nothing it does on mount restarts the clocks.
  useEffect(() => {
    if (holdsToasts()) toastStore.pause();
  }, []);
  return env.wrap(
    <MemoryRouter initialEntries={[{ ...splitRoute(parameters.route ?? '/'), state: parameters.routeState }]}>
      <Routes>
        <Route path={parameters.routePath ?? '*'} element={children} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * Whether the screenshot runner asked for toasts to stay until captured
 * (`.storybook/test-runner.ts`): their clocks are paused, as a pointer resting
 * on them would. In Storybook itself they come and go as in the app.
 */
function holdsToasts(): boolean {
  return (globalThis as { spyglassHoldToasts?: unknown }).spyglassHoldToasts === true;
}

/** A route's path and query, as the memory router takes them. */
function splitRoute(route: string): { pathname: string; search: string } {
  const at = route.indexOf('?');
  return at < 0 ? { pathname: route, search: '' } : { pathname: route.slice(0, at), search: route.slice(at) };
}

export const withAppProviders: Decorator = (Story, context) => {
  const locale = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <AppStoryFrame parameters={context.parameters as AppStoryParameters} locale={locale}>
      <Story />
    </AppStoryFrame>
  );
};
