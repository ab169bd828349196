import type { z } from 'zod/mini';
import { authMessagesEnglish } from './auth';
import type { ErrorBody } from './common';

/**
 * The 422 answer for a payload that fails a schema, as the server words it:
 * the detail names the field and the rule ("name: Name must be at least 3
 * characters"), `errors` lists every failing field, unknown keys read
 * "Unknown field", a failure of the whole body is named `body`, and the auth
 * forms' translation keys are answered in English (the server has no user
 * language).
 */
export function validationErrorBody(error: z.core.$ZodError, where = 'body'): ErrorBody {
  const errors = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return {
        field: [path, issue.keys.join(', ')].filter(Boolean).join('.'),
        message: `Unknown field${issue.keys.length > 1 ? 's' : ''}`,
      };
    }
    return { field: path || where, message: authMessagesEnglish[issue.message] ?? issue.message };
  });
  const first = errors[0];
  return { detail: first ? `${first.field}: ${first.message}` : 'Invalid request', errors };
}
