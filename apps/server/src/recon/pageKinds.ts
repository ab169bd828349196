import type { PageKind } from '@spyglass/api/schema';

/**
 * What a page is, read from its address, its title and its headings, in the
 * six languages of the product (and the English most sites use anyway).
 * Words are compared lower-cased and without accents, so "lösungen",
 * "losungen" and "LÖSUNGEN" are one word; several-word phrases match as
 * whole words in titles and as hyphenated or joined slugs in addresses.
 */
type Language = 'en' | 'fr' | 'de' | 'es' | 'pl' | 'it';

/** Per kind and language, the words and phrases that name it, separated by "|". */
const WORDS: Record<Exclude<PageKind, 'other'>, Record<Language, string>> = {
  pricing: {
    en: 'pricing|prices|price|plans|plan|plans and pricing|cost|costs|subscription|subscriptions',
    fr: 'tarifs|tarif|tarification|prix|abonnement|abonnements|nos offres',
    de: 'preise|preis|preisliste|preismodell|kosten|tarife|pakete',
    es: 'precios|precio|planes|tarifas|suscripcion|suscripciones',
    pl: 'cennik|ceny|cena|plany|pakiety|abonament',
    it: 'prezzi|prezzo|piani|tariffe|listino|abbonamenti|abbonamento',
  },
  careers: {
    en: 'careers|career|jobs|job|hiring|join us|join our team|work with us|vacancies|openings|open positions',
    fr: 'emplois|emploi|carrieres|carriere|recrutement|rejoignez nous|nous rejoindre|offres d emploi',
    de: 'karriere|stellenangebote|stellen|offene stellen|jobs und karriere',
    es: 'empleo|empleos|trabaja con nosotros|unete|unete a nosotros|vacantes',
    pl: 'kariera|praca|oferty pracy|dolacz do nas|rekrutacja',
    it: 'lavora con noi|carriere|lavoro|posizioni aperte|opportunita di lavoro',
  },
  product: {
    en: 'product|products|features|feature|solutions|solution|platform|integrations|how it works',
    fr: 'produit|produits|fonctionnalites|plateforme',
    de: 'produkt|produkte|funktionen|losungen|loesungen|plattform|leistungen',
    es: 'producto|productos|funcionalidades|caracteristicas|soluciones|plataforma',
    pl: 'produkty|funkcje|funkcjonalnosci|rozwiazania|platforma',
    it: 'prodotto|prodotti|funzionalita|caratteristiche|soluzioni|piattaforma',
  },
  blog: {
    en: 'blog|news|articles|article|posts|insights|stories|newsroom|press|updates|changelog',
    fr: 'actualites|actualite|nouvelles|presse',
    de: 'aktuelles|neuigkeiten|nachrichten|presse|magazin',
    es: 'noticias|novedades|prensa',
    pl: 'aktualnosci|wiadomosci|artykuly',
    it: 'notizie|novita|articoli|stampa',
  },
  docs: {
    en: 'docs|doc|documentation|developers|developer|api|guide|guides|help|help center|support|manual|reference|knowledge base|kb|faq|tutorials',
    fr: 'aide|centre d aide|assistance|guide d utilisation',
    de: 'dokumentation|hilfe|anleitung|handbuch|entwickler',
    es: 'documentacion|ayuda|guia|soporte|desarrolladores',
    pl: 'dokumentacja|pomoc|instrukcja|przewodnik|wsparcie',
    it: 'documentazione|guida|aiuto|assistenza|sviluppatori',
  },
  legal: {
    en: 'legal|terms|terms of service|terms and conditions|terms of use|tos|privacy|privacy policy|cookies|cookie policy|gdpr|imprint|dpa',
    fr: 'mentions legales|confidentialite|politique de confidentialite|cgu|cgv|conditions generales',
    de: 'impressum|datenschutz|datenschutzerklarung|datenschutzerklaerung|agb|nutzungsbedingungen',
    es: 'aviso legal|privacidad|politica de privacidad|terminos|condiciones|terminos y condiciones',
    pl: 'regulamin|polityka prywatnosci|prywatnosc|rodo',
    it: 'note legali|termini|condizioni|termini e condizioni|informativa privacy',
  },
};

/** When two kinds score alike, the one earlier here wins: the rarer, more telling pages first. */
const KIND_ORDER: readonly Exclude<PageKind, 'other'>[] = ['pricing', 'careers', 'docs', 'legal', 'blog', 'product'];

/** Lower case, accents dropped, every run of other characters one space. */
export function normaliseWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const PHRASES = new Map<string, Exclude<PageKind, 'other'>[]>();
for (const kind of KIND_ORDER) {
  for (const word of Object.values(WORDS[kind]).flatMap((list) => list.split('|'))) {
    const key = normaliseWords(word);
    PHRASES.set(key, [...(PHRASES.get(key) ?? []), kind]);
  }
}
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(' ').length));

/** Every kind a text's words name, once per kind. */
function kindsIn(text: string): Set<Exclude<PageKind, 'other'>> {
  const words = normaliseWords(text).split(' ').filter(Boolean);
  const found = new Set<Exclude<PageKind, 'other'>>();
  for (let start = 0; start < words.length; start += 1) {
    for (let size = 1; size <= LONGEST_PHRASE && start + size <= words.length; size += 1) {
      for (const kind of PHRASES.get(words.slice(start, start + size).join(' ')) ?? []) found.add(kind);
    }
  }
  return found;
}

/** The kinds a whole path segment is ("preise", "work-with-us", "lavora_con_noi"). */
function kindsOfSegment(segment: string): Exclude<PageKind, 'other'>[] {
  return PHRASES.get(normaliseWords(segment)) ?? [];
}

export interface PageFacts {
  url: string;
  title?: string | null;
  headings?: readonly string[];
}

/** Language and country folders ("/de/", "/en-gb/", "/pt_BR/") say nothing about the page. */
const LOCALE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * The kind of a page. The address weighs most: its last segment naming a
 * kind outright ("/preise") most of all, a folder naming one ("/blog/…")
 * nearly as much, a word inside a longer slug little (a blog post called
 * "pricing-strategies" is still a blog post). The title counts next, the
 * headings least. No kind named: other.
 */
export function classifyPage({ url, title, headings = [] }: PageFacts): PageKind {
  const scores = new Map<Exclude<PageKind, 'other'>, number>();
  const add = (kinds: Iterable<Exclude<PageKind, 'other'>>, points: number) => {
    for (const kind of kinds) scores.set(kind, (scores.get(kind) ?? 0) + points);
  };
  let path = '';
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    path = '';
  }
  const segments = path
    .split('/')
    .map((segment) => segment.replace(/\.(html?|php|aspx?)$/i, ''))
    .filter((segment) => segment && !LOCALE_SEGMENT.test(segment));
  segments.forEach((segment, index) => {
    const whole = kindsOfSegment(segment);
    const last = index === segments.length - 1;
    if (whole.length > 0) add(whole, last ? 6 : 4);
    else add(kindsIn(segment), 1);
  });
  if (title) {
    const wholeTitle = normaliseWords(title.split(/\s[|–—·-]\s/)[0] ?? title);
    const exact = PHRASES.get(wholeTitle);
    add(exact ?? kindsIn(title), exact ? 3 : 2);
  }
  for (const heading of headings.slice(0, 3)) add(kindsIn(heading), 1);

  let best: PageKind = 'other';
  let bestScore = 0;
  for (const kind of KIND_ORDER) {
    const score = scores.get(kind) ?? 0;
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}
