import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../../db';
import { confirmTotpEnrolment } from '../../staff/confirm-totp-enrolment';
import { getSecondFactorStatus } from '../../staff/get-second-factor-status';
import { startTotpEnrolment } from '../../staff/start-totp-enrolment';
import { verifySecondFactor } from '../../staff/verify-second-factor';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './staff.routes';

export function registerStaffRoutes(app: OpenAPIHono<AppEnv>): void {
  const who = (c: Context<AppEnv>) => ({ user: c.get('user'), session: c.get('session') });
  app.openapi(r.statusRoute, async (c) =>
    okWith(c, 'ok', await getSecondFactorStatus(await getDb(), who(c))),
  );
  app.openapi(r.enrolRoute, async (c) => okWith(c, 'ok', await startTotpEnrolment(await getDb(), who(c))));
  app.openapi(r.confirmRoute, async (c) =>
    okWith(
      c,
      'secondFactorEnrolled',
      await confirmTotpEnrolment(await getDb(), {
        ...who(c),
        code: c.req.valid('json').code,
        ip: requestIp(c),
      }),
    ),
  );
  app.openapi(r.verifyRoute, async (c) =>
    okWith(
      c,
      'secondFactorPassed',
      await verifySecondFactor(await getDb(), { ...who(c), ...c.req.valid('json'), ip: requestIp(c) }),
    ),
  );
}
