import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** SPEC §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The auth forms' messages are translation keys (SPEC §5): the web app
 * translates them; the server answers with the English sentence beside each.
 */
export const authMessageKeys = {
  invalidEmail: 'validation.invalidEmail',
  passwordLength: 'validation.passwordLength',
  passwordMatch: 'validation.passwordMatch',
} as const;

export const authMessagesEnglish: Record<string, string> = {
  [authMessageKeys.invalidEmail]: 'Please enter a valid email address',
  [authMessageKeys.passwordLength]: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  [authMessageKeys.passwordMatch]: 'Passwords do not match',
};

const email = z.string().trim().pipe(z.email(authMessageKeys.invalidEmail));
const password = z.string().min(PASSWORD_MIN_LENGTH, authMessageKeys.passwordLength).max(128);

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  full_name: z.string().nullable(),
  is_active: z.boolean(),
  default_team_id: idSchema.nullable(),
  created_at: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
});
export type Token = z.infer<typeof tokenSchema>;

/** POST /api/v1/users/signup */
export const signupSchema = z.object({
  email,
  password,
  full_name: z.string().trim().max(255).optional().nullable(),
});
export type SignupPayload = z.infer<typeof signupSchema>;

/** The register form: the signup payload plus a confirmation shown on its own field. */
export const registerFormSchema = signupSchema
  .extend({ confirm_password: z.string() })
  .refine((value) => value.password === value.confirm_password, {
    message: authMessageKeys.passwordMatch,
    path: ['confirm_password'],
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

/** The login form; sent form-encoded as `username` (the email) and `password`. */
export const loginSchema = z.object({ email, password });
export type LoginPayload = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;
