import { z } from 'zod/mini';
import { newPasswordSchema } from './account';
import { authMessageKeys, emailSchema, fullNameSchema } from './auth';
import { withoutControls } from './text';

/** A one-time link's token as it travels back: opaque, URL-safe. */
export const ONE_TIME_TOKEN_MAX_LENGTH = 200;
const oneTimeToken = withoutControls(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(ONE_TIME_TOKEN_MAX_LENGTH)),
);

/** What the account calls that only acknowledge answer: one sentence. */
export const messageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof messageSchema>;

/**
 * PATCH /api/v1/users/me: the name changes at once; a new email is only
 * proposed: a link goes to it, and the account's email changes when it is
 * followed (`pending_email` meanwhile).
 */
export const profileUpdateSchema = z.object({
  full_name: z.optional(z.nullable(fullNameSchema)),
  email: z.optional(emailSchema),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/v1/reset-password/: the mailed link's token and the new password. */
export const passwordResetSchema = z.object({
  token: oneTimeToken,
  new_password: newPasswordSchema,
});
export type PasswordResetPayload = z.infer<typeof passwordResetSchema>;

/** The reset form: the payload plus a confirmation shown on its own field. */
export const passwordResetFormSchema = z
  .object({ new_password: newPasswordSchema, confirm_password: z.string() })
  .check(
    z.refine((value) => value.new_password === value.confirm_password, {
      message: authMessageKeys.passwordMatch,
      path: ['confirm_password'],
    }),
  );
export type PasswordResetFormValues = z.infer<typeof passwordResetFormSchema>;

/** POST /api/v1/email-confirmation/: the token of the link mailed to a new address. */
export const emailConfirmationSchema = z.object({ token: oneTimeToken });
export type EmailConfirmationPayload = z.infer<typeof emailConfirmationSchema>;

/** How long the mailed links work. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The sentences the account calls answer, the same from the server and the mock backend. */
export const accountMessages = {
  recoverySent:
    'If an account uses this email, a link to choose a new password is on its way. It works once, for one hour.',
  passwordReset: 'Your password has been changed. Every other session has been signed out.',
  invalidLink: 'This link is invalid, already used or expired. Ask for a new one.',
  emailConfirmed: 'Your email address has been changed.',
  mailNotConfigured: 'This server cannot send email: ask its administrator to set SMTP_URL.',
} as const;
