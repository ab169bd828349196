import type { IgnorePreset } from '@spyglass/api/schema';

/**
 * The built-in ignore rules. Each blanks out (with "…") a kind of text that
 * changes while the page's news stays the same, written for the six
 * interface languages. They are ours, not typed by users: plain JavaScript
 * patterns, each a fixed alternation with bounded repeats (nothing nested
 * that could backtrack), run line by line on the reading thread.
 */

/** What a blanked-out piece of text reads as, in the compared text and its diffs. */
export const MASK = '…';

/** No letter or digit right before or after: JavaScript's \b knows only ASCII letters. */
const START = '(?<![\\p{L}\\p{N}_])';
const END = '(?![\\p{L}\\p{N}_])';

/** Words separated by white space, as one alternation, longest first (so "marzo" is tried before "mar"). */
const alternatives = (words: string) =>
  [...new Set(words.split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length || a.localeCompare(b)).join('|');

/**
 * Month names and their usual short forms, a few lines per language (en,
 * fr, de, es, pl, it). Short forms that are everyday
 * words elsewhere are left out ("set", "ago", "sie"): a date needs its
 * number next to the month anyway.
 */
const MONTHS = alternatives(`
  january february march april may june july august september october november
  december jan feb mar apr jun jul aug sep sept oct nov dec
  janvier février mars avril mai juin juillet août septembre octobre novembre
  décembre janv févr avr juil déc
  januar jänner februar märz juni juli oktober dezember mär okt dez
  enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre
  noviembre diciembre ene abr dic
  styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik
  listopad grudzień stycznia lutego marca kwietnia maja czerwca lipca sierpnia
  września października listopada grudnia
  gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre gen mag
  giu lug sett ott
`);

/** Weekdays, one line per language, full and short forms. */
const WEEKDAYS = alternatives(`
  monday tuesday wednesday thursday friday saturday sunday
  mon tue tues wed thu thur thurs fri sat sun
  lundi mardi mercredi jeudi vendredi samedi dimanche
  montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag
  lunes martes miércoles jueves viernes sábado domingo
  poniedziałek wtorek środa czwartek piątek sobota niedziela
  lunedì martedì mercoledì giovedì venerdì sabato domenica
`);

const MONTH = `(?:${MONTHS})\\.?`;
const WEEKDAY = `(?:(?:${WEEKDAYS})\\.?,?\\s+)`;
const DAY = '\\d{1,2}(?:\\.|er|st|nd|rd|th|º)?';
const YEAR = '(?:19|20)\\d{2}';
const ZONE = '(?:\\s*(?:UTC|GMT|CET|CEST|BST|[ECMP][SD]T)(?:[+-]\\d{1,2})?)?';

const DATES = [
  // 2025-03-12, 2025-03-12T10:04:33Z
  `${START}\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?(?:Z|[+-]\\d{2}:?\\d{2})?)?${END}`,
  // 12/03/2025, 3/12/25, 12.03.2025, 12-03-2025 (dots and dashes need a full year: "1.2.25" is a version)
  `${START}(?:\\d{1,2}/\\d{1,2}/(?:\\d{4}|\\d{2})|\\d{1,2}[.-]\\d{1,2}[.-]\\d{4})${END}`,
  // 12 March 2025, 12. März 2025, 1er mars, 12 de marzo de 2025, 12 marca 2025 r., Tuesday 12 March
  `${START}${WEEKDAY}?${DAY}\\s+(?:de\\s+)?${MONTH}(?:,?\\s+(?:de\\s+|del\\s+)?${YEAR})?${END}`,
  // March 12, 2025, Mar 12
  `${START}${WEEKDAY}?${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+${YEAR})?${END}`,
  // March 2025, marzo 2025
  `${START}${MONTH}\\s+${YEAR}${END}`,
  // 10:04, 10:04:33, 10:04 am, 9:30 p.m. CET
  `${START}\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s?[ap]\\.?\\s?m\\.?)?${ZONE}${END}`,
  // 3 pm, 3pm CET
  `${START}\\d{1,2}\\s?[ap]\\.?m\\.?${ZONE}${END}`,
  // 14h30, 14 h 30
  `${START}\\d{1,2}\\s?h\\s?\\d{2}${END}`,
];

const RELATIVE_TIMES = [
  // en: 3 days ago, a minute ago, 5h ago, 30+ days ago, just now
  `${START}(?:\\d+\\+?|an?|one|a few|few|several)\\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?|[smhdwy])\\s+ago${END}`,
  `${START}(?:just now|moments? ago)${END}`,
  // fr: il y a 3 jours, il y a une heure, à l'instant
  `${START}il y a\\s+(?:\\d+\\+?|une?|quelques)\\s+(?:secondes?|minutes?|min|heures?|h|jours?|j|semaines?|mois|ans?|années?)${END}`,
  `${START}à l['’]instant${END}`,
  // de: vor 3 Tagen, vor einer Stunde, gerade eben
  `${START}vor\\s+(?:\\d+\\+?|einer?|einem|wenigen)\\s+(?:sekunden?|minuten?|min\\.?|stunden?|std\\.?|tag(?:en)?|wochen?|monat(?:en)?|jahr(?:en)?)${END}`,
  `${START}gerade eben${END}`,
  // es: hace 3 días, hace una hora, ahora mismo
  `${START}hace\\s+(?:\\d+\\+?|una?|unos|unas|pocos|pocas)\\s+(?:segundos?|minutos?|min|horas?|h|días?|semanas?|mes(?:es)?|años?)${END}`,
  `${START}ahora mismo${END}`,
  // pl: 3 dni temu, godzinę temu, przed chwilą
  `${START}(?:(?:\\d+\\+?|kilka|kilkanaście)\\s+)?(?:sekund[ęy]?|minut[ęy]?|min\\.?|godzin[ęy]?|godz\\.?|dzień|dni|tydzień|tygodnie|tygodni|miesiąc|miesiące|miesięcy|rok|lata|lat)\\s+temu${END}`,
  `${START}przed chwilą${END}`,
  // it: 3 giorni fa, un'ora fa, poco fa
  `${START}(?:\\d+\\+?\\s+|un['’]|una\\s+|un\\s+|qualche\\s+|pochi\\s+|poche\\s+)(?:secondi|secondo|minuti|minuto|ore|ora|giorni|giorno|settimane|settimana|mesi|mese|anni|anno)\\s+fa${END}`,
  `${START}poco fa${END}`,
];

/** Words that follow a live count ("1,234 teams", "12,000+ happy customers"), in the six languages. */
const COUNT_NOUNS = alternatives(`
  customers clients users teams companies businesses people members reviews ratings
  downloads installs visitors views signups sign-ups subscribers followers stars orders
  developers merchants brands organizations organisations shops stores sellers creators
  marketers professionals readers students signed
  utilisateurs équipes entreprises sociétés personnes membres avis téléchargements
  visiteurs vues abonnés commandes marques boutiques vendeurs inscrits
  kunden nutzer benutzer unternehmen firmen menschen mitglieder bewertungen besucher
  aufrufe abonnenten bestellungen marken händler anmeldungen
  clientes usuarios equipos empresas personas miembros reseñas opiniones descargas
  visitantes vistas suscriptores pedidos marcas tiendas vendedores registrados
  klientów klienci użytkowników zespołów firm osób ludzi członków opinii recenzji
  pobrań odwiedzających wyświetleń subskrybentów zamówień marek sklepów sprzedawców
  utenti aziende persone membri recensioni visitatori visualizzazioni iscritti ordini
  marchi negozi venditori
`);

/** A count worth calling live: thousands written out, 100 or more, or "10k". */
const COUNT = '(?:\\d{1,3}(?:[,.\\u00A0\\u202F ]\\d{3})+|\\d+(?:[.,]\\d+)?\\s?[kKmM]|\\d{3,})\\+?';
/** Limits of a plan ("up to 1,000 users") are news, not counters. */
const LIMIT_WORDS = "up to|max\\.?|maximum|jusqu['’]à|bis zu|hasta|fino a|do|per";

/** A count starts where no other number goes on ("1,000" is not read from its "000"). */
const COUNT_START = '(?<![\\p{L}\\p{N}_.,]|\\d[\\s\\u00A0\\u202F])';

const COUNTERS = [
  `${COUNT_START}(?<!\\p{Sc}\\s?)(?<!(?:${LIMIT_WORDS})\\s)${COUNT}(?=\\s+(?:[\\p{L}-]+\\s+){0,2}(?:${COUNT_NOUNS})${END})`,
];

/** "© 2019–2025 Acme", "Copyright Acme 2025": only the years are blanked out. */
const COPYRIGHT = [`(?:©|\\(c\\)|copyright|&copy;)[^\\n\\d]{0,40}?${YEAR}(?:\\s*[-–—]\\s*${YEAR})?`];
const YEARS = new RegExp(YEAR, 'g');

interface PresetRule {
  pattern: RegExp;
  replace: (match: string) => string;
  /**
   * Something every match holds, cheap to look for: most lines hold none, and
   * the pattern itself tries every position of a line it is run on.
   */
  needs: RegExp;
}

const mask = () => MASK;
const maskYears = (match: string) => match.replace(YEARS, MASK);

/** One pattern per preset: its alternatives joined, so a line is read once per preset. */
const compile = (sources: string[], replace: (match: string) => string, needs: RegExp): PresetRule => ({
  pattern: new RegExp(sources.map((source) => `(?:${source})`).join('|'), 'giu'),
  replace,
  needs,
});

/** Every date, time, count and copyright year has a digit. */
const DIGIT = /\d/;
/**
 * Every relative time has one of these words (its "ago", or its whole
 * phrase), in any case. Without the `u` flag the look is several times
 * faster; the long s is spelt out, as `iu` matches it for "s".
 */
const RELATIVE_WORD =
  /\b(?:ago|ju[sſ]t now|il y a|in[sſ]tant|vor|gerade eben|hace|ahora mi[sſ]mo|temu|fa)\b|przed chwil/i;

export const PRESET_RULES: Record<IgnorePreset, PresetRule> = {
  dates: compile(DATES, mask, DIGIT),
  relative_times: compile(RELATIVE_TIMES, mask, RELATIVE_WORD),
  counters: compile(COUNTERS, mask, DIGIT),
  copyright: compile(COPYRIGHT, maskYears, DIGIT),
};

/** The line with the preset's text blanked out (the same line when it holds none). */
export function applyPreset(preset: IgnorePreset, line: string): string {
  const { pattern, replace, needs } = PRESET_RULES[preset];
  if (!needs.test(line)) return line;
  pattern.lastIndex = 0;
  return line.replace(pattern, replace);
}
