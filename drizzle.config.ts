import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both drivers apply the same SQL.
// `db:studio` sets DRIZZLE_STUDIO_URL (a PostgreSQL URL, or the PGlite folder) before calling drizzle-kit.
const url = process.env.DRIZZLE_STUDIO_URL ?? process.env.DATABASE_URL;
const pgliteDir = process.env.DRIZZLE_PGLITE_DIR;

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  ...(pgliteDir ? { driver: 'pglite' as const, dbCredentials: { url: pgliteDir } } : url ? { dbCredentials: { url } } : {}),
});
