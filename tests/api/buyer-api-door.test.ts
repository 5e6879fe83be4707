import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { companies, membershipPlans } from '@/server/db/schema';
import { apiOwner, createToken, listTokens, revokeToken, tokenFor, v1 } from '@tests/factories/api-tokens';
import { giveMembership, seedPlans } from '@tests/factories/membership';
import { GOOD_PASSWORD, resetAccountState, send, signIn } from '@tests/factories/users';

/*
 * The buyer API's door (/api/v1): only an access token opens it, within its company's plan, its scopes
 * and its minute's calls; the token opens nothing else (docs/decisions/0068).
 */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
let clock = NOW;
const CATALOGUE = '/api/v1/categories?lang=en';

beforeAll(async () => {
  await seedPlans();
});
beforeEach(async () => {
  await resetAccountState();
  clock = NOW;
  setClock(() => new Date(clock));
});
afterEach(() => resetClock());

describe('who gets in', () => {
  it('no token: 401 apiTokenMissing, no cookie set, nothing cached', async () => {
    const { res, body } = await v1(null, CATALOGUE);
    expect(res.status).toBe(401);
    expect(body).toMatchObject({ status: 410000, data: null });
    expect(body.msg).toMatch(/^This API needs an access token/);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a storefront session token is refused (410003 apiTokenRequired); so is a made-up or altered access token', async () => {
    const owner = await apiOwner(new Date(NOW + 300 * DAY));
    const session = await v1(owner.session.token, CATALOGUE);
    expect(session.res.status).toBe(401);
    expect(session.body).toMatchObject({ status: 410003, msg: 'This API takes an access token (pmk_…), not a storefront sign-in.' });

    const token = await tokenFor(owner.session);
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const madeUp = `pmk_${'a'.repeat(10)}_${'b'.repeat(43)}`;
    for (const wrong of [altered, madeUp]) {
      const { body } = await v1(wrong, CATALOGUE);
      expect(body).toMatchObject({ status: 410003, msg: 'The access token is not valid. Check that it was copied whole, or create a new one.' });
    }
    const ok = await v1(token, CATALOGUE);
    expect(ok.res.status).toBe(200);
    expect(ok.res.headers.get('set-cookie')).toBeNull();
    expect(ok.res.headers.get('cache-control')).toBe('no-store');
  });

  it('revoked: refused on the next call; expired: refused from its expiry on', async () => {
    const owner = await apiOwner(new Date(NOW + 300 * DAY));
    const created = (await createToken(owner.session, { expiresInDays: 30 })).body.data;
    expect((await v1(created.token, CATALOGUE)).res.status).toBe(200);
    clock = NOW + 30 * DAY;
    expect((await v1(created.token, CATALOGUE, { headers: {} })).body).toMatchObject({
      status: 410003,
      msg: "This access token has expired. Ask your company's main account for a new one.",
    });

    clock = NOW;
    const other = (await createToken(owner.session, { name: 'Shop' })).body.data;
    expect((await v1(other.token, CATALOGUE)).res.status).toBe(200);
    await revokeToken(owner.session, other.id);
    expect((await v1(other.token, CATALOGUE)).body).toMatchObject({
      status: 410003,
      msg: "This access token has been revoked. Ask your company's main account for a new one.",
    });
  });

  it("the plan decides at every call: lapse or a plan without API access refuses every token (403), renewal restores it", async () => {
    const owner = await apiOwner(new Date(NOW + 10 * DAY));
    const token = await tokenFor(owner.session);
    expect((await v1(token, CATALOGUE)).res.status).toBe(200);

    clock = NOW + 11 * DAY;
    const lapsed = await v1(token, CATALOGUE);
    expect(lapsed.res.status).toBe(403);
    expect(lapsed.body).toMatchObject({ status: 403000, msg: 'API access comes with the Enterprise annual membership.' });
    expect((await v1(token, '/api/v1/categories?lang=zh')).body.msg).toBe('API 接入为企业年度会员权益，升级后即可使用。');

    await giveMembership(owner.id, 2, new Date(NOW + 300 * DAY));
    expect((await v1(token, CATALOGUE)).res.status).toBe(403);
    await giveMembership(owner.id, 3, new Date(NOW + 300 * DAY));
    expect((await v1(token, CATALOGUE)).res.status).toBe(200);
  });

  it('a disabled company: 410002 companyDisabled', async () => {
    const owner = await apiOwner(new Date(NOW + 300 * DAY));
    const token = await tokenFor(owner.session);
    await (await getDb()).update(companies).set({ status: 'disabled' }).where(eq(companies.id, owner.companyId!));
    const { res, body } = await v1(token, CATALOGUE);
    expect(res.status).toBe(401);
    expect(body.status).toBe(410002);
  });

  it("a token without the route's scope: 403 apiScopeMissing naming the scope", async () => {
    const owner = await apiOwner(new Date(NOW + 300 * DAY));
    const token = await tokenFor(owner.session, { scopes: ['orders:read'] });
    const { res, body } = await v1(token, CATALOGUE);
    expect(res.status).toBe(403);
    expect(body.msg).toBe('This access token does not have the "catalog:read" permission. Create a token that has it.');
    expect((await v1(token, '/api/v1/orders?lang=en')).res.status).toBe(200);
  });
});

describe('an access token opens nothing but the buyer API', () => {
  it('storefront, account and console routes refuse it (403 apiTokenWrongSurface) and change nothing', async () => {
    const owner = await apiOwner(new Date(NOW + 300 * DAY));
    const token = await tokenFor(owner.session);
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/info'],
      ['GET', '/api/cate'],
      ['GET', '/api/products?keyword=brake'],
      ['GET', '/api/company/api-tokens'],
      ['POST', '/api/company/api-tokens', { name: 'Sneaky', scopes: ['catalog:read'], expiresInDays: null }],
      ['POST', '/api/logout'],
      ['GET', '/api/admin/users'],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await v1(token, `${path}${path.includes('?') ? '&' : '?'}lang=en`, { method, body });
      expect(answer.res.status, `${method} ${path}`).toBe(403);
      expect(answer.body.msg, `${method} ${path}`).toBe('Access tokens work only on the buyer API (/api/v1/…).');
    }
    expect((await listTokens(owner.session)).body.data.items).toHaveLength(1);
  });
});

describe('limits and usage', () => {
  it('says the limit, what is left and when it resets; over the token limit 429 with Retry-After; the next minute opens again', async () => {
    const owner = await apiOwner(new Date(NOW + 300 * DAY));
    const token = await tokenFor(owner.session);
    const first = await v1(token, CATALOGUE);
    expect(first.res.headers.get('ratelimit-limit')).toBe('120');
    expect(first.res.headers.get('ratelimit-remaining')).toBe('119');
    expect(first.res.headers.get('ratelimit-reset')).toBe('60');

    const db = await getDb();
    await db.update(membershipPlans).set({ apiTokenPerMinute: 2, apiCompanyPerMinute: 100 }).where(eq(membershipPlans.level, 3));
    try {
      clock += 20_000;
      expect((await v1(token, CATALOGUE)).res.status).toBe(200);
      const refused = await v1(token, CATALOGUE);
      expect(refused.res.status).toBe(429);
      expect(refused.body).toMatchObject({ status: 429000, msg: 'Too many calls. Try again in 40 s.' });
      expect(refused.res.headers.get('retry-after')).toBe('40');
      expect(refused.res.headers.get('ratelimit-remaining')).toBe('0');
      clock += 40_000;
      expect((await v1(token, CATALOGUE)).res.status).toBe(200);
    } finally {
      await db.update(membershipPlans).set({ apiTokenPerMinute: 120, apiCompanyPerMinute: 300 }).where(eq(membershipPlans.level, 3));
    }
  });

  it("the owner's page counts each admitted call for the day and shows when and from where it was last used", async () => {
    const owner = await apiOwner(new Date(NOW + 300 * DAY));
    const token = await tokenFor(owner.session);
    for (let i = 0; i < 3; i += 1) await v1(token, CATALOGUE);
    await v1(token, '/api/v1/orders?lang=en'); // within scope too
    const [item] = (await listTokens(owner.session)).body.data.items;
    expect(item.usage[0]).toEqual({ day: '2026-11-24', calls: 4 });
    expect(item.usage.slice(1).every((d: { calls: number }) => d.calls === 0)).toBe(true);
    expect(item.lastUsedAt).toBe(new Date(NOW).toISOString());
    expect(typeof item.lastUsedIp).toBe('string');

    // Refused calls are not usage.
    await (await getDb()).update(companies).set({ membershipLevel: 0 }).where(eq(companies.id, owner.companyId!));
    await v1(token, CATALOGUE);
    const again = await signIn(owner.mobile, GOOD_PASSWORD);
    expect((await send('/api/company/api-tokens?lang=en', 'GET', again.headers)).body.data.items[0].usage[0].calls).toBe(4);
  });
});
