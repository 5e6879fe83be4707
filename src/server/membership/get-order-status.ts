import type { OrderStatus } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import type { Db } from '../db/types';
import { findBuyerOrder } from './buyer-order';
import { toOrderStatus } from './order-views';

/** GET /api/ums/c2b/pay/status: what the server knows — the pay page never decides anything itself. */
export async function getOrderStatus(db: Db, input: { userId: number; orderSn: string; lang: Lang }): Promise<OrderStatus> {
  const { order, plan, user } = await findBuyerOrder(db, input.userId, input.orderSn);
  return toOrderStatus(order, plan, user, input.lang, now());
}
