import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import { STATUS } from '@/contracts/envelope';
import type { AppEnv } from './context';
import { DomainError } from '../domain-error';
import { ApiError } from './api-error';
import { apiErrorFromDomain } from './domain-error-response';
import { fail, failWith } from './respond';
import { localeMiddleware } from './middleware/locale';
import { malformedUrlMiddleware } from './middleware/malformed-url';
import { xsrfMiddleware } from './middleware/xsrf';
import { classifyError } from './classify-error';
import { validationError } from './validation-errors';
import { registerRoutes } from './routes';
import { routeTable } from './route-table';
import { securityHeadersMiddleware } from './middleware/security-headers';
import { corsMiddleware } from './middleware/cors';
import { requestScopeMiddleware } from './middleware/request-scope';
import { forgetSessionsAfterWrites } from './middleware/forget-sessions';
import { logEvent } from '../security/safe-log';
import { describeError } from '../security/describe-error';

export const REQUEST_TIMEOUT_MS = 30_000;

/** Builds the API app (no listening): the Next catch-all route, serve.ts and tests all use it. */
export function createApp() {
  const app = new OpenAPIHono<AppEnv>({
    // Every zod failure becomes a translated envelope listing the fields.
    defaultHook: (result, c) => {
      if (!result.success) return failWith(c, validationError(c.get('lang') ?? 'zh', result.error.issues));
    },
  });

  app.use('*', requestScopeMiddleware);
  app.use('*', forgetSessionsAfterWrites);
  app.use('*', securityHeadersMiddleware);
  app.use('*', malformedUrlMiddleware);
  app.use('*', localeMiddleware);
  app.use('*', timeout(REQUEST_TIMEOUT_MS, new HTTPException(504, { message: 'timeout' })));
  app.use('*', corsMiddleware());
  app.use('/api/*', xsrfMiddleware);

  registerRoutes(app);

  const routes = routeTable(app);
  app.notFound((c) => {
    const allowed = routes.methodsFor(c.req.path);
    if (allowed.size > 0) {
      c.header('Allow', [...allowed].sort().join(', '));
      return fail(c, STATUS.METHOD_NOT_ALLOWED, 'methodNotAllowed');
    }
    return fail(c, STATUS.NOT_FOUND, 'notFound', { path: c.req.path.slice(0, 200) });
  });
  app.onError((err, c) => {
    if (err instanceof ApiError) return failWith(c, err);
    if (err instanceof DomainError) return failWith(c, apiErrorFromDomain(err, c.get('lang') ?? 'zh'));
    const classified = classifyError(err);
    // The error's class and codes only: a database error's text holds the failed SQL and its values.
    if (classified.log) logEvent('error', 'api.error', { requestId: c.get('requestId'), ...describeError(err) });
    return fail(c, classified.status, classified.key);
  });
  return app;
}

