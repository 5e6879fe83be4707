import { createRoute, z } from '@hono/zod-openapi';
import {
  accountInfoSchema,
  changePasswordBodySchema,
  profileUpdateBodySchema,
  userInfoSchema,
} from '@/contracts/accounts';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { commonErrors, json, jsonBody, localeQuery } from '../resource';

/* The signed-in user's own account: profile, password, sign-out (contracts only; handlers in account.handlers.ts). */

const sessionErrors = {
  401: json(
    errorEnvelopeSchema,
    '410000 no token, 410001 session ended/unknown, 410002 account no longer usable: the client signs out.',
  ),
};
const query = localeQuery;
const security = [{ bearer: [] }];

export const infoRoute = createRoute({
  method: 'get',
  path: '/api/info',
  tags: ['Accounts'],
  summary: 'The signed-in user',
  security,
  request: query,
  responses: {
    200: json(
      envelopeSchema(accountInfoSchema),
      "Own profile, status, membership (level 0 once it has run out) and today's inquiry allowance (limit null = unlimited; resets at Asia/Shanghai midnight).",
    ),
    ...sessionErrors,
    ...commonErrors,
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/api/logout',
  tags: ['Accounts'],
  summary: 'Sign out (ends this session on the server)',
  security,
  request: query,
  responses: {
    200: json(envelopeSchema(z.null()), 'Signed out; a visitor XSRF cookie is set.'),
    ...sessionErrors,
    ...commonErrors,
  },
});

export const profileRoute = createRoute({
  method: 'put',
  path: '/api/user/profile',
  tags: ['Accounts'],
  summary: 'Edit own profile',
  description:
    'The whole editable profile. Any other field (role, status, membership, mobile…) is refused with 400001 and changes nothing.',
  security,
  request: { ...query, ...jsonBody(profileUpdateBodySchema) },
  responses: {
    200: json(envelopeSchema(userInfoSchema), 'Saved; the new profile.'),
    ...sessionErrors,
    ...commonErrors,
  },
});

export const passwordRoute = createRoute({
  method: 'post',
  path: '/api/user/password',
  tags: ['Accounts'],
  summary: 'Change own password',
  description:
    'Needs the current password (400001 currentPasswordWrong; 429000 after 10 wrong tries an hour). New: 8–128 characters, not common. ' +
    "Ends the user's other sessions; this one stays signed in.",
  security,
  request: { ...query, ...jsonBody(changePasswordBodySchema) },
  responses: {
    200: json(envelopeSchema(z.object({ otherSessionsEnded: z.number().int() })), 'Changed.'),
    ...sessionErrors,
    ...commonErrors,
  },
});
