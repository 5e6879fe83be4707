import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions every PGlite instance loads (PostgreSQL has them on disk; PGlite bundles each one
 * separately). Migration 0007 creates pg_trgm (trigram indexes) and fuzzystrmatch (edit distance for typos).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };
