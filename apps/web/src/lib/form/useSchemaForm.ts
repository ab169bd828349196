import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod/mini';

/** A field's broken rule, by zod issue code: the shape `useFieldErrors` reads. */
export type SchemaFieldErrors<TValues> = Partial<Record<keyof TValues & string, { type: string }>>;

type Parsed<TValues> =
  { values: TValues; errors?: undefined } | { values?: undefined; errors: SchemaFieldErrors<TValues> };

/** The first broken rule of each field, as react-hook-form's zod resolver reports it. */
function parse<TValues>(schema: z.ZodMiniType, values: Record<string, string>): Parsed<TValues> {
  // The schema's own method, not `z.safeParse`: importing zod here would put it in the login screen's first download.
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data as TValues };
  const errors: Record<string, { type: string }> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= { type: issue.code };
  }
  return { errors: errors as SchemaFieldErrors<TValues> };
}

/** The form's text fields by name, as typed. */
function readFields(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')]));
}

export type SchemaForm<TValues> = {
  /** Spread on each text field: its name and starting value (the browser keeps what is typed). */
  field: (name: keyof TValues & string) => {
    name: string;
    defaultValue: string;
    onChange: (event: FormEvent<HTMLInputElement>) => void;
  };
  errors: SchemaFieldErrors<TValues>;
  isSubmitting: boolean;
  /** The form's onSubmit: validates, then hands the schema's output to `action`, else focuses the first invalid field. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * A small form on the browser's own inputs, validated by a zod schema that
 * loads once the visitor starts typing: for the screens every visitor sees first, where
 * react-hook-form and zod would weigh on the first paint. It behaves like the
 * app's react-hook-form forms: validation on submit, then again on each
 * change of a field that was reported; the first invalid field takes focus;
 * errors carry zod's issue codes for `useFieldErrors`. Give the <form> noValidate.
 */
export function useSchemaForm<TValues extends Record<string, string>>({
  loadSchema,
  defaultValues,
  action,
}: {
  loadSchema: () => Promise<z.ZodMiniType>;
  defaultValues: TValues;
  action: (values: TValues) => Promise<void> | void;
}): SchemaForm<TValues> {
  const [errors, setErrors] = useState<SchemaFieldErrors<TValues>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const names = Object.keys(defaultValues);
  const loader = useRef(loadSchema);
  const loading = useRef<Promise<z.ZodMiniType> | null>(null);
  const schema = useCallback(() => {
    // A failed download is tried again on the next submit.
    loading.current ??= loader.current().catch((error: unknown) => {
      loading.current = null;
      throw error;
    });
    return loading.current;
  }, []);

  const onChange = (event: FormEvent<HTMLInputElement>) => {
    // The validation downloads while the visitor types (or the browser fills the form in), not
    // while the page loads: its code is more than the screen's own, and a visit may never submit.
    void schema().catch(() => undefined);
    const input = event.currentTarget;
    if (!submitted.current || !input.form) return;
    const form = input.form;
    const name = input.name as keyof TValues & string;
    void schema().then((loaded) => {
      const broken = parse<TValues>(loaded, readFields(form, names)).errors?.[name];
      setErrors((current) => {
        if (current[name]?.type === broken?.type) return current;
        const next = { ...current };
        if (broken) next[name] = broken;
        else delete next[name];
        return next;
      });
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFields(form, names);
    submitted.current = true;
    setSubmitting(true);
    void (async () => {
      try {
        const parsed = parse<TValues>(await schema(), values);
        setErrors(parsed.errors ?? {});
        const broken = parsed.errors;
        if (broken) {
          const invalid = names.filter((name) => name in broken);
          const first = [...form.elements].find(
            (element): element is HTMLInputElement =>
              element instanceof HTMLInputElement && invalid.includes(element.name),
          );
          first?.focus();
          return;
        }
        await action(parsed.values as TValues);
      } finally {
        setSubmitting(false);
      }
    })();
  };

  return {
    field: (name) => ({ name, defaultValue: defaultValues[name] ?? '', onChange }),
    errors,
    isSubmitting,
    onSubmit,
  };
}
