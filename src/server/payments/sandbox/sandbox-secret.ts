import { env } from '@/env';
import { getDb } from '../../db';
import { loadOrCreateSecret } from '../../security/app-secret';

let secretPromise: Promise<string> | undefined;

/**
 * PAY_SANDBOX_SECRET, or one generated once and kept in the database: every instance signs and
 * verifies with the same key, and `npm start` works with nothing configured.
 */
export function sandboxSecret(): Promise<string> {
  secretPromise ??= getDb()
    .then((db) => loadOrCreateSecret(db, 'pay_sandbox_secret', env.PAY_SANDBOX_SECRET))
    .catch((err: unknown) => {
      secretPromise = undefined;
      throw err;
    });
  return secretPromise;
}
