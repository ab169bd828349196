import { errorBodySchema, loginFormSchema, signupSchema, tokenSchema, userSchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, SIGNUP_DISABLED } from '../../domain/errors';
import { login } from '../../domain/sessions';
import { signup } from '../../domain/users';
import type { RouteDeps } from '../routeDeps';
import { toUser } from '../wire';

/** Signup and login: the public routes, rate limited per client address (and login per account too). */
export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, db, tokens, throttle }) => {
  const limited = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } };

  app.post(
    '/api/v1/users/signup',
    {
      config: limited,
      schema: {
        tags: ['users'],
        operationId: 'signup',
        security: [],
        summary: 'Create an account (and its personal team)',
        description:
          'The password must have at least 8 visible characters and not be one of the most common passwords. Answers 403 when the server does not take new accounts (SIGNUP_DISABLED).',
        body: signupSchema,
        response: {
          201: userSchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (config.SIGNUP_DISABLED) throw new HttpError(403, SIGNUP_DISABLED);
      const user = await signup(db, request.body);
      request.log.info({ userId: user.id }, 'user signed up');
      return reply.status(201).send(toUser(user));
    },
  );

  app.post(
    '/api/v1/login/access-token',
    {
      config: limited,
      schema: {
        tags: ['login'],
        operationId: 'login',
        security: [],
        summary: 'Exchange an email and password (form-encoded) for an access token',
        description:
          'Each token belongs to a new session, valid 8 days unless it ends sooner (logout, password change). After several failed attempts on one account, that account is refused with 429 for a while, whether or not it exists.',
        consumes: ['application/x-www-form-urlencoded'],
        body: loginFormSchema,
        response: { 200: tokenSchema, 400: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => login({ db, tokens, throttle }, request.body.username, request.body.password),
  );
};
