import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../../db';
import { DomainError } from '../../domain-error';
import { cancelOrder } from '../../membership/cancel-order';
import { createMembershipOrder } from '../../membership/create-order';
import { getOrderStatus } from '../../membership/get-order-status';
import { listOrders } from '../../membership/list-orders';
import { listPlans } from '../../membership/list-plans';
import { quoteUpgrade } from '../../membership/quote-upgrade';
import { selectPaymentProvider } from '../../payments/select-provider';
import { prepareAnswer, sendAnswer } from '../catalogue-answer';
import { PUBLIC_CATALOGUE_CACHE } from '../cache-control';
import type { AppEnv } from '../context';
import { okWith } from '../resource';
import { ownedCompany } from '../company-scope';
import * as r from './membership.routes';

const buyer = (c: Context<AppEnv>) => c.get('user');
/** Orders buy the company's membership: its owner's alone. */
const buyerCompany = (c: Context<AppEnv>) => ownedCompany(c);
const providerFor = (c: Context<AppEnv>) => selectPaymentProvider({ requestOrigin: new URL(c.req.url).origin, lang: c.get('lang') });

/** Plans and the buyer's orders: each parses, calls one server/membership operation, shapes the envelope. */
export function registerMembershipRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.plansRoute, async (c) => {
    const db = await getDb();
    const lang = c.get('lang');
    // One small query; shared caches and the browser keep it per language (the URL carries lang).
    const answer = await prepareAnswer(lang, () => listPlans(db, lang));
    return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(r.createOrderRoute, async (c) => {
    const { vipId, orderType } = c.req.valid('query');
    if (orderType !== 1) throw DomainError.field('orderType', 'orderTypeInvalid');
    ownedCompany(c);
    const order = await createMembershipOrder(await getDb(), providerFor(c), {
      userId: buyer(c).id,
      planId: vipId,
      kind: 'purchase',
      lang: c.get('lang'),
    });
    return okWith(c, 'orderCreated', order);
  });

  app.openapi(r.upgradeOrderRoute, async (c) => {
    ownedCompany(c);
    const order = await createMembershipOrder(await getDb(), providerFor(c), {
      userId: buyer(c).id,
      planId: c.req.valid('query').vipId,
      kind: 'upgrade',
      lang: c.get('lang'),
    });
    return okWith(c, 'orderCreated', order);
  });

  app.openapi(r.upgradeQuoteRoute, async (c) =>
    okWith(c, 'ok', await quoteUpgrade(await getDb(), { companyId: buyerCompany(c).id, planId: c.req.valid('query').vipId })),
  );

  app.openapi(r.orderStatusRoute, async (c) =>
    okWith(c, 'ok', await getOrderStatus(await getDb(), { companyId: buyerCompany(c).id, orderSn: c.req.valid('query').sn, lang: c.get('lang') })),
  );

  app.openapi(r.cancelOrderRoute, async (c) =>
    okWith(c, 'orderCancelled', await cancelOrder(await getDb(), { userId: buyer(c).id, companyId: buyerCompany(c).id, orderSn: c.req.valid('query').sn, lang: c.get('lang') })),
  );

  app.openapi(r.listOrdersRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listOrders(await getDb(), { companyId: buyerCompany(c).id, page, pageSize, lang: c.get('lang') }));
  });
}
