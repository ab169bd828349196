import { errorBodySchema, idSchema } from '@spyglass/api/schema';
import type { FastifyReply } from 'fastify';
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

/**
 * A route option for the hottest routes: their answer goes out with
 * JSON.stringify, without the zod pass that checks every other answer
 * against its schema (a tenth of a listing's time). Their bodies come from
 * wire.ts's mappers, typed as the contract's shapes, and their tests compare
 * them with the contract's schemas and with the checked answers of the same
 * rows.
 */
export const unvalidatedResponse = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/**
 * Sends JSON that is already text (a kept answer) as it is: Fastify passes a
 * string with a JSON content type through without serializing it again. The
 * route's typed reply only knows its schema's shapes, hence the plain reply.
 */
export function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
