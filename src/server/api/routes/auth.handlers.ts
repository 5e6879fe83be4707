import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { logIn } from '../../accounts/log-in';
import { registerUser } from '../../accounts/register-user';
import { resetPassword } from '../../accounts/reset-password';
import { sendSmsCode } from '../../accounts/send-sms-code';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './auth.routes';

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>): void {
  // The XSRF middleware sets the cookie on the way out; the route only answers.
  app.openapi(r.xsrfPrimeRoute, (c) => okWith(c, 'ok', null));

  app.openapi(r.sendSmsRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await sendSmsCode(await getDb(), {
      mobile: body.username,
      purpose: body.issue,
      ip: requestIp(c),
      lang: c.get('lang'),
    });
    return okWith(c, 'smsSent', result);
  });

  app.openapi(r.registerRoute, async (c) => {
    await registerUser(await getDb(), c.req.valid('json'), { lang: c.get('lang') });
    return okWith(c, 'registrationPending', { status: 'pending' as const });
  });

  app.openapi(r.loginRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await logIn(await getDb(), {
      mobile: body.username,
      password: body.password,
      ip: requestIp(c),
      userAgent: c.req.header('User-Agent'),
    });
    c.set('xsrfBinding', String(result.sessionId));
    return okWith(c, 'ok', { role: result.role, token: result.token });
  });

  app.openapi(r.resetRoute, async (c) => {
    const body = c.req.valid('json');
    await resetPassword(await getDb(), { mobile: body.username, code: body.code, password: body.password });
    return okWith(c, 'passwordResetDone', null);
  });
}
