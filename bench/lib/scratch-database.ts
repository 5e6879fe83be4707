import crypto from 'node:crypto';
import { adminQuery, databaseUrl } from '../../scripts/lib/postgres-admin';

/**
 * A PostgreSQL database of a bench's own on the server of BENCH_DATABASE_URL (or TEST_DATABASE_URL),
 * created for one run and dropped after it; null (the bench says why and skips) without a server.
 * Only the URL's server is used (the admin statements connect to its database, which is never written);
 * BENCH_SCRATCH_PREFIX replaces `prefix` where database names are allotted by prefix (a shared server).
 */
export function scratchDatabase(prefix: string, benchName: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(`${benchName} bench skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.`);
    return null;
  }
  const name = `${process.env.BENCH_SCRATCH_PREFIX || prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => adminQuery(serverUrl, statement);
  return {
    name,
    /** Creates the database; returns its connection URL. */
    async create(): Promise<string> {
      await admin(`CREATE DATABASE "${name}"`);
      return databaseUrl(serverUrl, name);
    },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
