import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { approveUser } from '../../accounts/approve-user';
import { disableUser } from '../../accounts/disable-user';
import { listUsers } from '../../accounts/list-users';
import { rejectUser } from '../../accounts/reject-user';
import { changeUserRole } from '../../accounts/change-user-role';
import { adminUserView, getUserForOperator } from '../../accounts/get-user-for-operator';
import { listOutboxMessages } from '../../notifications/list-outbox-messages';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './admin-users.routes';

export function registerAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.listRoute, async (c) => {
    const { status, role, mobile, q, page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listUsers(await getDb(), { status, role, mobile, q, page, pageSize }));
  });

  app.openapi(r.detailRoute, async (c) =>
    okWith(c, 'ok', await getUserForOperator(await getDb(), c.req.valid('param').id)),
  );

  app.openapi(r.roleRoute, async (c) => {
    const user = await changeUserRole(await getDb(), {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      userId: c.req.valid('param').id,
      role: c.req.valid('json').role,
    });
    return okWith(c, 'userRoleChanged', await adminUserView(await getDb(), user));
  });

  app.openapi(
    r.decisionRoute('approve', 'Approve an application (or re-enable a disabled account); SMS to the buyer'),
    async (c) => {
      const user = await approveUser(await getDb(), {
        actorUserId: c.get('user').id,
        ip: requestIp(c),
        userId: c.req.valid('param').id,
      });
      return okWith(c, 'userApproved', await adminUserView(await getDb(), user));
    },
  );

  app.openapi(r.rejectRoute, async (c) => {
    const { reason } = c.req.valid('json');
    const user = await rejectUser(await getDb(), {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      userId: c.req.valid('param').id,
      reason,
    });
    return okWith(c, 'userRejected', await adminUserView(await getDb(), user));
  });

  app.openapi(
    r.decisionRoute('disable', 'Disable an approved account; its sessions end at once'),
    async (c) => {
      const user = await disableUser(await getDb(), {
        actorUserId: c.get('user').id,
        ip: requestIp(c),
        userId: c.req.valid('param').id,
      });
      return okWith(c, 'userDisabled', await adminUserView(await getDb(), user));
    },
  );

  app.openapi(r.outboxRoute, async (c) => {
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
