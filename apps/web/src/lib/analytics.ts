/**
 * Analytics (SPEC §1, DESIGN "The app"): a page-view script with automatic
 * single-page tracking and a product-analytics client on its EU host. Both run
 * only in production builds and only when their keys are set; otherwise not a
 * byte is fetched. Each loads at most once, after the app has rendered.
 */

export type AnalyticsEnv = {
  PROD: boolean;
  /** The site's domain as registered with the page-view service. */
  VITE_PLAUSIBLE_DOMAIN?: string;
  /** The page-view script; its default tracks history-API navigation by itself. */
  VITE_PLAUSIBLE_SRC?: string;
  /** The product-analytics project's public key. */
  VITE_POSTHOG_KEY?: string;
  /** The product-analytics host; EU region unless told otherwise. */
  VITE_POSTHOG_HOST?: string;
};

export const DEFAULT_PAGE_VIEW_SCRIPT = 'https://plausible.io/js/script.js';
export const DEFAULT_PRODUCT_ANALYTICS_HOST = 'https://eu.i.posthog.com';
const PAGE_VIEW_SCRIPT_ID = 'spyglass-page-views';

type ProductAnalytics = {
  init: (key: string, options: { api_host: string; person_profiles?: 'identified_only' }) => unknown;
};
export type ProductAnalyticsLoader = () => Promise<ProductAnalytics>;

const loadPostHog: ProductAnalyticsLoader = async () => (await import('posthog-js')).default;

let started = false;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Adds the deferred page-view script once; returns whether it was added now. */
export function loadPageViewScript(env: AnalyticsEnv, doc: Document = document): boolean {
  const domain = clean(env.VITE_PLAUSIBLE_DOMAIN);
  if (!env.PROD || !domain || doc.getElementById(PAGE_VIEW_SCRIPT_ID)) return false;
  const script = doc.createElement('script');
  script.id = PAGE_VIEW_SCRIPT_ID;
  script.defer = true;
  script.dataset.domain = domain;
  script.src = clean(env.VITE_PLAUSIBLE_SRC) ?? DEFAULT_PAGE_VIEW_SCRIPT;
  doc.head.appendChild(script);
  return true;
}

/** Imports and initialises the product-analytics client; resolves false when it is off. */
export async function initProductAnalytics(
  env: AnalyticsEnv,
  load: ProductAnalyticsLoader = loadPostHog,
): Promise<boolean> {
  const key = clean(env.VITE_POSTHOG_KEY);
  if (!env.PROD || !key) return false;
  const client = await load();
  client.init(key, {
    api_host: clean(env.VITE_POSTHOG_HOST) ?? DEFAULT_PRODUCT_ANALYTICS_HOST,
    person_profiles: 'identified_only',
  });
  return true;
}

/**
 * Starts both, once per page, when the browser is idle so they never compete
 * with the first screen. Failures are logged: analytics must not break the app.
 */
export function startAnalytics(
  env: AnalyticsEnv = import.meta.env as unknown as AnalyticsEnv,
  options: { doc?: Document; load?: ProductAnalyticsLoader } = {},
): void {
  if (started || !env.PROD) return;
  started = true;
  const run = () => {
    loadPageViewScript(env, options.doc);
    initProductAnalytics(env, options.load).catch((error: unknown) =>
      console.warn('Product analytics failed to load', error),
    );
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 1);
}

/** Tests only: forget that analytics started. */
export function resetAnalyticsForTests(): void {
  started = false;
}
