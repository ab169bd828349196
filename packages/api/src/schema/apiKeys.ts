import { z } from 'zod/mini';
import { idSchema, listOf, timestampSchema } from './common';
import { text } from './text';

/** What a key may do: `read` only reads (GET and HEAD), `write` does what its owner may. */
export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Every key starts with it, so a leaked one is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'spy_';
export const API_KEY_NAME_MAX = 100;
/** The most keys one account may hold at once. */
export const API_KEYS_PER_USER = 50;

/** The sentences the key calls answer, the same from the server and the mock backend. */
export const apiKeyMessages = {
  readOnly: 'This API key is read-only: it may read but not change anything. Use a key with the write scope.',
  sessionOnly: 'API keys cannot manage the account or its keys: sign in with your password to do that.',
  tooMany: `An account may hold ${API_KEYS_PER_USER} API keys: revoke one you no longer use first.`,
  notFound: 'API key not found',
} as const;

/** An API key as listed: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** `spy_` and the key's first characters, to tell keys apart. */
  prefix: z.string(),
  created_at: timestampSchema,
  /** When a request last used it (to the minute), null when never. */
  last_used_at: z.nullable(timestampSchema),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = listOf(apiKeySchema);

/** A key just created: the key itself, the only time it is shown. */
export const apiKeyCreatedSchema = z.extend(apiKeySchema, { key: z.string().check(z.startsWith(API_KEY_PREFIX)) });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** POST /api/v1/users/me/api-keys/ */
export const apiKeyCreateSchema = z.object({
  name: text({ min: 1, max: API_KEY_NAME_MAX }),
  scope: z.enum(apiKeyScopes),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;
