import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of the test's own on the TEST_DATABASE_URL server, dropped at the end: the
 * instances share it as a real deployment shares one. `sql` reads what the database holds.
 */
export type TestDatabase = {
  url: string;
  name: string;
  sql: <T extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ) => Promise<T[]>;
  drop: () => Promise<void>;
};

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `partsmall_rel_${label}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 3 });
  pool.on('error', () => {}); // an idle connection closed under it; the next query opens another
  return {
    url: url.href,
    name,
    sql: async (text, values) => (await pool.query(text, values)).rows,
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
