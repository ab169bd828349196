import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, initI18n } from './i18n';
import { translationsBackend } from './translationsBackend';

/** One read through the app's translations backend, as i18next does it. */
function read(language = 'fr', namespace = 'common') {
  return new Promise<{ error: unknown; retry: unknown; data: unknown }>((resolve) =>
    translationsBackend.read(language, namespace, (error, data) => resolve({ error, retry: data, data })),
  );
}

describe('translation loading (SPEC §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches /locales/{lng}/{ns}.json and hands over the JSON', async () => {
    const fetchMock = vi.fn(async () => new Response('{"hello":"Bonjour"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { error, data } = await read();
    expect(error).toBeNull();
    expect(data).toEqual({ hello: 'Bonjour' });
    expect(fetchMock).toHaveBeenCalledWith('/locales/fr/common.json');
  });

  it.each([
    [503, true],
    [500, true],
    [404, false],
    [400, false],
  ])('status %i is retryable: %s', async (status, retry) => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status }));
    const result = await read();
    expect(String(result.error)).toContain(`status code: ${status}`);
    expect(result.retry).toBe(retry);
  });

  it('retries a failure without a status (network)', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const result = await read();
    expect(result.retry).toBe(true);
  });

  it('asks for nothing outside the languages and namespaces the app has', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    for (const [language, namespace] of [
      ['../../api/v1/users/me', 'common'],
      ['fr', '../../../.env'],
      ['pt', 'common'],
    ] as const) {
      const result = await read(language, namespace);
      expect(result.error).toBeInstanceOf(Error);
      expect(result.retry).toBe(false);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets i18next ask again after a server error, and shows the text it then gets', async () => {
    let answers = 0;
    vi.stubGlobal('fetch', async () =>
      ++answers === 1 ? new Response('busy', { status: 503 }) : new Response('{"title":"Projets"}', { status: 200 }),
    );
    const instance = i18next.createInstance();
    await instance
      .use(translationsBackend)
      .init({ lng: 'fr', supportedLngs: ['fr'], ns: ['common'], defaultNS: 'common', fallbackLng: false });
    expect(instance.t('title')).toBe('Projets');
    expect(answers).toBe(2);
  });

  it('reports a body that is not JSON as a parse failure, not retried', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    const result = await read();
    expect(String(result.error)).toMatch(/failed parsing .* to json/);
    expect(result.retry).toBe(false);
  });
});

describe('language detection (SPEC §9)', () => {
  let browserLanguages: string[];
  beforeEach(() => {
    localStorage.clear();
    browserLanguages = ['en'];
    vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => browserLanguages);
    vi.stubGlobal('fetch', async () => new Response('{"title":"…"}', { status: 200 }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const started = async () => {
    const instance = i18next.createInstance();
    await initI18n(instance);
    return instance;
  };

  it('takes the first browser language Spyglass speaks (regional codes count), and saves it', async () => {
    browserLanguages = ['pt-BR', 'de-AT', 'en'];
    const instance = await started();
    expect(instance.resolvedLanguage).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de-AT');
  });

  it('prefers the saved choice to the browser, and saves a new choice', async () => {
    browserLanguages = ['de-AT'];
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pl');
    const instance = await started();
    expect(instance.resolvedLanguage).toBe('pl');
    await instance.changeLanguage('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
  });

  it('loads only the namespaces asked for first, and another once a screen asks for it', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('{"title":"…"}', { status: 200 });
    });
    const instance = i18next.createInstance();
    await initI18n(instance, ['common', 'auth']);
    expect(asked.sort()).toEqual(['/locales/en/auth.json', '/locales/en/common.json']);
    expect(instance.hasLoadedNamespace('settings')).toBe(false);
    await instance.loadNamespaces('settings');
    expect(asked).toContain('/locales/en/settings.json');
    expect(instance.hasLoadedNamespace('settings')).toBe(true);
  });

  it("loads a visitor's language alone, even for namespaces asked for as the app starts", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('{"title":"…"}', { status: 200 });
    });
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const instance = i18next.createInstance();
    const ready = initI18n(instance, ['common']);
    // The router's loaders ask for their screen's namespaces as it is made, right after this.
    const screen = instance.loadNamespaces(['projects', 'activity']);
    await Promise.all([ready, screen]);
    expect(instance.resolvedLanguage).toBe('de');
    expect(asked.sort()).toEqual(['/locales/de/activity.json', '/locales/de/common.json', '/locales/de/projects.json']);
  });

  it('reads the browser when storage is switched off, and starts all the same', async () => {
    browserLanguages = ['es-MX', 'en'];
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const instance = await started();
    expect(instance.resolvedLanguage).toBe('es');
    await instance.changeLanguage('fr');
    expect(instance.resolvedLanguage).toBe('fr');
  });

  it('falls back to English when no language fits', async () => {
    browserLanguages = ['pt-BR', 'ja'];
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    const instance = await started();
    expect(instance.resolvedLanguage).toBe('en');
  });
});
