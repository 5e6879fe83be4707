import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  loginBodySchema,
  loginResultSchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  sendSmsBodySchema,
  sendSmsResultSchema,
} from '@/contracts/accounts';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { getDb } from '../../db';
import { logIn } from '../../accounts/log-in';
import { registerUser } from '../../accounts/register-user';
import { resetPassword } from '../../accounts/reset-password';
import { sendSmsCode } from '../../accounts/send-sms-code';
import type { AppEnv } from '../context';
import { commonErrors, json, jsonBody, localeQuery, okWith } from '../resource';
import { requestIp } from '../middleware/auth';

const query = localeQuery;

const sendSmsRoute = createRoute({
  method: 'post',
  path: '/api/send/sms',
  tags: ['Accounts'],
  summary: 'Send an SMS verification code',
  description:
    '`issue` autopartsContactApply (registration, default) or autopartsResetPwd. Mainland numbers only (optional +86/0086). ' +
    'The answer is the same whether or not a code was actually sent (a registration code is not sent to a registered number, a reset code only to an approved account). ' +
    'Limits: per number 1 per 60 s, 5 per hour, 10 per day; 20 per hour per IP; a store-wide daily cap. Codes: 6 digits, 5 minutes, single use, 5 tries.',
  request: { ...query, ...jsonBody(sendSmsBodySchema) },
  responses: {
    200: json(envelopeSchema(sendSmsResultSchema), 'Accepted (msg: sendSuccess text).'),
    429: json(
      errorEnvelopeSchema,
      '429000: too soon (smsTooSoon, with seconds) or too many (smsTooMany / rateLimited).',
    ),
    503: json(errorEnvelopeSchema, '503000 smsUnavailable: the daily SMS budget is spent; nothing was sent.'),
    ...commonErrors,
  },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/api/reg',
  tags: ['Accounts'],
  summary: 'Apply for an account',
  description:
    "The spec's register payload. Creates a pending account (no password: after approval the buyer sets one on /user/resetPwd). " +
    'smsContent must be a code sent for autopartsContactApply to this mobile. Optional position / annualSales / experienceYears keep what the form collected.',
  request: { ...query, ...jsonBody(registerBodySchema) },
  responses: {
    200: json(envelopeSchema(registerResultSchema), 'Application stored; msg says it awaits approval.'),
    409: json(errorEnvelopeSchema, '409000 mobileTaken.'),
    ...commonErrors,
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/api/login',
  tags: ['Accounts'],
  summary: 'Sign in',
  description:
    'Returns role and an opaque token for `Authorization: Bearer <token>`; sets a session-bound XSRF-TOKEN cookie. ' +
    'Refusals (403000): invalidCredentials (unknown number or wrong password — identical), accountPending, accountRejected (with the reason), accountDisabled, passwordNotSet. ' +
    '429000 loginBlocked after 10 failures in a row from one address (15 min) or 100 failures an hour on the account.',
  request: { ...query, ...jsonBody(loginBodySchema) },
  responses: {
    200: json(envelopeSchema(loginResultSchema), 'Signed in.'),
    429: json(errorEnvelopeSchema, '429000 loginBlocked.'),
    ...commonErrors,
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/api/reset',
  tags: ['Accounts'],
  summary: 'Set a new password with an SMS code',
  description:
    'code: sent for autopartsResetPwd. password: 8–128 characters, not a common password. Ends every session of the account. ' +
    'A wrong/expired code and an unknown number give the same 400001 smsCodeInvalid.',
  request: { ...query, ...jsonBody(resetPasswordBodySchema) },
  responses: {
    200: json(envelopeSchema(z.null()), 'Password set (msg passwordResetDone).'),
    ...commonErrors,
  },
});

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(sendSmsRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await sendSmsCode(await getDb(), {
      mobile: body.username,
      purpose: body.issue,
      ip: requestIp(c),
      lang: c.get('lang'),
    });
    return okWith(c, 'smsSent', result);
  });

  app.openapi(registerRoute, async (c) => {
    await registerUser(await getDb(), c.req.valid('json'), { lang: c.get('lang') });
    return okWith(c, 'registrationPending', { status: 'pending' as const });
  });

  app.openapi(loginRoute, async (c) => {
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

  app.openapi(resetRoute, async (c) => {
    const body = c.req.valid('json');
    await resetPassword(
      await getDb(),
      { mobile: body.username, code: body.code, password: body.password },
    );
    return okWith(c, 'passwordResetDone', null);
  });
}
