import { authMessagesEnglish, type ErrorBody } from '@spyglass/api/schema';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../../domain/errors';

/** The auth forms' messages are translation keys; the API answers their English sentences. */
const english = (message: string) => authMessagesEnglish[message] ?? message;

/** Fastify's own client errors, said in one human sentence each. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but its content type is JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is larger than 1 MB'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted here'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The Content-Type header is not valid'],
  FST_ERR_BAD_URL: [400, 'The request URL is not valid'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request is not valid'],
};

/**
 * Errors Fastify meets before a route is chosen (a URL that does not decode,
 * such as a lone surrogate's bytes); they skip the error handler, so they are
 * answered here, in the same shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, detail] = (error.code && FASTIFY_CLIENT_ERRORS[error.code]) || [400, 'The request is not valid'];
  void reply.status(status).send({ detail } satisfies ErrorBody);
}

/** One error shape everywhere: `{ detail }` (+ `errors` on 422); never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { detail: error.detail };
      if (error.errors) body.errors = error.errors;
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext;
      const errors = error.validation.map((issue) => {
        const params = issue.params as { keys?: unknown };
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
          const keys = params.keys.map(String);
          return {
            field: [path, keys.join(', ')].filter(Boolean).join('.'),
            message: `Unknown field${keys.length > 1 ? 's' : ''}`,
          };
        }
        return { field: path || (where ?? 'body'), message: english(issue.message ?? 'Invalid value') };
      });
      const first = errors[0]!;
      return reply.status(422).send({ detail: `${first.field}: ${first.message}`, errors } satisfies ErrorBody);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ detail: known[1] } satisfies ErrorBody);
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ detail: 'Too many requests. Please wait a moment and try again.' } satisfies ErrorBody);
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Another client error of fastify or a plugin: its status stands, its message is not echoed.
      request.log.info({ code: error.code }, 'client error');
      return reply.status(error.statusCode).send({ detail: 'The request could not be processed' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' } satisfies ErrorBody);
  });
}
