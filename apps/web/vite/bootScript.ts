/** One screen of screens.ts as the boot script sees it. */
export interface BootScreen {
  /** The route pattern as a regular expression over the pathname, parameters as named groups. */
  pattern: string;
  signedIn: boolean;
  /** Indexes into BootConfig.files: the screen's code and style sheets. */
  files: number[];
  /** API reads under /api/v1, `:name` standing for the pattern's parameters. */
  data: string[];
}

/** What the build knows and the boot script needs; serialised into index.html. */
export interface BootConfig {
  base: string;
  files: string[];
  screens: BootScreen[];
  /** Where the route guards send a visitor whose session does not fit the screen (indexes into screens). */
  home: number;
  login: number;
  /** Files a stored session needs at once (the API client). */
  signedInFiles: number[];
  tokenKey: string;
  languageKey: string;
  languages: string[];
  fallbackLanguage: string;
  namespaces: string[];
  /** resolveApiBaseUrl's rule for "the API is this page's origin". */
  localHosts: string[];
  devPorts: string[];
  apiUrlConfigured: boolean;
  earlyRequestsGlobal: string;
}

/**
 * Runs in index.html before any module: asks the browser for what the first
 * screen of this visit needs, so it all downloads side by side with the app's
 * own code instead of one round trip after another. The code of the screen the
 * URL names (as the route guards will resolve it), the translations of the
 * language the app will pick, and for a stored session the API client and the
 * screen's first API reads (src/lib/earlyRequests.ts hands those to the app).
 *
 * Inlined as source text: it must use nothing from outside its own body.
 */
export function boot(config: BootConfig, win: Window): void {
  const read = (key: string): string | null => {
    try {
      return win.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  // Gathered, then added to the page in one go.
  const links = win.document.createDocumentFragment();
  const add = (rel: string, href: string, as?: string) => {
    const link = win.document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = 'anonymous';
    links.appendChild(link);
  };

  const token = read(config.tokenKey);
  const path = win.location.pathname;
  let screen: BootScreen | undefined;
  let params: Record<string, string> = {};
  for (const candidate of config.screens) {
    const match = new RegExp(candidate.pattern).exec(path);
    if (match) {
      screen = candidate;
      params = match.groups ?? {};
      break;
    }
  }
  if (!screen || screen.signedIn !== Boolean(token)) {
    screen = config.screens[token ? config.home : config.login];
    params = {};
  }
  if (!screen) return;

  for (const index of screen.files.concat(token ? config.signedInFiles : [])) {
    const file = config.files[index];
    if (file) add(/\.css$/.test(file) ? 'stylesheet' : 'modulepreload', config.base + file);
  }

  // The saved choice, then the browser's languages, each by its base code (fr-CA is fr), then the fallback.
  const candidates = [read(config.languageKey), ...(win.navigator.languages ?? [win.navigator.language])];
  const language =
    candidates
      .map(
        (code) =>
          String(code ?? '')
            .toLowerCase()
            .split('-')[0] ?? '',
      )
      .find((code) => config.languages.includes(code)) ?? config.fallbackLanguage;
  for (const namespace of config.namespaces)
    add('preload', `${config.base}locales/${language}/${namespace}.json`, 'fetch');
  win.document.head.appendChild(links);

  const sameOriginApi = config.localHosts.includes(win.location.hostname)
    ? !config.devPorts.includes(win.location.port)
    : !config.apiUrlConfigured;
  if (!token || !sameOriginApi) return;
  const authorization = `Bearer ${token}`;
  const encode = (value: string | undefined) => {
    try {
      return encodeURIComponent(decodeURIComponent(value ?? ''));
    } catch {
      return encodeURIComponent(value ?? '');
    }
  };
  const startedAt = Date.now();
  (win as unknown as Record<string, unknown>)[config.earlyRequestsGlobal] = ['/users/me', ...screen.data].map(
    (template) => {
      const url = `${win.location.origin}/api/v1${template.replace(/:(\w+)/g, (_, name: string) => encode(params[name]))}`;
      return {
        url,
        authorization,
        startedAt,
        response: win.fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } }),
      };
    },
  );
}
