import { env } from '@/env';
import type { DbConfig, StandaloneDbConfig } from './client';

/** The database a command-line tool opens itself: DATABASE_URL's server, else the data folder. */
export function standaloneDbConfigFromEnv(): StandaloneDbConfig {
  if (env.DATABASE_URL) {
    return {
      kind: 'postgres',
      url: env.DATABASE_URL,
      poolMax: env.DB_POOL_MAX,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    };
  }
  return { kind: 'pglite', dataDir: env.DATA_DIR };
}

/** The app's database: in the production server, the embedded one is on its own thread (ADR 0073). */
export function dbConfigFromEnv(): DbConfig {
  if (!env.DATABASE_URL && env.PGLITE_THREAD_SOCKET) {
    return { kind: 'pglite-thread', socketDir: env.PGLITE_THREAD_SOCKET, waitMs: env.DB_STATEMENT_TIMEOUT_MS };
  }
  return standaloneDbConfigFromEnv();
}
