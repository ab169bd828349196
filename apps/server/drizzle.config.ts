import { defineConfig } from 'drizzle-kit';

// One schema, one set of migrations: the generated SQL migrates PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
