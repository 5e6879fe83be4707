import { beforeAll, describe, expect, it } from 'vitest';
import enMessages from '@messages/en.json';
import zhMessages from '@messages/zh.json';
import { getDb } from '@/server/db';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { signedInBuyer, type Buyer } from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';

/*
 * The quick-inquiry box's example lines are parts of the demo catalogue: a buyer who tries them as shown
 * gets every line matched, in both languages.
 */

let buyer: Buyer;

beforeAll(async () => {
  await seedDemoCatalogue(await getDb(), { products: 1500 });
  await resetAccountState();
  buyer = await signedInBuyer();
}, 120_000);

describe('the quick-inquiry example', () => {
  it.each([
    ['en', enMessages.inquiry.quick.placeholder],
    ['zh', zhMessages.inquiry.quick.placeholder],
  ])('(%s) matches every line of the demo catalogue', async (lang, placeholder) => {
    const lines = placeholder.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const { body } = await send(`/api/inquiry/quick?lang=${lang}`, 'POST', buyer.headers, { text: placeholder, addToBasket: false });
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ matched: lines.length, unmatched: 0, ambiguous: 0, invalid: 0 });
  });
});
