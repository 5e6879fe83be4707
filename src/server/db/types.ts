import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Both drivers (PGlite and node-postgres) produce this; domain code depends on nothing narrower. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
