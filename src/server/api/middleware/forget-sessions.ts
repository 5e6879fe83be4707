import { createMiddleware } from 'hono/factory';
import { forgetSessions } from '../../accounts/session-cache';
import type { AppEnv } from '../context';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Once a write is answered, this instance forgets the sessions it remembered (accounts/session-cache.ts):
 * whatever the write changed (a sign-out, a disabled account, a company's plan), the next request here
 * reads it. Runs after the answer is built, so a write that ends a session is never undone by a read
 * that started before it.
 */
export const forgetSessionsAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!WRITES.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    forgetSessions();
  }
});
