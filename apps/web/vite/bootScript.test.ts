import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BootConfig, boot } from './bootScript';
import { patternToRegExp } from './bootPreloads';

// The page runs the function from its source text, without this module around it.
const run = new Function(`return (${boot.toString()})`)() as typeof boot;

const config: BootConfig = {
  base: '/',
  files: [
    'assets/Login.js',
    'assets/Login.css',
    'assets/Shell.js',
    'assets/Project.js',
    'assets/client.js',
    'assets/Home.js',
  ],
  screens: [
    { pattern: patternToRegExp('/login'), signedIn: false, files: [0, 1], data: [] },
    { pattern: patternToRegExp('/'), signedIn: true, files: [2, 5], data: ['/projects/'] },
    {
      pattern: patternToRegExp('/:projectId'),
      signedIn: true,
      files: [2, 3],
      data: ['/projects/', '/projects/:projectId'],
    },
  ],
  home: 1,
  login: 0,
  signedInFiles: [4],
  tokenKey: 'spyglass.access_token',
  languageKey: 'spyglass.language',
  languages: ['en', 'fr', 'de'],
  fallbackLanguage: 'en',
  namespaces: ['common', 'auth'],
  localHosts: ['localhost', '127.0.0.1'],
  devPorts: ['5173'],
  apiUrlConfigured: false,
  earlyRequestsGlobal: '__spyglassEarlyRequests',
};

type Early = { url: string; authorization: string; response: Promise<Response> };
const links = () =>
  Array.from(document.head.querySelectorAll('link')).map((link) => `${link.rel} ${link.getAttribute('href')}`);
const early = () => (window as unknown as Record<string, Early[] | undefined>).__spyglassEarlyRequests;
const visit = (path: string) => window.history.replaceState(null, '', path);

describe('the boot script of index.html', () => {
  const fetch = vi.fn(async () => new Response('{}'));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
  });
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    delete (window as unknown as Record<string, unknown>).__spyglassEarlyRequests;
    fetch.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("fetches the login screen's code for a visitor without a session, whatever the URL, and asks the API nothing", () => {
    visit('/3f1c2b7e-0000-4000-8000-000000000001');
    run(config, window);
    expect(links()).toEqual([
      'modulepreload /assets/Login.js',
      'stylesheet /assets/Login.css',
      'preload /locales/de/common.json',
      'preload /locales/de/auth.json',
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(early()).toBeUndefined();
  });

  it("starts a signed-in visitor's screen: its code, the API client, the profile and the screen's reads", async () => {
    localStorage.setItem('spyglass.access_token', 'token-1');
    localStorage.setItem('spyglass.language', 'fr');
    visit('/3f1c2b7e-0000-4000-8000-000000000001');
    run(config, window);
    expect(links()).toEqual([
      'modulepreload /assets/Shell.js',
      'modulepreload /assets/Project.js',
      'modulepreload /assets/client.js',
      'preload /locales/fr/common.json',
      'preload /locales/fr/auth.json',
    ]);
    const origin = window.location.origin;
    expect(early()?.map((request) => request.url)).toEqual([
      `${origin}/api/v1/users/me`,
      `${origin}/api/v1/projects/`,
      `${origin}/api/v1/projects/3f1c2b7e-0000-4000-8000-000000000001`,
    ]);
    expect(early()?.every((request) => request.authorization === 'Bearer token-1')).toBe(true);
    expect(fetch).toHaveBeenCalledWith(`${origin}/api/v1/users/me`, {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
    });
  });

  it('follows the guards: a signed-in visitor of /login gets the home screen', () => {
    localStorage.setItem('spyglass.access_token', 'token-1');
    visit('/login');
    run(config, window);
    expect(links().filter((link) => link.startsWith('modulepreload'))).toEqual([
      'modulepreload /assets/Shell.js',
      'modulepreload /assets/Home.js',
      'modulepreload /assets/client.js',
    ]);
  });

  it('reads a saved regional choice by its language (the detector saves what it detected, e.g. de-AT)', () => {
    localStorage.setItem('spyglass.language', 'fr-CA');
    visit('/login');
    run(config, window);
    expect(links()).toContain('preload /locales/fr/common.json');
  });

  it('falls back to English for a browser language Spyglass does not speak', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    visit('/login');
    run(config, window);
    expect(links()).toContain('preload /locales/en/common.json');
  });

  it('leaves the API alone when a dev server serves the page (the API is elsewhere)', () => {
    localStorage.setItem('spyglass.access_token', 'token-1');
    visit('/');
    run({ ...config, devPorts: [window.location.port] }, window);
    expect(fetch).not.toHaveBeenCalled();
    expect(links()).toContain('modulepreload /assets/Home.js');
  });
});
