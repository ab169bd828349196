import { mockLinkTokens, seededIds } from '@spyglass/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LoaderFunctionArgs, matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedInitOptions } from '../lib/i18nConfig';
import { paths } from '../lib/paths';
import { localeResources } from '../testing/i18n';
import { renderRoute } from '../testing/render';
import { createRoutes, preloadRouteModules } from './router';

// Route chunks compile on first use; warm them so each case times the screen, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

/** The namespaces the loaders of the routes `url` matches start, as the router runs them on a visit. */
function startedBy(url: string): Set<string> {
  const started = new Set<string>();
  const routes = createRoutes({
    // Without a session: the reads stay out of it, the translations do not depend on one.
    token: () => null,
    load: () => Promise.reject(new Error('no reads without a session')),
    translations: (namespaces) => namespaces.forEach((namespace) => started.add(namespace)),
    waitForReads: () => false,
  });
  for (const { route, params } of matchRoutes(routes, url) ?? []) {
    if (typeof route.loader !== 'function') continue;
    const args = { params, request: new Request(`http://localhost${url}`), context: undefined };
    void route.loader(args as LoaderFunctionArgs);
  }
  return started;
}

/**
 * An i18n instance that starts with `common` alone, as the app does, and loads
 * every other namespace through a backend that notes what it was asked for:
 * the loaders' namespaces, and any a screen suspends for.
 */
function recordingI18n() {
  const asked = new Set<string>();
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      asked.add(namespace);
      callback(null, localeResources[language]?.[namespace] as ResourceKey);
    },
  };
  const instance = i18next.createInstance();
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({ ...sharedInitOptions, lng: 'en', ns: ['common'], initAsync: false, react: { useSuspense: true } });
  asked.clear();
  return { instance, asked };
}

const { payments } = seededIds.projects;
const { ledgerly } = seededIds.competitors;

/** Every screen, by the URL a visit starts at, and whether it needs a session. */
const visits: Array<[string, boolean]> = [
  [paths.login, false],
  [paths.register, false],
  [paths.forgotPassword, false],
  [`${paths.resetPassword}?token=${mockLinkTokens.passwordReset}`, false],
  [`${paths.confirmEmail}?token=${mockLinkTokens.emailChange}`, false],
  [paths.invitation(mockLinkTokens.invitation), false],
  [paths.dashboard, true],
  [paths.home, true],
  [paths.project(payments), true],
  [paths.competitors(payments), true],
  [paths.competitor(payments, ledgerly), true],
  [paths.website(payments, ledgerly, seededIds.websites.ledgerly), true],
  [paths.recon(payments), true],
  [paths.radar(payments), true],
  [paths.settings(payments), true],
  ...['notifications', 'digest', 'import', 'export', 'members'].map((section): [string, boolean] => [
    paths.settings(payments, section),
    true,
  ]),
  [paths.account(), true],
  ...['password', 'api-keys', 'team', 'delete'].map((section): [string, boolean] => [paths.account(section), true]),
];

describe("a first visit's translations: the router's entries name what each screen speaks", () => {
  // A namespace a screen speaks but its entry does not name loads only once the screen has
  // rendered and suspended for it: one more round trip before a first visit's screen.
  it.each(visits)('%s speaks only common and what its loaders start', async (url, signedIn) => {
    const { instance, asked } = recordingI18n();
    renderRoute(url, { signedIn, i18n: instance });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    const started = startedBy(url);
    expect([...asked].filter((namespace) => !started.has(namespace))).toEqual([]);
  });
});

describe('the new-team dialog outside the settings', () => {
  // The profile menu is on every signed-in screen, and most of them do not speak `settings`.
  it('asks for its words as the profile menu opens, and opens with them', async () => {
    const { instance, asked } = recordingI18n();
    const { user } = renderRoute(paths.project(payments), { signedIn: true, i18n: instance });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(asked.has('settings')).toBe(false);
    await user.click(screen.getByRole('button', { name: /Signed in as/ }));
    await screen.findByRole('menuitem', { name: 'New team…' });
    expect(asked.has('settings')).toBe(true);
    await user.click(screen.getByRole('menuitem', { name: 'New team…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    expect(within(dialog).getByLabelText('Team name')).toBeInTheDocument();
  });
});
