/**
 * Run by playwright.config.ts before the e2e server starts, on the same (fresh) data folder: migrates
 * and seeds it exactly as the server would, then adds the invoice journeys' buyers with paid orders
 * (see invoice-buyers.ts). PGlite allows one process per folder, hence before, not during, the run.
 */
import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { closeDb, getDb } from '../../../src/server/db';
import { membershipOrders, membershipPlans, paymentNotifications, users } from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/security/password-hash';
import { CONSOLE_BUYERS, INVOICE_BUYERS } from './invoice-buyers';

async function main() {
  const db = await getDb();
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.isInvoice, 1), eq(membershipPlans.active, 1)))
    .orderBy(asc(membershipPlans.sortOrder));
  if (!plan) throw new Error('no invoiceable membership plan in the seeded database');
  const at = new Date();
  for (const buyer of Object.values(INVOICE_BUYERS)) {
    const [user] = await db
      .insert(users)
      .values({
        mobile: buyer.mobile,
        name: '陈静',
        company: '宁波汽配进出口有限公司',
        position: '财务',
        provinceCode: '330000',
        cityCode: '330200',
        districtCode: '330203',
        role: 'buyer',
        status: 'approved',
        passwordHash: await hashPassword(buyer.password),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: users.id });
    for (let i = 0; i < 2; i += 1) {
      const paidAt = new Date(at.getTime() - (i + 1) * 86_400_000);
      await db.insert(membershipOrders).values({
        orderSn: `VIP${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}${crypto.randomInt(1e9, 1e10)}`,
        userId: user!.id,
        planId: plan.id,
        orderType: 1,
        amountFen: plan.priceFen,
        currency: 'CNY',
        state: 'paid',
        provider: 'sandbox',
        payUrl: 'http://localhost/pay/sandbox/seeded',
        createdAt: paidAt,
        payExpiresAt: new Date(paidAt.getTime() + 15 * 60_000),
        paidAt,
        updatedAt: paidAt,
      });
    }
  }
  for (const buyer of Object.values(CONSOLE_BUYERS)) {
    const [user] = await db
      .insert(users)
      .values({
        mobile: buyer.mobile,
        name: '林涛',
        company: buyer.company,
        position: '采购',
        provinceCode: '350000',
        cityCode: '350200',
        districtCode: '350203',
        role: 'buyer',
        status: 'approved',
        passwordHash: await hashPassword(buyer.password),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: users.id });
    const day = at.toISOString().slice(0, 10).replaceAll('-', '');
    const paidAt = new Date(at.getTime() - 2 * 86_400_000);
    await db.insert(membershipOrders).values({
      orderSn: `VIP${day}${crypto.randomInt(1e9, 1e10)}`,
      userId: user!.id,
      planId: plan.id,
      orderType: 1,
      amountFen: plan.priceFen,
      currency: 'CNY',
      state: 'paid',
      provider: 'sandbox',
      payUrl: 'http://localhost/pay/sandbox/seeded',
      createdAt: paidAt,
      payExpiresAt: new Date(paidAt.getTime() + 15 * 60_000),
      paidAt,
      updatedAt: paidAt,
    });
    // Ordered an hour ago, expired 15 minutes later; the gateway's success came 20 minutes after that.
    const orderedAt = new Date(at.getTime() - 60 * 60_000);
    const lateSn = `VIP${day}${crypto.randomInt(1e9, 1e10)}`;
    const lateAt = new Date(orderedAt.getTime() + 35 * 60_000);
    await db.insert(membershipOrders).values({
      orderSn: lateSn,
      userId: user!.id,
      planId: plan.id,
      orderType: 1,
      amountFen: plan.priceFen,
      currency: 'CNY',
      state: 'expired',
      provider: 'sandbox',
      payUrl: 'http://localhost/pay/sandbox/seeded',
      providerTradeNo: `SBX${lateSn}`,
      refundState: 'required',
      createdAt: orderedAt,
      payExpiresAt: new Date(orderedAt.getTime() + 15 * 60_000),
      closedAt: new Date(orderedAt.getTime() + 15 * 60_000),
      updatedAt: lateAt,
    });
    await db.insert(paymentNotifications).values({
      provider: 'sandbox',
      notifyId: crypto.randomUUID(),
      orderSn: lateSn,
      providerTradeNo: `SBX${lateSn}`,
      outcome: 'success',
      amountFen: plan.priceFen,
      currency: 'CNY',
      result: 'late',
      reason: 'order-expired',
      bodySha256: crypto.createHash('sha256').update(lateSn).digest('hex'),
      receivedAt: lateAt,
    });
  }
  await closeDb();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
