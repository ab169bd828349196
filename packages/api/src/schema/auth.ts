import { z } from 'zod/mini';
import { idSchema, timestampSchema } from './common';
import { text, withoutControls, minVisible } from './text';

/** SPEC §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321: the longest address a mail server must accept. */
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 255;

/**
 * The auth forms' messages are translation keys (SPEC §5): the web app
 * translates them; the server answers with the English sentence beside each.
 */
export const authMessageKeys = {
  invalidEmail: 'validation.invalidEmail',
  emailLength: 'validation.emailLength',
  passwordLength: 'validation.passwordLength',
  passwordMaxLength: 'validation.passwordMaxLength',
  passwordMatch: 'validation.passwordMatch',
  commonPassword: 'validation.commonPassword',
  fullNameLength: 'validation.fullNameLength',
  controlCharacters: 'validation.controlCharacters',
} as const;

export const authMessagesEnglish: Record<string, string> = {
  [authMessageKeys.invalidEmail]: 'Please enter a valid email address',
  [authMessageKeys.emailLength]: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  [authMessageKeys.passwordLength]: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  [authMessageKeys.passwordMaxLength]: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  [authMessageKeys.passwordMatch]: 'Passwords do not match',
  [authMessageKeys.commonPassword]: 'This password is too common and easy to guess. Please choose another one.',
  [authMessageKeys.fullNameLength]: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  [authMessageKeys.controlCharacters]: 'Must not contain control characters',
};

export const emailSchema = z.pipe(
  text({
    max: EMAIL_MAX_LENGTH,
    maxMessage: authMessageKeys.emailLength,
    controlMessage: authMessageKeys.controlCharacters,
  }),
  z.email(authMessageKeys.invalidEmail),
);

/** A password as typed: never trimmed; its length counted in visible characters. */
export const passwordSchema = minVisible(
  withoutControls(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, authMessageKeys.passwordMaxLength)), {
    message: authMessageKeys.controlCharacters,
  }),
  PASSWORD_MIN_LENGTH,
  authMessageKeys.passwordLength,
);

export const fullNameSchema = text({
  max: FULL_NAME_MAX_LENGTH,
  maxMessage: authMessageKeys.fullNameLength,
  controlMessage: authMessageKeys.controlCharacters,
});

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  full_name: z.nullable(z.string()),
  is_active: z.boolean(),
  default_team_id: z.nullable(idSchema),
  /** The team whose projects the project list shows. */
  current_team_id: z.optional(z.nullable(idSchema)),
  created_at: timestampSchema,
  /** A new email waiting for its confirmation link to be followed; the account keeps `email` until then. */
  pending_email: z.optional(z.nullable(z.string())),
});
export type User = z.infer<typeof userSchema>;

export const tokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.literal('bearer'),
});
export type Token = z.infer<typeof tokenSchema>;

/** The login form; sent form-encoded as `username` (the email) and `password`. */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginPayload = z.infer<typeof loginSchema>;

/**
 * POST /api/v1/login/access-token, as it travels (OAuth2 password form;
 * other fields such as grant_type are ignored). Only presence is checked
 * here: a password made under older rules must still log in.
 */
export const loginFormSchema = z.object({
  username: withoutControls(z.string().check(z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH))),
  password: withoutControls(z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH))),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;
