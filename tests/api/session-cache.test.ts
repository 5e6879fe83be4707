import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { send } from '@tests/factories/users';
import { signedInBuyer, signedInOperator } from '@tests/factories/inquiries';
import { notificationFor, postNotification, seedPlans } from '@tests/factories/membership';

/*
 * With SESSION_CACHE_MS on (as in production), an instance answers from the sessions it remembered:
 * every write it answers makes it forget them, so what ends a session here ends it on the next request;
 * a change it did not make (another instance's, or SQL) shows once the remembered session is older than
 * SESSION_CACHE_MS.
 */
const original = env.SESSION_CACHE_MS;
beforeAll(() => {
  env.SESSION_CACHE_MS = 2000;
});
afterAll(() => {
  env.SESSION_CACHE_MS = original;
});

const info = (headers: Record<string, string>) => send('/api/info?lang=en', 'GET', headers);

describe('remembered sessions', () => {
  it('a sign-out on this instance refuses the token on the very next request', async () => {
    const buyer = await signedInBuyer();
    expect((await info(buyer.headers)).body.status).toBe(200);
    expect((await info(buyer.headers)).body.status).toBe(200);
    expect((await send('/api/logout?lang=en', 'POST', buyer.headers)).body.status).toBe(200);
    expect((await info(buyer.headers)).body.status).toBe(410001);
  });

  it('an operator disabling an account on this instance refuses its session on the very next request', async () => {
    const buyer = await signedInBuyer();
    const operator = await signedInOperator();
    expect((await info(buyer.headers)).body.status).toBe(200);
    const disabled = await send(`/api/admin/users/${buyer.id}/disable?lang=en`, 'POST', operator.headers);
    expect(disabled.body.status).toBe(200);
    expect((await info(buyer.headers)).body.status).toBe(410002);
  });

  it('a change made elsewhere shows within SESSION_CACHE_MS: remembered until then, refused after', async () => {
    env.SESSION_CACHE_MS = 500;
    try {
      const buyer = await signedInBuyer();
      const db = await getDb();
      expect((await info(buyer.headers)).body.status).toBe(200);
      // Another instance (here: SQL) disables the account; this one still remembers the session…
      await db.update(users).set({ status: 'disabled' }).where(eq(users.id, buyer.id));
      expect((await info(buyer.headers)).body.status).toBe(200);
      // …until its memory of it is older than SESSION_CACHE_MS.
      await expect.poll(async () => (await info(buyer.headers)).body.status, { timeout: 5000, interval: 100 }).toBe(410002);
    } finally {
      env.SESSION_CACHE_MS = 2000;
    }
  });

  it("a payment the gateway confirms to this instance shows in the buyer's next request", async () => {
    const plans = await seedPlans();
    const buyer = await signedInBuyer();
    expect((await info(buyer.headers)).body.data.membershipLevel).toBe(0);
    const ordered = await send(`/api/ums/c2b?vipId=${plans.annual.id}&orderType=1&lang=en`, 'GET', buyer.headers);
    expect(ordered.body.status, JSON.stringify(ordered.body)).toBe(200);
    expect((await info(buyer.headers)).body.data.membershipLevel).toBe(0);
    const notified = await postNotification(await notificationFor(ordered.body.data.order_sn, 'success'));
    expect(notified.text).toBe('success');
    expect((await info(buyer.headers)).body.data.membershipLevel).toBe(plans.annual.level);
  });

  it('two buyers never get each other\'s remembered session', async () => {
    const first = await signedInBuyer();
    const second = await signedInBuyer();
    for (let i = 0; i < 3; i++) {
      expect((await info(first.headers)).body.data.mobile).toBe(first.mobile);
      expect((await info(second.headers)).body.data.mobile).toBe(second.mobile);
    }
  });
});
