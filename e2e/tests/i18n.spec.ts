/**
 * Each interface language changes what the screen says and survives a
 * reload. Expected words come from the shipped translation files, so the test
 * follows the translators, and fails when a screen shows a key, an English
 * leftover, or forgets the choice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { repoRoot } from '../support/product.mjs';
import { LANGUAGE_STORAGE_KEY, expect, test } from '../support/test';

const languages = ['en', 'fr', 'de', 'es', 'pl', 'it'] as const;
type Language = (typeof languages)[number];
const languageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  pl: 'Polski',
  it: 'Italiano',
};

/** `t('common:nav.competitors')` against the file on disk. */
function translator(language: Language) {
  const cache = new Map<string, unknown>();
  return (key: string): string => {
    const [namespace, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
    if (!cache.has(namespace)) {
      cache.set(namespace, JSON.parse(readFileSync(join(repoRoot, 'locales', language, `${namespace}.json`), 'utf8')));
    }
    let value: unknown = cache.get(namespace);
    for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no string at ${path}`);
    return value;
  };
}

/** Words on the signed-in dashboard, each found by its role. */
async function expectDashboardIn(page: Page, language: Language): Promise<string[]> {
  const t = translator(language);
  const seen = [
    t('nav.dashboard'),
    t('nav.newProject'),
    t('header.logout'),
    t('dashboard:getStarted'),
    t('language.label'),
  ];
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const navigation = page.getByRole('navigation', { name: t('nav.label') });
  await expect(navigation.getByRole('link', { name: t('nav.dashboard'), exact: true })).toBeVisible();
  await expect(navigation.getByRole('button', { name: t('nav.newProject') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('header.logout') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('dashboard:getStarted') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: t('language.label') })).toHaveText(languageNames[language]);
  return seen;
}

async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await page.getByRole('combobox', { name: translator(from)('language.label') }).click();
  await page.getByRole('option', { name: languageNames[to] }).click();
}

for (const language of languages) {
  test(`${languageNames[language]} (${language}) changes the visible text and survives a reload`, async ({
    page,
    signedIn,
  }) => {
    await signedIn('/dashboard');
    // English is where a new visitor starts; English itself is chosen coming back from French.
    const from: Language = language === 'en' ? 'fr' : 'en';
    await expectDashboardIn(page, 'en');
    if (from !== 'en') await chooseLanguage(page, 'en', from);
    const before = await expectDashboardIn(page, from);

    await chooseLanguage(page, from, language);
    const after = await expectDashboardIn(page, language);
    // At least some of these words differ, so the screen really changed.
    expect(after.filter((word, index) => word !== before[index]).length).toBeGreaterThan(0);

    await page.reload();
    await expectDashboardIn(page, language);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(language);

    // The choice reaches the public screens too.
    await page.getByRole('button', { name: translator(language)('header.logout') }).click();
    await expect(page.getByRole('heading', { level: 1, name: translator(language)('auth:login.title') })).toBeVisible();
  });
}

test('English is the fallback for a browser language Spyglass does not speak', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ja-JP', baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: translator('en')('auth:login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the browser language is detected on a first visit', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'de-DE', baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: translator('de')('auth:login.title') })).toBeVisible();
  await context.close();
});

test('dates follow the interface language, on a first load and after a switch', async ({
  page,
  api,
  account,
  signedIn,
}) => {
  const project = await api.createProject(account.token, {
    name: 'Market watch',
    description: 'Pricing of our rivals',
  });
  // French is this browser's saved choice before the app's first script runs (once: the switch below must stick).
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('e2e.language-seeded')) return;
    sessionStorage.setItem('e2e.language-seeded', '1');
    localStorage.setItem(key, 'fr');
  }, LANGUAGE_STORAGE_KEY);
  await signedIn(`/${project.id}`);

  // The browser and this test share the machine's time zone; the month's name comes from the platform, not the app.
  const created = new Date(project.created_at);
  const month = (language: Language) => new Intl.DateTimeFormat(language, { month: 'long' }).format(created);
  const [day, year] = [created.getDate(), created.getFullYear()];
  const details = page.getByRole('main');
  await expect(details.getByText(`${day} ${month('fr')} ${year}`, { exact: true })).toBeVisible();

  await chooseLanguage(page, 'fr', 'es');
  await expect(details.getByText(`${day} de ${month('es')} de ${year}`, { exact: true })).toBeVisible();
});
