import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db';
import { resetClock, setClock } from '../../../src/server/clock';
import { companies, products, users } from '../../../src/server/db/schema';
import { createInquiryBodySchema } from '../../../src/contracts/inquiries';
import { createInquiry } from '../../../src/server/inquiries/create-inquiry';
import { MEMBER_DAYS_LEFT, PRIORITY_PASSWORD, PRIORITY_PEOPLE, PRIORITY_PLAN_LEVEL } from './priority-people';

const DAY = 86_400_000;

type InsertBuyer = (person: { mobile: string; password: string; name: string; company: string; position: string }) => Promise<number>;

/**
 * Writes the people of priority-people.ts into the e2e data folder (from seed-invoice-buyers.ts, before
 * the server starts). The overdue inquiry is sent through the store's own createInquiry with the server
 * clock set back, since a journey cannot wait three days.
 */
export async function seedPriorityPeople(db: Db, at: Date, insertBuyer: InsertBuyer): Promise<void> {
  const [product] = await db.select().from(products).where(eq(products.status, 'active')).orderBy(asc(products.id)).limit(1);
  for (const [lang, people] of Object.entries(PRIORITY_PEOPLE) as [keyof typeof PRIORITY_PEOPLE, (typeof PRIORITY_PEOPLE)['zh']][]) {
    const memberId = await insertBuyer({ ...people.member, password: PRIORITY_PASSWORD, position: '总经理' });
    await db
      .update(companies)
      .set({ membershipLevel: PRIORITY_PLAN_LEVEL, membershipExpiresAt: new Date(at.getTime() + MEMBER_DAYS_LEFT * DAY) })
      .where(eq(companies.id, sql`(SELECT ${users.companyId} FROM ${users} WHERE ${users.id} = ${memberId})`));

    const freeId = await insertBuyer({ ...people.free, password: PRIORITY_PASSWORD, position: '采购' });
    if (!product) throw new Error('no listed product to ask about');
    const [buyer] = await db.select().from(users).where(eq(users.id, freeId));
    setClock(() => new Date(at.getTime() - 4 * DAY));
    try {
      await createInquiry(db, {
        buyer: { id: freeId, companyId: buyer!.companyId!, company: people.free.company },
        site: 'us',
        lang,
        idempotencyKey: `seed-overdue-${people.free.mobile}`,
        body: createInquiryBodySchema.parse({
          lines: [{ product: product.skuCode, quantity: product.moq }],
          message: `Overdue ${lang}`,
          contactName: people.free.name,
          contactMobile: people.free.mobile,
        }),
      });
    } finally {
      resetClock();
    }
  }
}
