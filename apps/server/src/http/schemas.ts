import { errorBodySchema, idSchema } from '@spyglass/api/schema';
import { z } from 'zod';

/** Path parameters: ids are UUIDs (a malformed one answers 422, never a database error). */
export const idParams = z.object({ id: idSchema });

/** The error answers a protected route may give, for the OpenAPI document. */
export const protectedErrors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
} as const;

export const bearer = [{ bearerAuth: [] }];
