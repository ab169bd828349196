import { z } from 'zod/mini';
import { text } from './text';

// The contract never compiles code at run time: a browser under the app's CSP refuses
// `new Function` (and reports every attempt), and the speed it would buy is nothing for
// payloads this size. Here, in the module every schema imports, so it holds before any parse.
z.config({ jitless: true });

/** Every id on the wire is a UUID string. */
export const idSchema = z.uuid();
export type Id = z.infer<typeof idSchema>;

/** Timestamps travel as ISO 8601 strings with an offset (the server writes UTC, `...Z`). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** Every list answer: `{ data: [...], count: N }`; `count` is the total before limit/offset. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().check(z.int(), z.nonnegative()) });
}
export type List<T> = { data: T[]; count: number };

/** `?limit&offset` for a list; `count` in the answer is the total, so a client can page through it. */
function paging(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(maxLimit)), defaultLimit),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)), 0),
  });
}

/** Paging of histories (activity, change history): a screenful at a time. */
export const pagingSchema = paging(50, 200);
export type Paging = z.infer<typeof pagingSchema>;

/**
 * Paging of a parent's rows (projects, competitors, websites, pages). The
 * screens show them whole, so the default is larger than any list a team
 * keeps by hand; the maximum keeps one answer bounded.
 */
export const collectionPagingSchema = paging(200, 500);

/** The one error shape: a human sentence, plus optional per-field messages on 422. */
export const errorBodySchema = z.object({
  detail: z.string(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An optional text field: empty strings from forms mean "not set". */
export function optionalText(max: number, message: string, options: { multiline?: boolean } = {}) {
  return z.nullable(z.optional(text({ max, maxMessage: message, multiline: options.multiline })));
}

/** http(s) URLs only: the monitor can fetch nothing else, so nothing else is accepted. */
export const URL_MESSAGE = 'Please enter a valid URL';
export function httpUrl() {
  return text({ max: 2048 }).check(z.refine((value) => isHttpUrl(value), URL_MESSAGE));
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
