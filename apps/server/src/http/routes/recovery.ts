import {
  emailConfirmationSchema,
  emailSchema,
  errorBodySchema,
  featuresSchema,
  messageSchema,
  passwordResetSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmEmail, requestPasswordRecovery, resetPassword } from '../../domain/account';
import { requestLanguage } from '../language';
import type { RouteDeps } from '../routeDeps';

/** The account calls made without a session: what the server can do, password recovery, email confirmation. */
export const recoveryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { config, db } = deps;
  const limited = { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } };
  const publicCall = [] as [];

  app.get(
    '/api/v1/utils/features',
    {
      schema: {
        tags: ['utils'],
        operationId: 'getFeatures',
        summary: 'What this server can do',
        description:
          '`mail`: SMTP_URL is set, so password recovery, email changes, email channels and digests send mail.',
        security: publicCall,
        response: { 200: featuresSchema },
      },
    },
    async () => ({ mail: deps.mailer.configured }),
  );

  app.post(
    '/api/v1/password-recovery/:email',
    {
      config: limited,
      schema: {
        tags: ['login'],
        operationId: 'recoverPassword',
        summary: 'Mail a link to choose a new password',
        description:
          'Always the same 200 answer, whether an account uses the email or not. A known email gets a single-use link valid one hour, in the language of Accept-Language. 503 when the server cannot send mail.',
        security: publicCall,
        params: z.object({ email: emailSchema }),
        response: { 200: messageSchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => ({
      message: await requestPasswordRecovery(
        {
          db,
          mailer: deps.mailer,
          translate: deps.translate,
          links: deps.links,
          publicUrl: config.PUBLIC_URL,
          log: request.log,
        },
        request.params.email,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    '/api/v1/reset-password/',
    {
      config: limited,
      schema: {
        tags: ['login'],
        operationId: 'resetPassword',
        summary: 'Set a new password with a mailed link',
        description:
          'The link works once, within an hour. Every session of the account ends (log in again with the new password); older links stop working. 400 for an unknown, used or expired link.',
        security: publicCall,
        body: passwordResetSchema,
        response: { 200: messageSchema, 400: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => ({ message: await resetPassword(db, request.body) }),
  );

  app.post(
    '/api/v1/email-confirmation/',
    {
      config: limited,
      schema: {
        tags: ['users'],
        operationId: 'confirmEmail',
        summary: 'Confirm a new email with the link mailed to it',
        description:
          'The account signs in with the new address from now on. 400 for an unknown, used or expired link; 409 when another account took the address meanwhile.',
        security: publicCall,
        body: emailConfirmationSchema,
        response: {
          200: messageSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({ message: await confirmEmail(db, request.body.token) }),
  );
};
