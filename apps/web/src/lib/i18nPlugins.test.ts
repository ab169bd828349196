import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './i18nConfig';
import { HttpBackend, createLanguageDetector } from './i18nPlugins';

function read(backend: HttpBackend) {
  return new Promise<{ error: unknown; retry: unknown; data: unknown }>((resolve) =>
    backend.read('fr', 'common', (error, data) => resolve({ error, retry: data, data })),
  );
}

describe('translation loading (SPEC §7)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const backend = () => {
    const instance = new HttpBackend();
    instance.init(null, { loadPath: '/locales/{{lng}}/{{ns}}.json' });
    return instance;
  };

  it('fetches /locales/{lng}/{ns}.json and hands over the JSON', async () => {
    const fetchMock = vi.fn(async () => new Response('{"hello":"Bonjour"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { error, data } = await read(backend());
    expect(error).toBeNull();
    expect(data).toEqual({ hello: 'Bonjour' });
    expect(fetchMock).toHaveBeenCalledWith('/locales/fr/common.json', expect.anything());
  });

  it.each([
    [503, true],
    [500, true],
    [404, false],
    [400, false],
  ])('status %i is retryable: %s', async (status, retry) => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status }));
    const result = await read(backend());
    expect(String(result.error)).toContain(`status code: ${status}`);
    expect(result.retry).toBe(retry);
  });

  it('retries a failure without a status (network)', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const result = await read(backend());
    expect(result.retry).toBe(true);
  });

  it('reports a body that is not JSON as a parse failure, not retried', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    const result = await read(backend());
    expect(String(result.error)).toMatch(/failed parsing .* to json/);
    expect(result.retry).toBe(false);
  });
});

describe('language detection (SPEC §9)', () => {
  it('prefers the saved choice, then the browser languages, and saves changes', () => {
    const storage = window.localStorage;
    storage.clear();
    const detector = createLanguageDetector(
      () => storage,
      () => ['pt-BR', 'de-AT', 'en'],
    );
    expect(detector.detect()).toBe('de');
    storage.setItem(LANGUAGE_STORAGE_KEY, 'pl');
    expect(detector.detect()).toBe('pl');
    detector.cacheUserLanguage?.('it');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    storage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detector.detect()).toBe('de');
  });

  it('finds nothing when no language is supported, leaving the fallback to i18next', () => {
    const detector = createLanguageDetector(
      () => undefined,
      () => ['pt-BR', 'ja'],
    );
    expect(detector.detect()).toBeUndefined();
  });
});
