import type { RegisterFormValues } from '@spyglass/api/schema';
import type { FieldMessages } from '../../lib/form/fieldMessages';

// The contract's upper bounds on account fields, which their messages name.
const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;
const FULL_NAME_MAX = 255;

/** The auth forms' messages by field and broken rule: SPEC §5's keys of the `auth` namespace, and the bounds. */
export const authMessages: FieldMessages<RegisterFormValues> = {
  email: {
    invalid_format: 'validation.invalidEmail',
    too_small: 'validation.invalidEmail',
    too_big: { key: 'validation.emailMax', values: { count: EMAIL_MAX } },
  },
  password: {
    too_small: 'validation.passwordLength',
    too_big: { key: 'validation.passwordMax', values: { count: PASSWORD_MAX } },
    // The contract refuses passwords found in lists of common ones.
    custom: 'validation.passwordCommon',
  },
  confirm_password: { custom: 'validation.passwordMatch' },
  full_name: { too_big: { key: 'validation.fullNameMax', values: { count: FULL_NAME_MAX } } },
};
