import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { accountInfoSchema, changePasswordBodySchema, profileUpdateBodySchema, userInfoSchema } from '@/contracts/accounts';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { getDb } from '../../db';
import { changePassword } from '../../accounts/change-password';
import { logOut } from '../../accounts/log-out';
import { toUserInfo } from '../../accounts/to-user-info';
import { updateProfile } from '../../accounts/update-profile';
import { readDailyAllowance } from '../../membership/daily-allowance';
import type { AppEnv } from '../context';
import { commonErrors, json, jsonBody, localeQuery, okWith } from '../resource';

const sessionErrors = {
  401: json(
    errorEnvelopeSchema,
    '410000 no token, 410001 session ended/unknown, 410002 account no longer usable: the client signs out.',
  ),
};
const query = localeQuery;
const security = [{ bearer: [] }];

const infoRoute = createRoute({
  method: 'get',
  path: '/api/info',
  tags: ['Accounts'],
  summary: 'The signed-in user',
  security,
  request: query,
  responses: {
    200: json(
      envelopeSchema(accountInfoSchema),
      'Own profile, status, membership (level 0 once it has run out) and today\'s inquiry allowance (limit null = unlimited; resets at Asia/Shanghai midnight).',
    ),
    ...sessionErrors,
    ...commonErrors,
  },
});

const logoutRoute = createRoute({
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

const profileRoute = createRoute({
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

const passwordRoute = createRoute({
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

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });

  app.openapi(infoRoute, async (c) => {
    const user = c.get('user');
    return okWith(c, 'ok', { ...toUserInfo(user), dailyAllowance: await readDailyAllowance(await getDb(), user.id, 'inquiry') });
  });

  app.openapi(logoutRoute, async (c) => {
    await logOut(await getDb(), { sessionId: c.get('session').id, userId: c.get('user').id });
    c.set('xsrfBinding', '');
    return okWith(c, 'loggedOut', null);
  });

  app.openapi(profileRoute, async (c) => {
    const user = await updateProfile(await getDb(), c.get('user').id, c.req.valid('json'));
    return okWith(c, 'profileSaved', toUserInfo(user));
  });

  app.openapi(passwordRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await changePassword(
      await getDb(),
      {
        user: c.get('user'),
        sessionId: c.get('session').id,
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
      },
    );
    return okWith(c, 'passwordChanged', result);
  });
}
