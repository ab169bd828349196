import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  CHECK_FREQUENCY_DEFAULT,
  authMessageKeys,
  authMessagesEnglish,
  checkFrequencyOptions,
  competitorCreateSchema,
  forgotPasswordSchema,
  frequencyLabel,
  loginSchema,
  pageCreateSchema,
  projectCreateSchema,
  registerFormSchema,
  signupSchema,
  validationErrorBody,
  websiteCreateSchema,
  websiteUpdateSchema,
} from './index';

const projectId = '5e1d0000-0000-4000-8000-00000000000a';
const text = (length: number) => 'x'.repeat(length);
/** An http URL of exactly `length` characters. */
const urlOfLength = (length: number) => {
  const head = 'https://example.com/';
  return head + 'a'.repeat(length - head.length);
};

/** The messages a value fails with for one field ([] when it passes). */
function messages(schema: z.ZodMiniType, value: unknown, field: string): string[] {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return [];
  return parsed.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

describe('SPEC §5: auth forms use translation keys', () => {
  it('rejects an invalid email with validation.invalidEmail and accepts a valid one', () => {
    for (const schema of [loginSchema, forgotPasswordSchema]) {
      expect(messages(schema, { email: 'not-an-email', password: text(8) }, 'email')).toEqual([
        'validation.invalidEmail',
      ]);
      expect(messages(schema, { email: 'dana@example.com', password: text(8) }, 'email')).toEqual([]);
    }
    expect(messages(signupSchema, { email: 'dana@', password: text(8) }, 'email')).toEqual(['validation.invalidEmail']);
  });

  it('needs at least 8 password characters (validation.passwordLength)', () => {
    expect(messages(loginSchema, { email: 'dana@example.com', password: text(7) }, 'password')).toEqual([
      'validation.passwordLength',
    ]);
    expect(messages(loginSchema, { email: 'dana@example.com', password: text(8) }, 'password')).toEqual([]);
    expect(messages(signupSchema, { email: 'dana@example.com', password: text(7) }, 'password')).toEqual([
      'validation.passwordLength',
    ]);
  });

  it('shows a mismatched confirmation on the confirmation field (validation.passwordMatch)', () => {
    const base = { email: 'dana@example.com', password: 'correct-horse' };
    expect(messages(registerFormSchema, { ...base, confirm_password: 'correct-horsf' }, 'confirm_password')).toEqual([
      'validation.passwordMatch',
    ]);
    expect(z.safeParse(registerFormSchema, { ...base, confirm_password: 'correct-horse' }).success).toBe(true);
  });

  it('keeps the full name optional', () => {
    expect(z.safeParse(signupSchema, { email: 'dana@example.com', password: text(8) }).success).toBe(true);
  });

  it('has English sentences for the server beside each key', () => {
    expect(authMessagesEnglish[authMessageKeys.invalidEmail]).toBe('Please enter a valid email address');
    expect(authMessagesEnglish[authMessageKeys.passwordLength]).toBe('Password must be at least 8 characters');
    expect(authMessagesEnglish[authMessageKeys.passwordMatch]).toBe('Passwords do not match');
  });
});

describe('SPEC §5: project', () => {
  const valid = { name: 'Payments', description: 'Card acquirers', url: '' };
  it('name is 3 to 50 characters', () => {
    expect(messages(projectCreateSchema, { ...valid, name: text(2) }, 'name')).toEqual([
      'Name must be at least 3 characters',
    ]);
    expect(messages(projectCreateSchema, { ...valid, name: text(3) }, 'name')).toEqual([]);
    expect(messages(projectCreateSchema, { ...valid, name: text(50) }, 'name')).toEqual([]);
    expect(messages(projectCreateSchema, { ...valid, name: text(51) }, 'name')).toEqual([
      'Name must be less than 50 characters',
    ]);
  });
  it('description is 3 to 250 characters', () => {
    expect(messages(projectCreateSchema, { ...valid, description: text(2) }, 'description')).toEqual([
      'Description must be at least 3 characters',
    ]);
    expect(messages(projectCreateSchema, { ...valid, description: text(3) }, 'description')).toEqual([]);
    expect(messages(projectCreateSchema, { ...valid, description: text(250) }, 'description')).toEqual([]);
    expect(messages(projectCreateSchema, { ...valid, description: text(251) }, 'description')).toEqual([
      'Description must be less than 250 characters',
    ]);
  });
  it('url is optional: a valid URL or an empty string', () => {
    expect(messages(projectCreateSchema, { ...valid, url: '' }, 'url')).toEqual([]);
    expect(messages(projectCreateSchema, { name: 'Payments', description: 'Card acquirers' }, 'url')).toEqual([]);
    expect(messages(projectCreateSchema, { ...valid, url: 'https://example.com' }, 'url')).toEqual([]);
    expect(messages(projectCreateSchema, { ...valid, url: 'example dot com' }, 'url')).toEqual([
      'Please enter a valid URL',
    ]);
  });
});

describe('SPEC §5: competitor', () => {
  const valid = { name: 'Ledgerly', project_id: projectId };
  it('name is 2 to 255 characters', () => {
    expect(messages(competitorCreateSchema, { ...valid, name: text(1) }, 'name')).toEqual([
      'Name must be at least 2 characters',
    ]);
    expect(messages(competitorCreateSchema, { ...valid, name: text(2) }, 'name')).toEqual([]);
    expect(messages(competitorCreateSchema, { ...valid, name: text(255) }, 'name')).toEqual([]);
    expect(messages(competitorCreateSchema, { ...valid, name: text(256) }, 'name')).toEqual([
      'Name must be less than 255 characters',
    ]);
  });
  it('description is optional, at most 1000', () => {
    expect(messages(competitorCreateSchema, valid, 'description')).toEqual([]);
    expect(messages(competitorCreateSchema, { ...valid, description: text(1000) }, 'description')).toEqual([]);
    expect(messages(competitorCreateSchema, { ...valid, description: text(1001) }, 'description')).toEqual([
      'Description must be less than 1000 characters',
    ]);
  });
  it('industry is optional, at most 100', () => {
    expect(messages(competitorCreateSchema, { ...valid, industry: text(100) }, 'industry')).toEqual([]);
    expect(messages(competitorCreateSchema, { ...valid, industry: text(101) }, 'industry')).toEqual([
      'Industry must be less than 100 characters',
    ]);
  });
  it('is active by default', () => {
    expect(z.parse(competitorCreateSchema, valid).is_active).toBe(true);
  });
});

describe('SPEC §5: website', () => {
  const valid = { name: 'Ledgerly', url: 'https://ledgerly.example.com' };
  it('name has the competitor bounds and messages', () => {
    expect(messages(websiteCreateSchema, { ...valid, name: text(1) }, 'name')).toEqual([
      'Name must be at least 2 characters',
    ]);
    expect(messages(websiteCreateSchema, { ...valid, name: text(2) }, 'name')).toEqual([]);
    expect(messages(websiteCreateSchema, { ...valid, name: text(255) }, 'name')).toEqual([]);
    expect(messages(websiteCreateSchema, { ...valid, name: text(256) }, 'name')).toEqual([
      'Name must be less than 255 characters',
    ]);
  });
  it('url must be a valid URL of at most 2048 characters', () => {
    expect(messages(websiteCreateSchema, { ...valid, url: 'ledgerly' }, 'url')).toEqual(['Please enter a valid URL']);
    expect(messages(websiteCreateSchema, { ...valid, url: urlOfLength(2048) }, 'url')).toEqual([]);
    expect(messages(websiteCreateSchema, { ...valid, url: urlOfLength(2049) }, 'url')).toEqual([
      'URL must be less than 2048 characters',
    ]);
  });
  it('description is at most 1000', () => {
    expect(messages(websiteCreateSchema, { ...valid, description: text(1000) }, 'description')).toEqual([]);
    expect(messages(websiteCreateSchema, { ...valid, description: text(1001) }, 'description')).toEqual([
      'Description must be less than 1000 characters',
    ]);
  });
  it('check frequency is a number from 5 to 1440, 60 by default', () => {
    const freq = (value: unknown) =>
      messages(websiteCreateSchema, { ...valid, check_frequency_minutes: value }, 'check_frequency_minutes');
    expect(freq(4)).toHaveLength(1);
    expect(freq(5)).toEqual([]);
    expect(freq(1440)).toEqual([]);
    expect(freq(1441)).toHaveLength(1);
    expect(freq('60')).toHaveLength(1);
    expect(z.parse(websiteCreateSchema, valid).check_frequency_minutes).toBe(CHECK_FREQUENCY_DEFAULT);
    expect(z.safeParse(websiteUpdateSchema, { check_frequency_minutes: 4 }).success).toBe(false);
  });
  it('page urls follow the website url rules', () => {
    expect(messages(pageCreateSchema, { name: 'Pricing', url: urlOfLength(2049) }, 'url')).toEqual([
      'URL must be less than 2048 characters',
    ]);
    expect(messages(pageCreateSchema, { name: 'Pricing', url: 'ftp://example.com' }, 'url')).toEqual([
      'Please enter a valid URL',
    ]);
  });
});

describe('SPEC §9: check frequency options and labels', () => {
  it('offers the eight options with 60 as default', () => {
    expect(checkFrequencyOptions).toEqual([5, 15, 30, 60, 180, 360, 720, 1440]);
    expect(CHECK_FREQUENCY_DEFAULT).toBe(60);
  });
  it('reads minutes below 60, hours from 60 and daily at 1440', () => {
    expect(frequencyLabel(5)).toEqual({ unit: 'minutes', count: 5 });
    expect(frequencyLabel(59)).toEqual({ unit: 'minutes', count: 59 });
    expect(frequencyLabel(60)).toEqual({ unit: 'hours', count: 1 });
    expect(frequencyLabel(720)).toEqual({ unit: 'hours', count: 12 });
    expect(frequencyLabel(1440)).toEqual({ unit: 'daily', count: 1 });
  });
});

describe('validationErrorBody', () => {
  it('names the field and the rule, in English for auth keys', () => {
    const project = z.safeParse(projectCreateSchema, { name: 'ab', description: 'Card acquirers' });
    expect(project.success || validationErrorBody(project.error).detail).toBe(
      'name: Name must be at least 3 characters',
    );
    const signup = z.safeParse(signupSchema, { email: 'dana@example.com', password: 'short' });
    expect(signup.success || validationErrorBody(signup.error).detail).toBe(
      'password: Password must be at least 8 characters',
    );
    const extra = z.safeParse(projectCreateSchema, { name: 'Travel', description: 'Booking', owner: 'me' });
    expect(extra.success || validationErrorBody(extra.error).detail).toBe('owner: Unknown field');
  });
});

describe('the contract under a strict CSP', () => {
  it("parses without compiling code at run time (no new Function, which the app's CSP refuses)", () => {
    expect(z.config().jitless).toBe(true);
  });
});
