import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  authMessageKeys,
  competitorCreateSchema,
  loginFormSchema,
  pageCreateSchema,
  passwordChangeSchema,
  projectCreateSchema,
  registerFormSchema,
  signupSchema,
  text,
  visibleLength,
  websiteCreateSchema,
} from './index';

const projectId = '5e1d0000-0000-4000-8000-00000000000a';

/** The zod issue codes a value fails with, per field path. */
function codes(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (found[issue.path.join('.')] ??= []).push(issue.code);
  return found;
}

/** Every string field of every payload the contract accepts, with a valid payload around it. */
const fields: [string, z.ZodMiniType, Record<string, unknown>, string][] = [
  ['signup', signupSchema, { email: 'dana@example.com', password: 'k3ttle-7', full_name: 'Dana' }, 'email'],
  ['signup', signupSchema, { email: 'dana@example.com', password: 'k3ttle-7', full_name: 'Dana' }, 'password'],
  ['signup', signupSchema, { email: 'dana@example.com', password: 'k3ttle-7', full_name: 'Dana' }, 'full_name'],
  ['login form', loginFormSchema, { username: 'dana@example.com', password: 'k3ttle-7' }, 'username'],
  ['login form', loginFormSchema, { username: 'dana@example.com', password: 'k3ttle-7' }, 'password'],
  [
    'password change',
    passwordChangeSchema,
    { current_password: 'k3ttle-7', new_password: 'k3ttle-8' },
    'current_password',
  ],
  ['password change', passwordChangeSchema, { current_password: 'k3ttle-7', new_password: 'k3ttle-8' }, 'new_password'],
  ['project', projectCreateSchema, { name: 'Payments', description: 'Card acquirers', url: '' }, 'name'],
  ['project', projectCreateSchema, { name: 'Payments', description: 'Card acquirers', url: '' }, 'description'],
  [
    'project',
    projectCreateSchema,
    { name: 'Payments', description: 'Card acquirers', url: 'https://a.example' },
    'url',
  ],
  [
    'competitor',
    competitorCreateSchema,
    { name: 'Acme', project_id: projectId, description: 'x', industry: 'x' },
    'name',
  ],
  [
    'competitor',
    competitorCreateSchema,
    { name: 'Acme', project_id: projectId, description: 'x', industry: 'x' },
    'description',
  ],
  [
    'competitor',
    competitorCreateSchema,
    { name: 'Acme', project_id: projectId, description: 'x', industry: 'x' },
    'industry',
  ],
  ['website', websiteCreateSchema, { name: 'Acme', url: 'https://a.example', description: 'x' }, 'name'],
  ['website', websiteCreateSchema, { name: 'Acme', url: 'https://a.example', description: 'x' }, 'url'],
  ['website', websiteCreateSchema, { name: 'Acme', url: 'https://a.example', description: 'x' }, 'description'],
  ['page', pageCreateSchema, { name: 'Plans', url: 'https://a.example/p', css_selector: 'main' }, 'name'],
  ['page', pageCreateSchema, { name: 'Plans', url: 'https://a.example/p', css_selector: 'main' }, 'url'],
  ['page', pageCreateSchema, { name: 'Plans', url: 'https://a.example/p', css_selector: 'main' }, 'css_selector'],
];

describe('control characters: one rule on every string field, issue code invalid_format', () => {
  it.each(fields)('%s %s refuses NUL, other C0 controls, DEL and lone surrogates', (_name, schema, valid, field) => {
    expect(codes(schema, valid)).toEqual({});
    const value = String(valid[field]);
    for (const bad of ['\u0000', '\u0001', '\u001b', '\u007f', '\uD800', '\uDC00']) {
      // In the middle, where trimming cannot remove it.
      const spoiled = `${value.slice(0, 2)}${bad}${value.slice(2)}`;
      expect(codes(schema, { ...valid, [field]: spoiled })[field], JSON.stringify(spoiled)).toContain('invalid_format');
    }
  });

  it('refuses control characters in each watched keyword', () => {
    expect(
      codes(pageCreateSchema, { name: 'Plans', url: 'https://a.example', alert_keywords: ['pri\u0000ce'] }),
    ).toEqual({
      'alert_keywords.0': ['invalid_format'],
    });
  });

  it('lets tab and newline into multi-line text only', () => {
    const multiline = 'First line\n\tsecond line\r\nthird';
    expect(codes(projectCreateSchema, { name: 'Payments', description: multiline })).toEqual({});
    expect(codes(competitorCreateSchema, { name: 'Acme', project_id: projectId, description: multiline })).toEqual({});
    expect(codes(projectCreateSchema, { name: 'Pay\nments', description: 'Card acquirers' })).toEqual({
      name: ['invalid_format'],
    });
    expect(codes(competitorCreateSchema, { name: 'Acme', project_id: projectId, industry: 'Re\ttail' })).toEqual({
      industry: ['invalid_format'],
    });
  });

  it('keeps well-formed Unicode: accents, scripts, emoji (surrogate pairs)', () => {
    for (const name of ['Café Zoë', 'Łódź', 'Москва', '東京都', 'Rocket 🚀 Labs', 'Ａｃｍｅ']) {
      expect(codes(projectCreateSchema, { name, description: 'Fine text' }), name).toEqual({});
    }
  });

  it('uses a translation key for the auth forms and an English sentence elsewhere', () => {
    const signup = z.safeParse(signupSchema, { email: 'da\u0000na@example.com', password: 'k3ttle-7' });
    expect(signup.error?.issues[0]?.message).toBe(authMessageKeys.controlCharacters);
    const project = z.safeParse(projectCreateSchema, { name: 'Pay\u0000', description: 'Card acquirers' });
    expect(project.error?.issues[0]?.message).toBe('Must not contain control characters');
  });
});

describe('minimum lengths count characters a person sees (issue code too_small)', () => {
  it('leaves out zero-width and bidirectional controls, and counts composed characters once', () => {
    expect(visibleLength('abc')).toBe(3);
    expect(visibleLength('a\u200Bb\u200Cc\u200D')).toBe(3);
    expect(visibleLength('\u202Eabc\u202C\u2066\u2069\u200E\u200F\uFEFF\u2060')).toBe(3);
    // e + combining acute is one character once composed; an emoji is one code point.
    expect(visibleLength('e\u0301')).toBe(1);
    expect(visibleLength('🚀')).toBe(1);
  });

  it('refuses a name padded to length with invisible characters', () => {
    expect(codes(projectCreateSchema, { name: 'ab\u200B', description: 'Card acquirers' })).toEqual({
      name: ['too_small'],
    });
    expect(codes(projectCreateSchema, { name: 'abc', description: 'Card acquirers' })).toEqual({});
    expect(codes(competitorCreateSchema, { name: 'A\u202E', project_id: projectId })).toEqual({ name: ['too_small'] });
    expect(codes(pageCreateSchema, { name: 'Plans', url: 'https://a.example', alert_keywords: ['\u200B'] })).toEqual({
      'alert_keywords.0': ['too_small'],
    });
    expect(codes(signupSchema, { email: 'dana@example.com', password: 'kettle7\u200B' })).toEqual({
      password: ['too_small'],
    });
  });

  it('keeps maximums in the units the database stores (issue code too_big)', () => {
    expect(codes(projectCreateSchema, { name: 'x'.repeat(51), description: 'Card acquirers' })).toEqual({
      name: ['too_big'],
    });
    expect(codes(signupSchema, { email: `${'a'.repeat(243)}@example.com`, password: 'k3ttle-7' })).toEqual({
      email: ['too_big'],
    });
    expect(codes(signupSchema, { email: `${'a'.repeat(242)}@example.com`, password: 'k3ttle-7' })).toEqual({});
  });

  it('builds any field the same way', () => {
    const field = text({ min: 2, max: 5 });
    expect(z.safeParse(field, '  ab  ').data).toBe('ab');
    expect(z.safeParse(field, 'a').error?.issues[0]?.code).toBe('too_small');
    expect(z.safeParse(field, 'abcdef').error?.issues[0]?.code).toBe('too_big');
  });
});

describe('common passwords (issue code custom on the password field)', () => {
  it('refuses them when a password is chosen, whatever their case', () => {
    for (const password of ['password', '12345678', 'Password', 'QWERTYUIOP', 'iloveyou', 'sunshine']) {
      expect(codes(signupSchema, { email: 'dana@example.com', password }), password).toEqual({ password: ['custom'] });
      expect(
        codes(registerFormSchema, { email: 'dana@example.com', password, confirm_password: password }),
        password,
      ).toEqual({ password: ['custom'] });
      expect(codes(passwordChangeSchema, { current_password: 'old one', new_password: password })).toEqual({
        new_password: ['custom'],
      });
    }
    const refused = z.safeParse(signupSchema, { email: 'dana@example.com', password: 'password' });
    expect(refused.error?.issues[0]?.message).toBe(authMessageKeys.commonPassword);
  });

  it('accepts a password that is not on the list, and never refuses a current password for being common', () => {
    expect(codes(signupSchema, { email: 'dana@example.com', password: 'k3ttle-7' })).toEqual({});
    expect(codes(passwordChangeSchema, { current_password: 'password', new_password: 'k3ttle-7' })).toEqual({});
    expect(codes(loginFormSchema, { username: 'dana@example.com', password: 'password' })).toEqual({});
  });
});
