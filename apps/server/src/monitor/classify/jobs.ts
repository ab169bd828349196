import type { ChangeFact, JobFact } from '@spyglass/api/schema';
import type { PageStructure } from '../structure';
import type { ChangedLine, ChangedLines, ClassifyStep } from './changedLines';
import { CAREERS_HEADINGS, CAREERS_PATH, GENDER_NOTE, JOB_META_WORDS, ROLE_PHRASES, ROLE_WORDS } from './vocabulary';

type Job = PageStructure['jobs'][number];

const MAX_TITLE_WORDS = 12;
const fold = (text: string) => text.normalize('NFC').toLowerCase();
const tokens = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/** A line that reads as a job title: a role word or a gender note, short, not a sentence. */
export function looksLikeJobTitle(line: string): boolean {
  const words = tokens(line);
  if (words.length === 0 || words.length > MAX_TITLE_WORDS + 4) return false;
  if (/[.!?]$/.test(line.trim())) return false;
  if (GENDER_NOTE.test(line)) return true;
  const lower = fold(line);
  return words.some((word) => ROLE_WORDS.has(word)) || ROLE_PHRASES.some((phrase) => lower.includes(phrase));
}

/** Separators between a job's title and its place: "—", "–", " - ", "·", "|", "(Berlin)", ", Berlin". */
const PLACE_SEPARATOR = /\s+[—–|·•]\s+|\s+-\s+|\s*\(([^)]*)\)\s*$|,\s+(?=[^,]+$)/u;

/** "Senior Product Manager — Berlin" → title and place; a gender note stays out of both. */
export function splitJob(line: string): Job {
  const cleaned = line.replace(GENDER_NOTE, '').replace(/\s+/g, ' ').trim();
  const match = PLACE_SEPARATOR.exec(cleaned);
  if (!match) return { title: cleaned };
  const title = cleaned.slice(0, match.index).trim();
  const rest = (match[1] ?? cleaned.slice(match.index + match[0].length)).trim();
  // The place is the first part of what follows ("Berlin · Full-time" → "Berlin").
  const place = rest.split(/\s+[—–|·•]\s+|\s+-\s+|,\s+/u)[0]?.trim();
  if (!title || !place || !/\p{L}/u.test(place)) return { title: cleaned };
  // "Manager, Partnerships" keeps its comma: a place starts with a capital or is a known word ("remote").
  if (match[0].trim() === ',' && !/^\p{Lu}/u.test(place) && !JOB_META_WORDS.has(fold(place))) return { title: cleaned };
  return { title, location: place };
}

/** A line under a title that says where and how ("Berlin · Full-time", "Remote"). */
function placeLine(line: string): string | null {
  const words = tokens(line);
  if (words.length === 0 || words.length > 6 || looksLikeJobTitle(line)) return null;
  if (!words.some((word) => JOB_META_WORDS.has(word))) return null;
  const place = line.split(/\s+[—–|·•]\s+|\s+-\s+|,\s+/u)[0]?.trim();
  return place || null;
}

/** The page lists job openings: its address, its name or its headings say so, or its markup holds job postings. */
export function isCareersPage(lines: ChangedLines): boolean {
  const { url, pageName, structureBefore, structureAfter } = lines.reading;
  let path = '';
  try {
    path = new URL(url).pathname;
  } catch {
    // Not a URL (tests read texts alone): only the name and the text can tell.
  }
  if (CAREERS_PATH.test(path) || CAREERS_PATH.test(`/${fold(pageName)}/`)) return true;
  if ((structureBefore?.jobs.length ?? 0) + structureAfter.jobs.length > 0) return true;
  const text = fold([...lines.reading.afterLines, ...lines.reading.beforeLines].join('\n'));
  return CAREERS_HEADINGS.some((heading) => text.includes(heading));
}

const jobKey = (job: Job) => `${fold(job.title)}|${fold(job.location ?? '')}`;

/** Jobs on one side and not the other, each as often as it is missing there. */
function missing(from: Job[], other: Job[]): Job[] {
  const left = new Map<string, number>();
  for (const job of other) left.set(jobKey(job), (left.get(jobKey(job)) ?? 0) + 1);
  return from.filter((job) => {
    const count = left.get(jobKey(job)) ?? 0;
    if (count === 0) return true;
    left.set(jobKey(job), count - 1);
    return false;
  });
}

const fact = (type: JobFact['type'], job: Job): JobFact =>
  job.location ? { type, title: job.title, location: job.location } : { type, title: job.title };

/**
 * Job postings added and removed: from the page's schema.org JobPostings when
 * both snapshots have them read, then, on a careers page, from changed lines
 * that read as job titles (with the place on the line, or on the line under it).
 */
export const jobStep: ClassifyStep = {
  name: 'jobs',
  run(lines) {
    const facts: ChangeFact[] = [];
    const { structureBefore, structureAfter } = lines.reading;
    if (structureBefore && structureBefore.jobs.length + structureAfter.jobs.length > 0) {
      const added = missing(structureAfter.jobs, structureBefore.jobs);
      const removed = missing(structureBefore.jobs, structureAfter.jobs);
      facts.push(...added.map((job) => fact('job_added', job)), ...removed.map((job) => fact('job_removed', job)));
      // The visible lines that show these jobs are told by these facts already.
      for (const job of [...added, ...removed]) {
        for (const line of lines.all) if (fold(line.text).includes(fold(job.title))) lines.claim(line);
      }
    }
    // Which page it is needs a look through its whole text: only asked when a changed line could be a job.
    const candidates = lines.unclaimed().filter((line) => looksLikeJobTitle(line.text));
    if (candidates.length === 0 || !isCareersPage(lines)) return facts;

    const told = new Set(facts.map((each) => `${each.type}|${fold((each as JobFact).title)}`));
    // A title that only moved (removed here, added there) is no news.
    const moved = (line: ChangedLine) =>
      candidates.some((other) => other.side !== line.side && fold(other.text) === fold(line.text));
    for (const line of candidates) {
      if (moved(line)) {
        lines.claim(line);
        continue;
      }
      const job = splitJob(line.text);
      if (!job.location) {
        const under = lines.at(line.side, line.index + 1);
        const place = under && under.block === line.block ? placeLine(under.text) : null;
        if (place) {
          job.location = place;
          lines.claim(under);
        }
      }
      const type = line.side === 'added' ? 'job_added' : 'job_removed';
      lines.claim(line);
      if (told.has(`${type}|${fold(job.title)}`)) continue;
      facts.push(fact(type, job));
    }
    return facts;
  },
};
