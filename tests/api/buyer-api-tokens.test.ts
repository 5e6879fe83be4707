import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_TOKEN_LIMITS, API_TOKEN_PATTERN } from '@/contracts/api-tokens';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { apiTokens, users } from '@/server/db/schema';
import { apiOwner, createToken, listTokens, revokeToken } from '@tests/factories/api-tokens';
import { joinByInvitation, ownerSession } from '@tests/factories/company';
import { giveMembership, seedPlans } from '@tests/factories/membership';
import { GOOD_PASSWORD, resetAccountState, signIn } from '@tests/factories/users';

/* The owner's access tokens for the buyer API: who may make them, what is kept, limits and revocation (docs/decisions/0068). */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
const YEAR_AHEAD = new Date(NOW + 300 * DAY);

beforeAll(async () => {
  await seedPlans();
});
beforeEach(async () => {
  await resetAccountState();
  setClock(() => new Date(NOW));
});
afterEach(() => resetClock());

const tokenCount = async (companyId: number) =>
  (await (await getDb()).select().from(apiTokens).where(eq(apiTokens.companyId, companyId))).length;

describe('creating a token', () => {
  it('shows the secret once, keeps only its hash, and lists it with prefix, scopes and expiry', async () => {
    const owner = await apiOwner(YEAR_AHEAD);
    const { body } = await createToken(owner.session, { name: 'ERP 同步', scopes: ['catalog:read', 'orders:read'], expiresInDays: 90 });
    expect(body.status).toBe(200);
    expect(body.msg).toBe('Access token "ERP 同步" created. Copy it now: it will not be shown again.');
    const token: string = body.data.token;
    expect(token).toMatch(API_TOKEN_PATTERN);
    expect(token.startsWith(`${body.data.prefix}_`)).toBe(true);
    expect(body.data).toMatchObject({
      name: 'ERP 同步',
      scopes: ['catalog:read', 'orders:read'],
      state: 'active',
      createdBy: owner.name,
      expiresAt: new Date(NOW + 90 * DAY).toISOString(),
      lastUsedAt: null,
    });

    // Stored: the hash of the whole token, never the token or its secret part.
    const [row] = await (await getDb()).select().from(apiTokens).where(eq(apiTokens.companyId, owner.companyId!));
    expect(row!.secretHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    const secretPart = token.slice(token.lastIndexOf('_') + 1);
    expect(JSON.stringify(row)).not.toContain(secretPart);

    const list = await listTokens(owner.session);
    expect(list.body.data.apiAccess).toBe(true);
    expect(list.body.data.limits).toEqual({ perToken: 120, perCompany: 300, tokens: API_TOKEN_LIMITS.perCompany });
    expect(list.body.data.items).toHaveLength(1);
    expect(list.text).not.toContain(secretPart);
    expect(list.body.data.items[0]).not.toHaveProperty('token');
    expect(list.body.data.items[0].usage).toHaveLength(7);
  });

  it('a plan without API access (free, Annual) or a lapsed one is refused, naming Enterprise in en and zh; nothing is made', async () => {
    const free = await ownerSession();
    const en = await createToken(free.session, {}, 'en');
    expect(en.res.status).toBe(403);
    expect(en.body.msg).toBe('API access comes with the Enterprise annual membership.');
    expect((await createToken(free.session, {}, 'zh')).body.msg).toBe('API 接入为企业年度会员权益，升级后即可使用。');

    const annual = await ownerSession();
    await giveMembership(annual.id, 2, YEAR_AHEAD);
    expect((await createToken(annual.session)).body.msg).toBe('API access comes with the Enterprise annual membership.');

    const lapsed = await apiOwner(new Date(NOW - DAY));
    expect((await createToken(lapsed.session)).res.status).toBe(403);
    expect((await listTokens(lapsed.session)).body.data).toMatchObject({ apiAccess: false, limits: { perToken: 0, perCompany: 0 } });
    for (const o of [free, annual, lapsed]) expect(await tokenCount(o.companyId!)).toBe(0);
  });

  it('a colleague may not list, create or revoke tokens (403 ownerOnly)', async () => {
    const owner = await apiOwner(YEAR_AHEAD);
    const { body } = await createToken(owner.session);
    const mobile = await joinByInvitation(owner.session, '李四');
    const colleague = await signIn(mobile, GOOD_PASSWORD);
    for (const answer of [await listTokens(colleague), await createToken(colleague), await revokeToken(colleague, body.data.id)]) {
      expect(answer.res.status).toBe(403);
      expect(answer.body.msg).toBe("Only your company's main account can do this.");
    }
    expect((await listTokens(owner.session)).body.data.items[0].state).toBe('active');
    expect(await tokenCount(owner.companyId!)).toBe(1);
  });

  it('bad input is refused field by field, translated, and makes nothing', async () => {
    const owner = await apiOwner(YEAR_AHEAD);
    const cases: [Record<string, unknown>, string][] = [
      [{ scopes: [] }, 'scopes'],
      [{ scopes: ['catalog:write'] }, 'scopes.0'],
      [{ scopes: ['catalog:read', 'catalog:read'] }, 'scopes'],
      [{ expiresInDays: 45 }, 'expiresInDays'],
      [{ name: '' }, 'name'],
      [{ name: 'ERP\u0007' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
    ];
    for (const [body, path] of cases) {
      const { res, body: answer } = await createToken(owner.session, body as never, 'zh');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const dup = await createToken(owner.session, { scopes: ['orders:read', 'orders:read'] }, 'en');
    expect(dup.body.errors[0].message).toBe('Each permission may be chosen only once.');
    const expiry = await createToken(owner.session, { expiresInDays: 7 }, 'zh');
    expect(expiry.body.errors[0].message).toBe('请选择 30、90 或 365 天，或不设有效期。');
    expect(await tokenCount(owner.companyId!)).toBe(0);
  });

  it(`at most ${API_TOKEN_LIMITS.perCompany} usable tokens; revoked and expired ones do not count`, async () => {
    const owner = await apiOwner(YEAR_AHEAD);
    const first = await createToken(owner.session, { expiresInDays: 30 });
    for (let i = 1; i < API_TOKEN_LIMITS.perCompany; i += 1) expect((await createToken(owner.session, { name: `T${i}` })).body.status).toBe(200);
    const full = await createToken(owner.session, { name: 'one more' });
    expect(full.res.status).toBe(409);
    expect(full.body.msg).toBe(`Your company already has ${API_TOKEN_LIMITS.perCompany} access tokens. Revoke one you no longer use first.`);

    // Thirty-one days on, the first token has expired: its place is free.
    setClock(() => new Date(NOW + 31 * DAY));
    const later = await signIn(owner.mobile, GOOD_PASSWORD);
    expect((await createToken(later, { name: 'after expiry' })).body.status).toBe(200);
    expect((await createToken(later, { name: 'full again' })).res.status).toBe(409);
    const items = (await listTokens(later)).body.data.items as { id: number; state: string }[];
    expect(items.find((t) => t.id === first.body.data.id)!.state).toBe('expired');
    expect((await revokeToken(later, items[0]!.id)).body.status).toBe(200);
    expect((await createToken(later, { name: 'after revoke' })).body.status).toBe(200);
  });
});

describe('revoking a token', () => {
  it("revokes its own company's token (audited); another company's id reads as not found and changes nothing", async () => {
    const a = await apiOwner(YEAR_AHEAD);
    const b = await apiOwner(YEAR_AHEAD);
    const tokenA = (await createToken(a.session)).body.data;
    const tokenB = (await createToken(b.session)).body.data;

    const cross = await revokeToken(a.session, tokenB.id);
    expect(cross.res.status).toBe(404);
    expect(cross.body.msg).toBe('That access token was not found.');
    expect((await listTokens(b.session)).body.data.items[0].state).toBe('active');

    const done = await revokeToken(a.session, tokenA.id, 'zh');
    expect(done.body.msg).toBe(`访问令牌“ERP”已撤销。`);
    const again = await revokeToken(a.session, tokenA.id);
    expect(again.body.status).toBe(200);
    const [item] = (await listTokens(a.session)).body.data.items;
    expect(item).toMatchObject({ state: 'revoked', revokedAt: new Date(NOW).toISOString() });

    const audit = (await (await getDb()).execute(
      sql`SELECT action FROM audit_log WHERE target_type = 'company' AND target_id = ${a.companyId} ORDER BY id`,
    )) as unknown as { rows: { action: string }[] };
    expect(audit.rows.map((r) => r.action)).toEqual(['company.api_token.created', 'company.api_token.revoked']);
  });

  it("another company's owner never sees the token in their list", async () => {
    const a = await apiOwner(YEAR_AHEAD);
    const b = await apiOwner(YEAR_AHEAD);
    await createToken(a.session, { name: 'Only A' });
    expect((await listTokens(b.session)).body.data.items).toEqual([]);
    const [owner] = await (await getDb()).select().from(users).where(eq(users.id, a.id));
    expect(owner!.companyRole).toBe('owner');
  });
});
