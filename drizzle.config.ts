import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; PGlite and PostgreSQL run the same SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
