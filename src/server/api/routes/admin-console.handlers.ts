import type { OpenAPIHono } from '@hono/zod-openapi';
import { type AuditList } from '@/contracts/staff';
import { getDb } from '../../db';
import { exportAuditEntries } from '../../audit/export-audit-entries';
import { listAuditEntries } from '../../audit/list-audit-entries';
import { listOutboxPage } from '../../notifications/list-outbox-page';
import { retryOutboxMessage } from '../../notifications/retry-outbox-message';
import { readDashboard } from '../../staff/read-dashboard';
import type { AppEnv } from '../context';
import { exportResponse } from '../export-response';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './admin-console.routes';

/** The console's own screens: audit log, outbox, dashboard. */
export function registerAdminConsoleRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.auditRoute, async (c) => {
    const { export: format, page, pageSize, ...filter } = c.req.valid('query');
    const db = await getDb();
    if (format) {
      const file = await exportAuditEntries(db, {
        ...filter,
        userId: c.get('user').id,
        lang: c.get('lang'),
        format,
      });
      return exportResponse(file) as unknown as ReturnType<typeof okWith<AuditList>>;
    }
    return okWith(c, 'ok', await listAuditEntries(db, { ...filter, page, pageSize }));
  });

  app.openapi(r.outboxListRoute, async (c) =>
    okWith(c, 'ok', await listOutboxPage(await getDb(), c.req.valid('query'))),
  );

  app.openapi(r.retryRoute, async (c) => {
    await retryOutboxMessage(await getDb(), {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      messageId: c.req.valid('param').id,
    });
    return okWith(c, 'outboxRetried', null);
  });

  app.openapi(r.dashboardRoute, async (c) => okWith(c, 'ok', await readDashboard(await getDb())));
}
