import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/v1/openapi.json';

/** The OpenAPI document, generated from the same zod schemas that validate, and Swagger UI at /docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Spyglass API',
        description: 'Projects, competitors, their websites and watched pages, and what changed on them.',
        version: '1.0.0',
      },
      // Paths are absolute (`/api/v1/...`): the document is served by the API it describes.
      servers: [{ url: '/', description: 'This Spyglass server' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'Either the access token of a session (`POST /api/v1/login/access-token`, a JWT) or an API key (`spy_...`, created under Settings → API keys). A `read` key may only GET; a `write` key may do what its owner may; no key may manage the account or its keys (403).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Served over plain http on localhost too: upgrading its requests to https would break it there.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { url: OPENAPI_PATH },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
