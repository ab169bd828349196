import { errorBodySchema, signupSchema, tokenSchema, userSchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import type { TokenService } from '../../domain/tokens';
import { authenticate, signup } from '../../domain/users';
import { toUser } from '../wire';

export interface AuthRouteOptions {
  db: Database;
  tokens: TokenService;
  /** Requests per minute per client address on login and signup. */
  rateLimit: number;
}

/** OAuth2 password form (username is the email); other form fields such as grant_type are ignored. */
const loginForm = z.object({
  username: z.string().min(1).max(320),
  password: z.string().min(1).max(128),
});

/** Signup and login: the public routes, rate limited. */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { db, tokens, rateLimit }) => {
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };

  app.post(
    '/api/v1/users/signup',
    {
      config: limited,
      schema: {
        tags: ['users'],
        summary: 'Create an account (and its personal team)',
        body: signupSchema,
        response: { 201: userSchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
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
        summary: 'Exchange an email and password (form-encoded) for an access token',
        consumes: ['application/x-www-form-urlencoded'],
        body: loginForm,
        response: { 200: tokenSchema, 400: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const user = await authenticate(db, request.body.username, request.body.password);
      return { access_token: await tokens.issue(user.id), token_type: 'bearer' as const };
    },
  );
};
