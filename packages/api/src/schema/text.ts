import { z } from 'zod/mini';

/**
 * Rules every string the contract accepts shares: no control characters and
 * no broken Unicode, and minimum lengths counted in characters a person sees.
 * A NUL byte cannot be stored by PostgreSQL, and invisible characters must
 * not make "a name of 3 characters" out of one letter and two zero-width spaces.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/** C0 controls, DEL and lone surrogates (UTF-16 halves without their pair) refused everywhere. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const SINGLE_LINE = /^[^\u0000-\u001F\u007F\p{Cs}]*$/u;
/** The same, but tab, line feed and carriage return are part of multi-line text. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}]*$/u;

/**
 * Zero-width characters, bidirectional controls and other format characters a
 * reader never sees: they do not count toward a minimum length.
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;

/** How many characters a person sees: NFC-normalised code points, invisible ones left out. */
export function visibleLength(value: string): number {
  return [...value.normalize('NFC').replace(INVISIBLE, '')].length;
}

export interface TextRules {
  /** Minimum in visible characters (zod issue `too_small`). */
  min?: number;
  minMessage?: string;
  /** Maximum in UTF-16 code units, what the database and the forms count (zod issue `too_big`). */
  max: number;
  maxMessage?: string;
  /** Tab and newlines allowed (descriptions). */
  multiline?: boolean;
  /** What a control character reads as (zod issue `invalid_format`); the auth forms pass a translation key. */
  controlMessage?: string;
  /** Leading and trailing whitespace removed before the checks (the default). */
  trim?: boolean;
}

/** Adds the shared control-character refusal to a string schema; the issue code is `invalid_format`. */
export function withoutControls(
  schema: z.ZodMiniString<string>,
  options: { multiline?: boolean; message?: string } = {},
) {
  return schema.check(
    z.regex(options.multiline ? MULTI_LINE : SINGLE_LINE, options.message ?? CONTROL_CHARACTERS_MESSAGE),
  );
}

/** Adds a minimum counted in visible characters; the issue code is `too_small`, as zod's own `.min()`. */
export function minVisible(schema: z.ZodMiniString<string>, minimum: number, message?: string) {
  return schema.check(
    z.superRefine<string>((value, context) => {
      if (visibleLength(value) >= minimum) return;
      context.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum,
        inclusive: true,
        input: value,
        ...(message ? { message } : {}),
      });
    }),
  );
}

/** A string field of the contract: trimmed, no control characters, visible minimum, maximum. */
export function text(rules: TextRules) {
  let schema = z.string();
  if (rules.trim !== false) schema = schema.check(z.trim());
  schema = schema.check(z.maxLength(rules.max, rules.maxMessage));
  schema = withoutControls(schema, { multiline: rules.multiline, message: rules.controlMessage });
  if (rules.min !== undefined) schema = minVisible(schema, rules.min, rules.minMessage);
  return schema;
}
