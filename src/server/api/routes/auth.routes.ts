import { createRoute, z } from '@hono/zod-openapi';
import {
  loginBodySchema,
  loginResultSchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  sendSmsBodySchema,
  sendSmsResultSchema,
} from '@/contracts/accounts';
import { xsrfPrimeResultSchema } from '@/contracts/xsrf-prime';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { commonErrors, json, jsonBody, localeQuery } from '../resource';

/* Sign-up, sign-in and password reset (contracts only; handlers in auth.handlers.ts). */

const query = localeQuery;

export const sendSmsRoute = createRoute({
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

export const registerRoute = createRoute({
  method: 'post',
  path: '/api/reg',
  tags: ['Accounts'],
  summary: 'Apply for an account',
  description:
    "The spec's register payload. Creates a pending account (no password: after approval the buyer sets one on /user/resetPwd). " +
    'smsContent must be a code sent for autopartsContactApply to this mobile. gmvLevelCode and businessYearCode are the spec\'s fixed \'A\' (anything else is refused); ' +
      'the optional position, annualSales and experienceYears keep what the form collected (the bands become the company\'s).',
  request: { ...query, ...jsonBody(registerBodySchema) },
  responses: {
    200: json(envelopeSchema(registerResultSchema), 'Application stored; msg says it awaits approval.'),
    409: json(errorEnvelopeSchema, '409000 mobileTaken.'),
    ...commonErrors,
  },
});

export const loginRoute = createRoute({
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

export const resetRoute = createRoute({
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

export const xsrfPrimeRoute = createRoute({
  method: 'get',
  path: '/api/xsrf',
  tags: ['Accounts'],
  summary: 'Get the anti-forgery cookie',
  description:
    'Sets the XSRF-TOKEN cookie (bound to the session named by Authorization, or to a visitor) that every mutating call echoes in X-XSRF-TOKEN. ' +
    'The browser asks for it once, before its first change, when it has none. The answer carries no data.',
  request: query,
  responses: {
    200: json(envelopeSchema(xsrfPrimeResultSchema), 'The cookie is in Set-Cookie when it was missing or no longer fits the caller.'),
    ...commonErrors,
  },
});
