import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { giveMembership, seedPlans } from '@tests/factories/membership';
import { createUser, GOOD_PASSWORD, nextMobile, resetAccountState, send, signIn, smsFor } from '@tests/factories/users';
import {
  acceptInvitation,
  invitationCode,
  invitationTokenFor,
  invite,
  ownerSession,
  readInvitation,
  team,
  tryLogin,
} from '@tests/factories/company';
import { api, xsrfHeaders } from '@tests/setup/test-app';

/* The invitation's way from the owner's invite to the colleague's first sign-in (docs/decisions/0066). */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
let clock = NOW;

beforeAll(async () => {
  await seedPlans();
});
beforeEach(async () => {
  await resetAccountState();
  clock = NOW;
  setClock(() => new Date(clock));
});
afterEach(() => resetClock());

/** An owner on the Annual plan (3 colleague seats). */
async function annualOwner() {
  const owner = await ownerSession();
  await giveMembership(owner.id, 2, new Date(NOW + 300 * DAY));
  return owner;
}

describe('inviting a colleague', () => {
  it('invite → SMS link → code → accept: the colleague signs in; a wrong code first leaves the invitation usable', async () => {
    const owner = await annualOwner();
    const mobile = nextMobile();
    const invited = await invite(owner.session, mobile, '李四', 'en');
    expect(invited.body.status).toBe(200);
    expect(invited.body.msg).toBe(`Invitation sent: ${mobile} will get a text message with the link.`);

    const { token, link, text } = await invitationTokenFor(mobile);
    expect(link).toBe(`${env.PUBLIC_BASE_URL.replace(/\/+$/, '')}/en/invitation/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(text).toContain('深圳测试汽配有限公司');

    const view = await readInvitation(token);
    expect(view.body.data).toMatchObject({ companyName: '深圳测试汽配有限公司', inviterName: '张三', name: '李四', state: 'open' });
    expect(view.body.data.maskedMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(view.text).not.toContain(mobile);

    const code = await invitationCode(token, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await acceptInvitation(token, code === '000000' ? '111111' : '000000');
    expect(wrong.body.status).toBe(400001);
    expect(wrong.body.msg).toBe('The verification code is wrong or has expired. Please request a new one.');
    expect((await readInvitation(token)).body.data.state).toBe('open');

    const accepted = await acceptInvitation(token, code, 'Lantern-Orchard-77');
    expect(accepted.body.status).toBe(200);
    expect(accepted.body.data).toEqual({ mobile });
    expect((await readInvitation(token)).body.data.state).toBe('accepted');
    const again = await acceptInvitation(token, code, 'Lantern-Orchard-77');
    expect(again.body.status).toBe(409000);
    expect(again.body.msg).toBe('This invitation has already been accepted. Sign in with your mobile number.');

    const colleague = await signIn(mobile, 'Lantern-Orchard-77');
    const info = await send('/api/info?lang=en', 'GET', colleague.headers);
    expect(info.body.status).toBe(200);

    const { body } = await team(owner.session);
    expect(body.data.members.map((m: { name: string; companyRole: string; seatState: string }) => [m.name, m.companyRole, m.seatState])).toEqual([
      ['张三', 'owner', 'active'],
      ['李四', 'buyer', 'active'],
    ]);
    expect(body.data.invitations).toEqual([]);
    expect(body.data.seats).toMatchObject({ limit: 3, used: 1 });
  });

  it('the link runs out after 7 days: it reads expired, sends no code, accepts nothing; the number can be invited again', async () => {
    const owner = await annualOwner();
    const mobile = nextMobile();
    await invite(owner.session, mobile);
    const { token } = await invitationTokenFor(mobile);
    const code = await invitationCode(token, mobile);

    clock = NOW + 7 * DAY + 1;
    expect((await readInvitation(token)).body.data.state).toBe('expired');
    const accepted = await acceptInvitation(token, code);
    expect(accepted.body.status).toBe(409000);
    expect(accepted.body.msg).toBe("This invitation has expired. Ask your company's main account to invite you again.");
    const resend = await send('/api/company/invitation/code?lang=zh', 'POST', {}, { token });
    expect(resend.res.status).toBe(403); // public POSTs still need the XSRF pair
    expect((await tryLogin(mobile)).body.status).not.toBe(200);

    const later = await signIn(owner.mobile, GOOD_PASSWORD); // the old session idled out meanwhile
    const again = await invite(later, mobile);
    expect(again.body.status).toBe(200);
    expect((await readInvitation(token)).body.data.state).toBe('expired');
    const fresh = await invitationTokenFor(mobile);
    expect(fresh.token).not.toBe(token);
    expect((await readInvitation(fresh.token)).body.data.state).toBe('open');
  });

  it('a revoked invitation reads revoked, sends no code and frees its seat', async () => {
    const owner = await annualOwner();
    const mobile = nextMobile();
    const invited = await invite(owner.session, mobile);
    const { token } = await invitationTokenFor(mobile);
    expect((await team(owner.session)).body.data.seats.used).toBe(1);

    const revoked = await send('/api/company/invitation/revoke?lang=en', 'POST', owner.session.headers, { id: invited.body.data.id });
    expect(revoked.body.status).toBe(200);
    expect((await readInvitation(token)).body.data.state).toBe('revoked');
    const { body } = await send('/api/company/invitation/code?lang=en', 'POST', await xsrfHeaders(), { token });
    expect(body.status).toBe(409000);
    expect(body.msg).toBe("This invitation was withdrawn by your company's main account.");
    expect((await smsFor(mobile)).filter((m) => m.template === 'verificationCode')).toEqual([]);
    expect((await team(owner.session)).body.data.seats.used).toBe(0);
    const twice = await send('/api/company/invitation/revoke?lang=en', 'POST', owner.session.headers, { id: invited.body.data.id });
    expect(twice.body.status).toBe(409000);
  });

  it('refuses a number that already has an account, and one with an open invitation (whichever company sent it)', async () => {
    const owner = await annualOwner();
    const existing = await createUser(await getDb());
    const en = await invite(owner.session, existing.mobile, '王五', 'en');
    expect(en.body.status).toBe(400001);
    expect(en.body.msg).toBe(`${existing.mobile} already has a PartsMall account, so it cannot be invited. Invite another number, or ask customer service.`);
    const zh = await invite(owner.session, existing.mobile, '王五', 'zh');
    expect(zh.body.msg).toBe(`${existing.mobile} 已注册 PartsMall 账号，无法邀请。请邀请其他号码，或联系客服。`);
    expect(await smsFor(existing.mobile)).toEqual([]);

    const mobile = nextMobile();
    expect((await invite(owner.session, mobile)).body.status).toBe(200);
    const second = await invite(owner.session, mobile);
    expect(second.body.status).toBe(400001);
    expect(second.body.msg).toBe(`${mobile} already has an open invitation. Revoke it first to invite the number again.`);
    const other = await annualOwner();
    expect((await invite(other.session, mobile)).body.status).toBe(400001);
    expect((await smsFor(mobile)).filter((m) => m.template === 'companyInvitation')).toHaveLength(1);
  });

  it('two companies inviting the same number at the same moment: one invitation, the other hears it is open', async () => {
    const [first, second] = [await annualOwner(), await annualOwner()];
    const mobile = nextMobile();
    const answers = await Promise.all([invite(first.session, mobile), invite(second.session, mobile)]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([200, 400001]);
    const refused = answers.find((a) => a.body.status !== 200)!;
    expect(refused.body.msg).toBe(`${mobile} already has an open invitation. Revoke it first to invite the number again.`);
    expect((await smsFor(mobile)).filter((m) => m.template === 'companyInvitation')).toHaveLength(1);
  });

  it('an unknown token is 404; a wrong code five times burns the code, not the invitation', async () => {
    expect((await readInvitation('A'.repeat(43))).body.status).toBe(404000);
    const owner = await annualOwner();
    const mobile = nextMobile();
    await invite(owner.session, mobile);
    const { token } = await invitationTokenFor(mobile);
    const code = await invitationCode(token, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await acceptInvitation(token, wrong)).body.status).toBe(400001);
    expect((await acceptInvitation(token, code)).body.status).toBe(400001);
    expect((await readInvitation(token)).body.data.state).toBe('open');
    const tooSoon = await send('/api/company/invitation/code?lang=en', 'POST', await xsrfHeaders(), { token });
    expect(tooSoon.body.status).toBe(429000); // the same limits as every other code
    clock += 61_000;
    const fresh = await invitationCode(token, mobile);
    expect((await acceptInvitation(token, fresh)).body.status).toBe(200);
    expect((await tryLogin(mobile)).body.status).toBe(200);
    expect((await signIn(mobile, GOOD_PASSWORD)).token).toBeTruthy();
    expect((await api(`/api/company/invitation?token=${token}&lang=zh`)).body.data.state).toBe('accepted');
  });
});
