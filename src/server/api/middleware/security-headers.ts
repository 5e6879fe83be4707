import { createMiddleware } from 'hono/factory';
import { SECURITY_HEADERS } from '../../http/security-headers';
import type { AppEnv } from '../context';

/**
 * The baseline security headers on every API answer, on whichever door it
 * leaves by (serve.ts's fast path, Next's route handler, `npm run start:api`). A route that needs a
 * stricter policy (the API docs page) sets its own and keeps it.
 */
export const securityHeadersMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Every answer of this app is built here (none is passed through from fetch), so its headers are mutable.
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (headers.get(name) === null) headers.set(name, value);
  }
});
