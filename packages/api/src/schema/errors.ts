import type { z } from 'zod';
import { authMessagesEnglish } from './auth';
import type { ErrorBody } from './common';

/**
 * The 422 answer for a payload that fails a schema: the detail names the
 * field and the rule ("name: Name must be at least 3 characters"), and
 * `errors` lists every failing field. The auth forms' translation keys are
 * answered in English, since the server has no user language.
 */
export function validationErrorBody(error: z.ZodError): ErrorBody {
  const errors = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: authMessagesEnglish[issue.message] ?? issue.message,
  }));
  const first = errors[0];
  const detail = !first ? 'Invalid request' : first.field ? `${first.field}: ${first.message}` : first.message;
  return { detail, errors };
}
