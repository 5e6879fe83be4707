import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { timeout } from 'hono/timeout';
import { STATUS } from '@/contracts/envelope';
import type { AppEnv } from './context';
import { DomainError } from '../domain-error';
import { ApiError } from './api-error';
import { apiErrorFromDomain } from './domain-error-response';
import { fail, failWith } from './respond';
import { localeMiddleware } from './middleware/locale';
import { xsrfMiddleware } from './middleware/xsrf';
import { classifyError } from './classify-error';
import { validationError } from './validation-errors';
import { registerRoutes } from './routes';
import { securityHeadersMiddleware } from './middleware/security-headers';

export const REQUEST_TIMEOUT_MS = 30_000;
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the API app (no listening): the Next catch-all route, serve.ts and tests all use it. */
export function createApp() {
  const app = new OpenAPIHono<AppEnv>({
    // Every zod failure becomes a translated envelope listing the fields.
    defaultHook: (result, c) => {
      if (!result.success) return failWith(c, validationError(c.get('lang') ?? 'zh', result.error.issues));
    },
  });

  app.use('*', requestId());
  app.use('*', securityHeadersMiddleware);
  app.use('*', localeMiddleware);
  app.use('*', timeout(REQUEST_TIMEOUT_MS, new HTTPException(504, { message: 'timeout' })));
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => fail(c, STATUS.PAYLOAD_TOO_LARGE, 'payloadTooLarge', { limit: '1 MB' }),
  });
  // GET/HEAD carry no body; asking for one would build a full Request per read (see docs/decisions/0011).
  // No route reads a DELETE body, and bodyLimit's rebuilt request fails a bodiless DELETE under
  // @hono/node-server (main's input policy, ADR 0016, replaces this whole step).
  const bodiless = new Set(['GET', 'HEAD', 'DELETE']);
  app.use('*', (c, next) => (bodiless.has(c.req.method) ? next() : limitBody(c, next)));
  app.use('/api/*', xsrfMiddleware);

  registerRoutes(app);

  app.notFound((c) => fail(c, STATUS.NOT_FOUND, 'notFound', { path: new URL(c.req.url).pathname.slice(0, 200) }));
  app.onError((err, c) => {
    if (err instanceof ApiError) return failWith(c, err);
    if (err instanceof DomainError) return failWith(c, apiErrorFromDomain(err, c.get('lang') ?? 'zh'));
    const classified = classifyError(err);
    if (classified.log) console.error(JSON.stringify({ level: 'error', requestId: c.get('requestId'), err: String(err) }));
    return fail(c, classified.status, classified.key);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
