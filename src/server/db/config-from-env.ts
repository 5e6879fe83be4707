import { env } from '@/env';
import type { DbConfig } from './client';

export function dbConfigFromEnv(): DbConfig {
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
