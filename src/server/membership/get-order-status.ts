import type { OrderStatus } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import type { Db } from '../db/types';
import { findBuyerOrder } from './buyer-order';
import { toOrderStatus } from './order-views';

/** GET /api/ums/c2b/pay/status: what the server knows — the pay page never decides anything itself. */
export async function getOrderStatus(db: Db, input: { companyId: number; orderSn: string; lang: Lang }): Promise<OrderStatus> {
  const { order, plan, company } = await findBuyerOrder(db, input.companyId, input.orderSn);
  return toOrderStatus(order, plan, company, input.lang, now());
}
