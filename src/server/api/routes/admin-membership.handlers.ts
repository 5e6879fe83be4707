import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { getOrderForOperator } from '../../membership/operator/get-order-for-operator';
import { listOrdersForOperator } from '../../membership/operator/list-orders-for-operator';
import { markOrderRefunded } from '../../membership/operator/mark-order-refunded';
import { listPlansForOperator, updatePlan } from '../../membership/operator/plans-for-operator';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './admin-membership.routes';

/** The console's membership screens: orders with their notifications, refunds, plans. */
export function registerAdminMembershipRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.ordersRoute, async (c) => {
    return okWith(c, 'ok', await listOrdersForOperator(await getDb(), c.req.valid('query'), c.get('lang')));
  });

  app.openapi(r.orderRoute, async (c) =>
    okWith(c, 'ok', await getOrderForOperator(await getDb(), c.req.valid('param').sn, c.get('lang'))),
  );

  app.openapi(r.refundedRoute, async (c) => {
    const db = await getDb();
    const { sn } = c.req.valid('param');
    await markOrderRefunded(db, {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      orderSn: sn,
      note: c.req.valid('json').note,
    });
    return okWith(c, 'orderRefunded', await getOrderForOperator(db, sn, c.get('lang')));
  });

  app.openapi(r.plansRoute, async (c) => okWith(c, 'ok', await listPlansForOperator(await getDb())));

  app.openapi(r.planUpdateRoute, async (c) => {
    const plan = await updatePlan(await getDb(), {
      actorUserId: c.get('user').id,
      ip: requestIp(c),
      planId: c.req.valid('param').id,
      plan: c.req.valid('json'),
    });
    return okWith(c, 'planSaved', plan);
  });
}
