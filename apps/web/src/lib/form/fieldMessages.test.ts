import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { type FieldMessages, fieldMessage } from './fieldMessages';

type Values = { name: string; email: string; keywords: string[] };

const messages: FieldMessages<Values> = {
  name: { too_small: 'validation.nameMin' },
  email: { invalid_format: 'validation.invalidEmail', too_big: { key: 'validation.emailMax', values: { count: 254 } } },
  keywords: { too_big: 'validation.keywordsMax' },
  'keywords[]': { too_small: 'validation.keywordEmpty', too_big: 'validation.keywordMax' },
};

const schema = z.object({
  // The kinds of rule the contract's text fields carry: a visible length, no control characters, a bound.
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Name must be at least 2 characters'),
      z.regex(/^[^\p{Cc}]*$/u, 'Name must not contain control characters'),
    ),
  email: z.pipe(z.string().check(z.maxLength(254)), z.email()),
  keywords: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(10))).check(z.maxLength(3)),
});

/** The field errors react-hook-form holds after the resolver checked `values`. */
async function errorsOf(values: Values): Promise<FieldErrors<Values>> {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as FieldErrors<Values>;
}

const valid: Values = { name: 'Acme', email: 'team@acme.example', keywords: ['pricing'] };

describe('fieldMessage', () => {
  it('names no message for a field that keeps its rules', async () => {
    expect(fieldMessage(messages, await errorsOf(valid), 'name')).toBeUndefined();
  });

  it('picks the form’s message by field and broken rule, whatever the schema’s English says', async () => {
    const errors = await errorsOf({ ...valid, name: ' a ', email: 'not an address' });
    expect(fieldMessage(messages, errors, 'name')).toBe('validation.nameMin');
    expect(fieldMessage(messages, errors, 'email')).toBe('validation.invalidEmail');
  });

  it('carries the bound for the message to name', async () => {
    const errors = await errorsOf({ ...valid, email: `${'a'.repeat(250)}@acme.example` });
    expect(fieldMessage(messages, errors, 'email')).toEqual({ key: 'validation.emailMax', values: { count: 254 } });
  });

  it('falls back to what the rule means on any field when the form names none', async () => {
    expect(fieldMessage(messages, await errorsOf({ ...valid, name: 'Acme\u0007' }), 'name')).toBe(
      'common:validation.controlCharacters',
    );
    const errors: FieldErrors<Values> = {
      name: { type: 'too_big' },
      email: { type: 'custom' },
    };
    expect(fieldMessage(messages, errors, 'name')).toBe('common:validation.tooLong');
    expect(fieldMessage(messages, errors, 'email')).toBe('common:validation.invalid');
  });

  it('tells a list’s own rule from the rules of its items', async () => {
    expect(fieldMessage(messages, await errorsOf({ ...valid, keywords: ['a', 'b', 'c', 'd'] }), 'keywords')).toBe(
      'validation.keywordsMax',
    );
    expect(
      fieldMessage(messages, await errorsOf({ ...valid, keywords: ['pricing', 'x'.repeat(11)] }), 'keywords'),
    ).toBe('validation.keywordMax');
    expect(fieldMessage(messages, await errorsOf({ ...valid, keywords: ['pricing', ' '] }), 'keywords')).toBe(
      'validation.keywordEmpty',
    );
  });
});
