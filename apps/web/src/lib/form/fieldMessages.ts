import type { FieldError, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { Namespace } from '../i18nConfig';

/** The zod issue code of a broken rule; zodResolver hands it over as the field error's `type`. */
export type IssueCode = z.core.$ZodIssueCode;

/** A translation key (of the form's namespace, or `common:`), with values to interpolate such as a bound. */
export type FieldMessage = string | { key: string; values: Record<string, string | number> };

/**
 * One form's messages: for each field, the message of each rule it can break,
 * by zod issue code. `name[]` holds the rules of each item of a list field.
 */
export type FieldMessages<TValues extends FieldValues> = {
  [Name in Path<TValues> | `${Path<TValues>}[]`]?: Partial<Record<IssueCode, FieldMessage>>;
};

/**
 * What a code means on any field whose form names no message for it: the
 * contract's rule against control characters on text (`invalid_format`) and
 * length bounds read the same everywhere, and anything else asks to check the field.
 */
const anyField: Partial<Record<IssueCode, FieldMessage>> = {
  invalid_format: 'common:validation.controlCharacters',
  too_small: 'common:validation.tooShort',
  too_big: 'common:validation.tooLong',
};
const unknownRule: FieldMessage = 'common:validation.invalid';

type BrokenRule = { code: string; item: boolean };

/**
 * The error at a field path such as `recipients.0` or `items[2].name`, read as
 * react-hook-form's `get` does; here so that forms without that library
 * (the login screen's) do not load it.
 */
function errorAt(errors: FieldErrors, path: string): unknown {
  const found = path
    .split(/[,[\].]+?/)
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), errors);
  return found === undefined || found === errors ? (errors as Record<string, unknown>)[path] : found;
}

/** A field's broken rule: its own, or the first of its items' (a list field reports per item too). */
function brokenRule(errors: FieldErrors, name: string): BrokenRule | undefined {
  const error = errorAt(errors, name);
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).type;
  if (typeof own === 'string') return { code: own, item: false };
  for (const item of Object.values(error)) {
    const code: unknown = item && typeof item === 'object' ? (item as FieldError).type : undefined;
    if (typeof code === 'string') return { code, item: true };
  }
  return undefined;
}

/** The message for a field's broken rule: the form's own, else what the code means on any field. */
export function fieldMessage<TValues extends FieldValues>(
  messages: FieldMessages<TValues>,
  errors: FieldErrors<TValues>,
  name: Path<TValues>,
): FieldMessage | undefined {
  const rule = brokenRule(errors as FieldErrors, name);
  if (!rule) return undefined;
  const code = rule.code as IssueCode;
  const forField = (messages as Record<string, Partial<Record<IssueCode, FieldMessage>>>)[
    rule.item ? `${name}[]` : name
  ];
  return forField?.[code] ?? anyField[code] ?? unknownRule;
}

/**
 * A form's field errors in the user's language: `(name) => text`, for the
 * `error` prop of a field. The text comes from the field and the broken rule's
 * code, never from the schema's English sentence.
 */
export function useFieldErrors<TValues extends FieldValues>(
  namespace: Namespace,
  messages: FieldMessages<TValues>,
  errors: FieldErrors<TValues>,
): (name: Path<TValues>) => string | undefined {
  const { t } = useTranslation(namespace);
  return (name) => {
    const message = fieldMessage(messages, errors, name);
    if (message === undefined) return undefined;
    return typeof message === 'string' ? t(message) : t(message.key, message.values);
  };
}
