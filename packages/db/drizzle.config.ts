import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; every database (PGlite or PostgreSQL) applies
// them through migrateDatabase(). `drizzle-kit push` is not used: it cannot talk to PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
});
