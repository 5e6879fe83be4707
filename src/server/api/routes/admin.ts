import { z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  adminOutboxQuerySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  rejectBodySchema,
} from '@/contracts/accounts';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { roleBodySchema } from '@/contracts/staff';
import { getDb } from '../../db';
import { approveUser } from '../../accounts/approve-user';
import { disableUser } from '../../accounts/disable-user';
import { listUsers } from '../../accounts/list-users';
import { rejectUser } from '../../accounts/reject-user';
import { toAdminUser } from '../../accounts/to-user-info';
import { changeUserRole } from '../../accounts/change-user-role';
import { getUserForOperator } from '../../accounts/get-user-for-operator';
import { listOutboxMessages } from '../../notifications/list-outbox-messages';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { staffRoute } from './staff-route';
import { localeQueryShape } from '../locale-query';
import { commonErrors, idParams, json, jsonBody, okWith } from '../resource';

const security = [{ bearer: [] }];
const adminErrors = {
  401: json(errorEnvelopeSchema, '410000–410002: no usable session.'),
  403: json(
    errorEnvelopeSchema,
    '403000 forbidden (role too low; or the target is a staff account); 403001 XSRF; 403002 an admin session without the second factor.',
  ),
  ...{ 400: commonErrors[400], 500: commonErrors[500] },
};
const idParam = idParams(42);
const decisionErrors = {
  404: json(errorEnvelopeSchema, '404000 userNotFound.'),
  409: json(
    errorEnvelopeSchema,
    '409000 invalidTransition: only pending → approved|rejected, approved → disabled, disabled → approved.',
  ),
};

const listRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/users',
  tags: ['Operator'],
  summary: 'Accounts by status, role, mobile or a search text (default: pending applications, oldest first)',
  security,
  request: { query: adminUserListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(adminUserListSchema), 'One page.'), ...adminErrors },
});

const decisionRoute = (decision: 'approve' | 'disable', summary: string) =>
  staffRoute('operator', {
    method: 'post',
    path: `/api/admin/users/{id}/${decision}`,
    tags: ['Operator'],
    summary,
    security,
    request: { ...idParam, query: z.object(localeQueryShape) },
    responses: {
      200: json(envelopeSchema(adminUserSchema), 'Decided; audited.'),
      ...decisionErrors,
      ...adminErrors,
    },
  });

const rejectRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/users/{id}/reject',
  tags: ['Operator'],
  summary: 'Reject an application with a reason (1–200 characters); SMS to the buyer',
  security,
  request: { ...idParam, query: z.object(localeQueryShape), ...jsonBody(rejectBodySchema) },
  responses: {
    200: json(envelopeSchema(adminUserSchema), 'Decided; audited.'),
    ...decisionErrors,
    ...adminErrors,
  },
});

const outboxRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/outbox',
  tags: ['Operator'],
  summary: 'SMS log (newest first)',
  description: 'Verification and reset codes are masked (******) whatever the carrier: they are for their owner only.',
  security,
  request: { query: adminOutboxQuerySchema.extend(localeQueryShape) },
  responses: {
    200: json(
      envelopeSchema(
        z.array(
          z.object({
            id: z.number().int(),
            channel: z.string(),
            status: z.string(),
            attempts: z.number().int(),
            createdAt: z.string(),
            sentAt: z.string().nullable(),
            provider: z.string().nullable(),
            to: z.string().nullable(),
            text: z.string(),
          }),
        ),
      ),
      'Messages.',
    ),
    ...adminErrors,
  },
});

const detailRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/users/{id}',
  tags: ['Operator'],
  summary: 'One account (its inquiries: GET /api/admin/inquiries?userId=)',
  security,
  request: { ...idParam, query: z.object(localeQueryShape) },
  responses: {
    200: json(envelopeSchema(adminUserSchema), 'The account.'),
    404: json(errorEnvelopeSchema, '404000 userNotFound.'),
    ...adminErrors,
  },
});

const roleRoute = staffRoute('admin', {
  method: 'post',
  path: '/api/admin/users/{id}/role',
  tags: ['Operator'],
  summary: "Set an account's role (buyer, operator, admin); its sessions end",
  description:
    'Not your own account (403000 cannotChangeOwnRole); staff roles only for approved accounts (409000). Audited with before/after.',
  security,
  request: { ...idParam, query: z.object(localeQueryShape), ...jsonBody(roleBodySchema) },
  responses: {
    200: json(envelopeSchema(adminUserSchema), 'Changed (or already so); audited.'),
    404: json(errorEnvelopeSchema, '404000 userNotFound.'),
    409: json(errorEnvelopeSchema, '409000 roleNeedsApprovedAccount.'),
    ...adminErrors,
  },
});

export function registerAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { status, role, mobile, q, page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listUsers(await getDb(), { status, role, mobile, q, page, pageSize }));
  });

  app.openapi(detailRoute, async (c) =>
    okWith(c, 'ok', await getUserForOperator(await getDb(), c.req.valid('param').id)),
  );

  app.openapi(roleRoute, async (c) => {
    const user = await changeUserRole(await getDb(), {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      userId: c.req.valid('param').id,
      role: c.req.valid('json').role,
    });
    return okWith(c, 'userRoleChanged', toAdminUser(user));
  });

  app.openapi(
    decisionRoute('approve', 'Approve an application (or re-enable a disabled account); SMS to the buyer'),
    async (c) => {
      const user = await approveUser(await getDb(), {
        actorUserId: c.get('user').id,
        ip: requestIp(c),
        userId: c.req.valid('param').id,
      });
      return okWith(c, 'userApproved', toAdminUser(user));
    },
  );

  app.openapi(rejectRoute, async (c) => {
    const { reason } = c.req.valid('json');
    const user = await rejectUser(await getDb(), {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      userId: c.req.valid('param').id,
      reason,
    });
    return okWith(c, 'userRejected', toAdminUser(user));
  });

  app.openapi(
    decisionRoute('disable', 'Disable an approved account; its sessions end at once'),
    async (c) => {
      const user = await disableUser(await getDb(), {
        actorUserId: c.get('user').id,
        ip: requestIp(c),
        userId: c.req.valid('param').id,
      });
      return okWith(c, 'userDisabled', toAdminUser(user));
    },
  );

  app.openapi(outboxRoute, async (c) => {
    const { mobile, limit } = c.req.valid('query');
    const rows = await listOutboxMessages(await getDb(), { mobile, channel: 'sms', limit });
    return okWith(
      c,
      'ok',
      rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    );
  });
}
