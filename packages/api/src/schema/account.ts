import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, authMessageKeys, emailSchema, fullNameSchema, passwordSchema } from './auth';
import { isCommonPassword } from './commonPasswords';
import { withoutControls } from './text';

/*
 * The calls that choose a password live apart from the login schemas: the
 * common-password list they carry is then only loaded by the screens that
 * choose one, not by the sign-in page.
 */

/** A password being chosen: the password rules, and not one of the most common passwords. */
export const newPasswordSchema = passwordSchema.check(
  z.refine((value) => !isCommonPassword(value), {
    message: authMessageKeys.commonPassword,
  }),
);

/** POST /api/v1/users/signup */
export const signupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  full_name: z.nullable(z.optional(fullNameSchema)),
});
export type SignupPayload = z.infer<typeof signupSchema>;

/** The register form: the signup payload plus a confirmation shown on its own field. */
export const registerFormSchema = z.extend(signupSchema, { confirm_password: z.string() }).check(
  z.refine((value) => value.password === value.confirm_password, {
    message: authMessageKeys.passwordMatch,
    path: ['confirm_password'],
  }),
);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

/** PATCH /api/v1/users/me/password */
export const passwordChangeSchema = z.object({
  current_password: withoutControls(z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH))),
  new_password: newPasswordSchema,
});
export type PasswordChangePayload = z.infer<typeof passwordChangeSchema>;
