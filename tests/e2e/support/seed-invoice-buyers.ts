/**
 * Run by playwright.config.ts before the e2e server starts, on the same (fresh) data folder: migrates
 * and seeds it exactly as the server would, then adds the invoice journeys' buyers with paid orders
 * (see invoice-buyers.ts), the team journeys' owners on the Annual plan (team-owners.ts), the members of the
 * data-tier, price-history, fitment-export and inquiry-priority journeys (trade-members.ts,
 * enterprise-members.ts, fitment-members.ts, priority-members.ts), the API access journeys' owners and
 * colleagues (api-token-owners.ts), the dialog-focus journey's people (dialog-people.ts) and the console and second-factor
 * journeys' admins (one per attempt, see operator.ts).
 * PGlite allows one process per folder, hence before, not during, the run.
 */
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ensureAdminAccount } from '../../../src/server/accounts/ensure-admin-account';
import { closeDb, getDb, type Db } from '../../../src/server/db';
import {
  companies,
  invoiceTitles,
  membershipOrders,
  membershipPlans,
  paymentNotifications,
  users,
  type MembershipPlanRow,
  type NewMembershipOrderRow,
} from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/security/password-hash';
import { insertCompanyOwner } from '../../../src/server/companies/insert-company-owner';
import { E2E_CONSOLE_ADMINS, SECOND_FACTOR_ADMINS } from './operator';
import { CONSOLE_BUYERS, FOCUS_INVOICE_BUYERS, INVOICE_BUYERS } from './invoice-buyers';
import { TEAM_OWNERS, TEAM_PLAN_LEVEL } from './team-owners';
import { TRADE_MEMBER_LEVEL, TRADE_MEMBERS } from './trade-members';
import { ENTERPRISE_MEMBERS, ENTERPRISE_PLAN_LEVEL } from './enterprise-members';
import { FITMENT_MEMBERS, FITMENT_PLAN_LEVEL } from './fitment-members';
import { seedPriorityPeople } from './priority-members';
import { API_OWNERS, API_PLAN_LEVEL } from './api-token-owners';
import { DIALOG_PEOPLE, DIALOG_PLAN_LEVEL } from './dialog-people';

const HOUR = 3_600_000;
const PAY_WINDOW = 15 * 60_000;

/** An approved buyer living at the given province, city and district codes; returns its id. */
async function insertBuyer(
  db: Db,
  at: Date,
  buyer: { mobile: string; password: string; name: string; company: string; position: string },
  [provinceCode, cityCode, districtCode]: [string, string, string],
): Promise<number> {
  const { password, company, ...person } = buyer;
  const { user } = await insertCompanyOwner(
    db,
    { name: company, provinceCode, cityCode, districtCode },
    { ...person, role: 'buyer', status: 'approved', passwordHash: await hashPassword(password) },
    at,
  );
  return user.id;
}

const orderSnAt = (day: Date) => `VIP${day.toISOString().slice(0, 10).replaceAll('-', '')}${crypto.randomInt(1e9, 1e10)}`;

/** A sandbox order of `plan` placed at `placedAt`: paid at once, unless `rest` says otherwise. */
async function insertOrder(
  db: Db,
  userId: number,
  plan: MembershipPlanRow,
  placedAt: Date,
  rest: Partial<NewMembershipOrderRow> = {},
): Promise<void> {
  const orderSn = rest.orderSn ?? orderSnAt(placedAt);
  await db.insert(membershipOrders).values({
    orderSn,
    userId,
    companyId: sql`(SELECT ${users.companyId} FROM ${users} WHERE ${users.id} = ${userId})`,
    planId: plan.id,
    orderType: 1,
    amountFen: plan.priceFen,
    currency: 'CNY',
    state: 'paid',
    provider: 'sandbox',
    payUrl: 'http://localhost/pay/sandbox/seeded',
    createdAt: placedAt,
    payExpiresAt: new Date(placedAt.getTime() + PAY_WINDOW),
    paidAt: placedAt,
    updatedAt: placedAt,
    ...rest,
  });
}

/** Ordered an hour ago, expired 15 minutes later; the gateway's success came 20 minutes after that. */
async function insertLatePayment(db: Db, userId: number, plan: MembershipPlanRow, at: Date): Promise<void> {
  const orderedAt = new Date(at.getTime() - HOUR);
  const closedAt = new Date(orderedAt.getTime() + PAY_WINDOW);
  const lateAt = new Date(orderedAt.getTime() + 35 * 60_000);
  const lateSn = orderSnAt(orderedAt);
  await insertOrder(db, userId, plan, orderedAt, {
    orderSn: lateSn,
    state: 'expired',
    paidAt: null,
    providerTradeNo: `SBX${lateSn}`,
    refundState: 'required',
    closedAt,
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

async function main() {
  const db = await getDb();
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.isInvoice, 1), eq(membershipPlans.active, 1)))
    .orderBy(asc(membershipPlans.sortOrder));
  if (!plan) throw new Error('no invoiceable membership plan in the seeded database');
  const at = new Date();
  const daysAgo = (days: number) => new Date(at.getTime() - days * 24 * HOUR);

  for (const buyer of Object.values(INVOICE_BUYERS)) {
    const person = { ...buyer, name: '陈静', company: '宁波汽配进出口有限公司', position: '财务' };
    const userId = await insertBuyer(db, at, person, ['330000', '330200', '330203']);
    // Two paid orders, so a retried journey still finds one to invoice.
    for (const days of [1, 2]) await insertOrder(db, userId, plan, daysAgo(days));
  }
  for (const buyer of Object.values(FOCUS_INVOICE_BUYERS)) {
    const userId = await insertBuyer(db, at, { ...buyer, name: '周敏', position: '采购' }, ['330000', '330200', '330203']);
    // Two paid orders: a retried journey asks for the other one's invoice.
    for (const days of [1, 2]) await insertOrder(db, userId, plan, daysAgo(days));
  }
  for (const buyer of CONSOLE_BUYERS) {
    const userId = await insertBuyer(db, at, { ...buyer, name: '林涛', position: '采购' }, ['350000', '350200', '350203']);
    await insertOrder(db, userId, plan, daysAgo(2));
    await insertLatePayment(db, userId, plan, at);
  }
  // The team journeys' owners: a company on the Annual plan for a year (its seats are what they test).
  for (const owner of Object.values(TEAM_OWNERS)) {
    const userId = await insertBuyer(db, at, { ...owner, position: '总经理' }, ['330000', '330100', '330106']);
    await db
      .update(companies)
      .set({ membershipLevel: TEAM_PLAN_LEVEL, membershipExpiresAt: new Date(at.getTime() + 365 * 24 * HOUR) })
      .where(eq(companies.id, sql`(SELECT ${users.companyId} FROM ${users} WHERE ${users.id} = ${userId})`));
  }
  // The data-tier journey's members: a company on the Quarterly plan (member prices, stock, OE numbers).
  for (const member of Object.values(TRADE_MEMBERS)) {
    const userId = await insertBuyer(db, at, { ...member, position: '采购经理' }, ['330000', '330300', '330302']);
    await db
      .update(companies)
      .set({ membershipLevel: TRADE_MEMBER_LEVEL, membershipExpiresAt: new Date(at.getTime() + 90 * 24 * HOUR) })
      .where(eq(companies.id, sql`(SELECT ${users.companyId} FROM ${users} WHERE ${users.id} = ${userId})`));
  }
  // The price-history journeys' members: a company on the Enterprise plan for a year.
  for (const member of Object.values(ENTERPRISE_MEMBERS)) {
    const userId = await insertBuyer(db, at, { ...member, position: '采购经理' }, ['440000', '440300', '440305']);
    await db
      .update(companies)
      .set({ membershipLevel: ENTERPRISE_PLAN_LEVEL, membershipExpiresAt: new Date(at.getTime() + 365 * 24 * HOUR) })
      .where(eq(companies.id, sql`(SELECT ${users.companyId} FROM ${users} WHERE ${users.id} = ${userId})`));
  }
  // The fitment-export journeys' members: Annual, which grants the export.
  for (const member of Object.values(FITMENT_MEMBERS)) {
    const userId = await insertBuyer(db, at, { ...member, position: '采购经理' }, ['330000', '330100', '330106']);
    await db
      .update(companies)
      .set({ membershipLevel: FITMENT_PLAN_LEVEL, membershipExpiresAt: new Date(at.getTime() + 365 * 24 * HOUR) })
      .where(eq(companies.id, sql`(SELECT ${users.companyId} FROM ${users} WHERE ${users.id} = ${userId})`));
  }
  // The API access journeys' companies: Enterprise (the plan with API access), an owner and one colleague.
  for (const { owner, colleague } of Object.values(API_OWNERS)) {
    const ownerId = await insertBuyer(db, at, { ...owner, position: '总经理' }, ['330000', '330100', '330106']);
    const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, ownerId));
    await db
      .update(companies)
      .set({ membershipLevel: API_PLAN_LEVEL, membershipExpiresAt: new Date(at.getTime() + 365 * 24 * HOUR) })
      .where(eq(companies.id, row!.companyId!));
    await db.insert(users).values({
      mobile: colleague.mobile,
      name: colleague.name,
      position: '采购',
      role: 'buyer',
      status: 'approved',
      passwordHash: await hashPassword(colleague.password),
      companyId: row!.companyId!,
      companyRole: 'buyer',
      seatState: 'active',
      createdAt: at,
      updatedAt: at,
    });
  }
  // The dialog-focus journey's companies: Enterprise, a colleague, a paid order and an invoice title.
  for (const { owner, colleague, title } of Object.values(DIALOG_PEOPLE)) {
    const ownerId = await insertBuyer(db, at, { ...owner, position: '总经理' }, ['330000', '330200', '330203']);
    const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, ownerId));
    const companyId = row!.companyId!;
    await db
      .update(companies)
      .set({ membershipLevel: DIALOG_PLAN_LEVEL, membershipExpiresAt: new Date(at.getTime() + 365 * 24 * HOUR) })
      .where(eq(companies.id, companyId));
    await db.insert(users).values({
      mobile: colleague.mobile,
      name: colleague.name,
      position: '采购',
      role: 'buyer',
      status: 'approved',
      passwordHash: await hashPassword(colleague.password),
      companyId,
      companyRole: 'buyer',
      seatState: 'active',
      createdAt: at,
      updatedAt: at,
    });
    await insertOrder(db, ownerId, plan, daysAgo(1));
    await db.insert(invoiceTitles).values({ userId: ownerId, companyId, kind: 'company', name: title, taxNo: '9144030071526726XG', isDefault: true, createdAt: at, updatedAt: at });
  }
  // The inquiry-priority journeys' Annual member (ending soon) and free buyer with an overdue inquiry.
  await seedPriorityPeople(db, at, (person) => insertBuyer(db, at, person, ['440000', '440100', '440106']));
  for (const admin of [...E2E_CONSOLE_ADMINS, ...SECOND_FACTOR_ADMINS]) await ensureAdminAccount(db, { ...admin, role: 'admin' });
  await closeDb();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
