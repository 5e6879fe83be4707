import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@/contracts/webhooks';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { webhookAttempts, webhookDeliveries } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/notifications/deliver-due-messages';
import { createWebhookSender } from '@/server/webhooks/deliver-webhook';
import { verifyWebhookSignature } from '@/server/webhooks/webhook-signature';
import { apiOwner } from '@tests/factories/api-tokens';
import { joinByInvitation } from '@tests/factories/company';
import { contact, inquiryProduct, postInquiry, signedInOperator, type Buyer } from '@tests/factories/inquiries';
import { notificationFor, postNotification, seedPlans, type KnownPlans } from '@tests/factories/membership';
import { createOrder } from '@tests/factories/orders';
import { GOOD_PASSWORD, resetAccountState, send, signIn, smsFor, type Session } from '@tests/factories/users';

/*
 * Webhooks of the buyer API against a receiver on loopback that answers as each test tells it: what it
 * receives is signed and verifiable with the documented recipe, failures are retried with backoff and
 * logged, and sustained failure turns the endpoint off and tells the owner (docs/decisions/0068).
 */

const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const DAY = 86_400_000;
let clock = NOW;

type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end('ok');
let receiver: http.Server;
let receiverUrl = '';
const sender = createWebhookSender({ timeoutMs: 300 });
const deliver = async () => deliverDueMessages(await getDb(), { providers: { webhook: sender }, random: () => 0.5 });

let plans: KnownPlans;
let operator: Buyer;

beforeAll(async () => {
  plans = await seedPlans();
  operator = await signedInOperator();
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/partsmall/hooks`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  await resetAccountState();
  received.length = 0;
  answer = (_req, res) => res.end('ok');
  clock = NOW;
  setClock(() => new Date(clock));
});
afterEach(() => resetClock());

const hooks = (owner: Session, lang = 'en') => send(`/api/company/webhooks?lang=${lang}`, 'GET', owner.headers);
const addHook = (owner: Session, body: Record<string, unknown> = {}, lang = 'en') =>
  send(`/api/company/webhooks?lang=${lang}`, 'POST', owner.headers, { url: receiverUrl, events: [...WEBHOOK_EVENTS], description: 'ERP', ...body });
const post = (owner: Session, path: string, body: Record<string, unknown>) => send(`/api/company/webhooks/${path}?lang=en`, 'POST', owner.headers, body);

async function ownerWithHook(events: readonly string[] = WEBHOOK_EVENTS) {
  const owner = await apiOwner(new Date(NOW + 300 * DAY));
  const { body } = await addHook(owner.session, { events });
  expect(body.status).toBe(200);
  return { owner, hook: body.data as { id: number; secret: string } };
}

async function quotedInquiry(owner: { session: Session }) {
  const product = await inquiryProduct();
  const { body } = await postInquiry(owner.session, { lines: [{ product: product.skuCode, quantity: 4 }], ...contact });
  expect(body.status).toBe(200);
  const id = body.data.id as number;
  const quoted = await send(`/api/admin/inquiries/${id}/quote?lang=en`, 'POST', operator.headers, {
    lines: [{ lineNo: 1, unitPrice: 1250 }],
    validUntil: '2026-12-31',
    message: 'Ex works, 2 weeks',
  });
  expect(quoted.body.status).toBe(200);
  return id;
}

const nowSeconds = () => Math.floor(clock / 1000);

describe('registering', () => {
  it('shows the signing secret once; the list never carries it; bad input is refused and makes nothing', async () => {
    const owner = await apiOwner(new Date(NOW + 300 * DAY));
    const { body } = await addHook(owner.session, { events: ['inquiry.quoted'] });
    expect(body.msg).toBe('Webhook added. Copy its signing secret now: it will not be shown again.');
    expect(body.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await hooks(owner.session);
    expect(list.body.data.endpoints).toEqual([expect.objectContaining({ url: receiverUrl, events: ['inquiry.quoted'], state: 'active' })]);
    expect(list.text).not.toContain(body.data.secret);

    for (const [bad, path] of [
      [{ url: 'ftp://erp.example.com/hooks' }, 'url'],
      [{ url: 'https://user:pw@erp.example.com/hooks' }, 'url'],
      [{ events: [] }, 'events'],
      [{ events: ['inquiry.created'] }, 'events.0'],
      [{ events: ['inquiry.quoted', 'inquiry.quoted'] }, 'events'],
    ] as const) {
      const refused = await addHook(owner.session, bad, 'zh');
      expect(refused.res.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await hooks(owner.session)).body.data.endpoints).toHaveLength(1);
  });

  it('a colleague, a plan without API access and another company are refused', async () => {
    const { owner, hook } = await ownerWithHook();
    const colleague = await signIn(await joinByInvitation(owner.session, '李四'), GOOD_PASSWORD);
    expect((await addHook(colleague)).body.msg).toBe("Only your company's main account can do this.");
    expect((await hooks(colleague)).res.status).toBe(403);

    const annual = await apiOwner(new Date(NOW + 300 * DAY));
    await (await getDb()).execute(sql`UPDATE companies SET membership_level = 2 WHERE id = ${annual.companyId}`);
    expect((await addHook(annual.session)).body.msg).toBe('API access comes with the Enterprise annual membership.');

    const other = await apiOwner(new Date(NOW + 300 * DAY));
    for (const path of ['delete', 'ping', 'enable']) {
      const refused = await post(other.session, path, path === 'enable' ? { id: hook.id, enabled: false } : { id: hook.id });
      expect(refused.res.status, path).toBe(404);
    }
    expect((await hooks(owner.session)).body.data.endpoints[0].state).toBe('active');
  });
});

describe('deliveries', () => {
  it('an inquiry quoted: one signed POST the documented recipe verifies; a replay is told by its timestamp', async () => {
    const { owner, hook } = await ownerWithHook(['inquiry.quoted']);
    const inquiryId = await quotedInquiry(owner);
    expect((await deliver()).failed).toBe(0);

    expect(received).toHaveLength(1);
    const [got] = received;
    const event = JSON.parse(got!.body);
    expect(event).toMatchObject({
      type: 'inquiry.quoted',
      createdAt: new Date(NOW).toISOString(),
      data: { inquiryId, validUntil: '2026-12-31', message: 'Ex works, 2 weeks', lines: [{ lineNo: 1, unitPrice: 1250 }] },
    });
    expect(got!.headers['partsmall-event']).toBe('inquiry.quoted');
    expect(got!.headers['partsmall-event-id']).toBe(event.id);
    const signature = String(got!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(verifyWebhookSignature(hook.secret, signature, got!.body, nowSeconds())).toEqual({ ok: true, timestamp: nowSeconds() });
    expect(verifyWebhookSignature(hook.secret, signature, got!.body, nowSeconds() + WEBHOOK_LIMITS.toleranceSeconds + 1)).toEqual({ ok: false, reason: 'tooOld' });
    expect(verifyWebhookSignature('whsec_someone-else', signature, got!.body, nowSeconds()).ok).toBe(false);

    const [delivery] = (await hooks(owner.session)).body.data.deliveries;
    expect(delivery).toMatchObject({ event: 'inquiry.quoted', eventId: event.id, state: 'succeeded', attempts: 1, lastStatus: 200, lastError: null });
    expect(delivery.lastResponseMs).toBeGreaterThanOrEqual(0);
  });

  it('retried after a 500 and after a timeout, with backoff; every attempt logged; the event id stays the same', async () => {
    const { owner } = await ownerWithHook(['inquiry.quoted']);
    await quotedInquiry(owner);
    answer = (_req, res) => {
      res.statusCode = 500;
      res.end('boom');
    };
    await deliver();
    let [delivery] = (await hooks(owner.session)).body.data.deliveries;
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500, lastError: 'HTTP 500' });
    // The first retry waits 10 s (the jitter is fixed in this test): nothing is sent before.
    expect(delivery.nextAttemptAt).toBe(new Date(NOW + 10_000).toISOString());
    clock = NOW + 9_000;
    await deliver();
    expect(received).toHaveLength(1);

    answer = () => undefined; // never answers: the attempt times out
    clock = NOW + 10_000;
    await deliver();
    [delivery] = (await hooks(owner.session)).body.data.deliveries;
    expect(delivery).toMatchObject({ state: 'pending', attempts: 2, lastStatus: null, lastError: 'timeout after 300 ms' });
    expect(delivery.nextAttemptAt).toBe(new Date(NOW + 10_000 + 30_000).toISOString());

    answer = (_req, res) => res.end('ok');
    clock = NOW + 40_000;
    await deliver();
    [delivery] = (await hooks(owner.session)).body.data.deliveries;
    expect(delivery).toMatchObject({ state: 'succeeded', attempts: 3, lastStatus: 200 });
    expect(new Set(received.map((r) => r.headers['partsmall-event-id'])).size).toBe(1);
    expect(received.map((r) => r.body)).toEqual(Array(3).fill(received[0]!.body));
    const attempts = await (await getDb()).select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery.id));
    expect(attempts.map((a) => a.status)).toEqual([500, null, 200]);
  });

  it('the owner sends a finished delivery again (same event, fresh signature) and a test ping; not while it is still being tried', async () => {
    const { owner, hook } = await ownerWithHook(['inquiry.quoted']);
    await quotedInquiry(owner);
    const [queued] = (await hooks(owner.session)).body.data.deliveries;
    const early = await post(owner.session, 'deliveries/retry', { id: queued.id });
    expect(early.res.status).toBe(409);
    expect(early.body.msg).toBe('This delivery is still being attempted; it can be sent again once it has succeeded or failed.');
    await deliver();

    clock = NOW + 60_000;
    expect((await post(owner.session, 'deliveries/retry', { id: queued.id })).body.msg).toBe('The delivery will be sent again in a moment.');
    expect((await post(owner.session, 'ping', { id: hook.id })).body.status).toBe(200);
    await deliver();
    expect(received).toHaveLength(3);
    // The two of this pass go out side by side: told apart by their type, not their order.
    const later = received.slice(1);
    const resentOne = later.find((r) => JSON.parse(r.body).type === 'inquiry.quoted')!;
    expect(resentOne.headers['partsmall-event-id']).toBe(received[0]!.headers['partsmall-event-id']);
    expect(resentOne.body).toBe(received[0]!.body);
    const resent = String(resentOne.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(verifyWebhookSignature(hook.secret, resent, resentOne.body, nowSeconds())).toMatchObject({ ok: true, timestamp: nowSeconds() });
    expect(later.map((r) => JSON.parse(r.body).type).sort()).toEqual(['inquiry.quoted', 'ping']);
    const deliveries = (await hooks(owner.session)).body.data.deliveries as { event: string; state: string }[];
    expect(deliveries.map((d) => [d.event, d.state])).toEqual([
      ['ping', 'succeeded'],
      ['inquiry.quoted', 'succeeded'],
    ]);
  });

  it(`turned off after ${WEBHOOK_LIMITS.disableAfterFailures} failed attempts in a row, with an SMS to the owner; on again, it delivers`, async () => {
    const { owner, hook } = await ownerWithHook(['inquiry.quoted']);
    answer = (_req, res) => {
      res.statusCode = 503;
      res.end();
    };
    for (let i = 0; i < WEBHOOK_LIMITS.disableAfterFailures; i += 1) {
      expect((await post(owner.session, 'ping', { id: hook.id })).body.status).toBe(200);
      await deliver();
    }
    const list = (await hooks(owner.session)).body.data;
    expect(list.endpoints[0]).toMatchObject({ state: 'disabled', disabledReason: 'failures', consecutiveFailures: WEBHOOK_LIMITS.disableAfterFailures });
    const sms = (await smsFor(owner.mobile)).filter((m) => m.template === 'webhookDisabled');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`连续 ${WEBHOOK_LIMITS.disableAfterFailures} 次推送失败`);

    // Off: events make no delivery, waiting ones fail unsent, and a ping is refused.
    const sentBefore = received.length;
    await quotedInquiry(owner);
    clock = NOW + DAY;
    await deliver();
    expect(received).toHaveLength(sentBefore);
    const again = await signIn(owner.mobile, GOOD_PASSWORD);
    expect((await post(again, 'ping', { id: hook.id })).body.msg).toBe('This webhook is turned off. Turn it on first.');

    const failed = (await hooks(again)).body.data.deliveries as { state: string }[];
    expect(failed.map((d) => d.state)).toEqual(Array(WEBHOOK_LIMITS.disableAfterFailures).fill('failed'));

    // On again: only what happens from now on is sent (the failed pings stay failed until sent by hand).
    answer = (_req, res) => res.end('ok');
    expect((await post(again, 'enable', { id: hook.id, enabled: true })).body.msg).toBe('Webhook turned on.');
    await quotedInquiry({ session: again });
    clock += 3_600_000;
    for (let i = 0; i < 3; i += 1) await deliver();
    expect(received.slice(sentBefore).map((r) => JSON.parse(r.body).type)).toEqual(['inquiry.quoted']);
    expect((await hooks(again)).body.data.endpoints[0]).toMatchObject({ state: 'active', consecutiveFailures: 0 });
  });

  it('a company whose plan no longer grants API access hears nothing, and nothing is kept to send later; restored, events flow again', async () => {
    const { owner, hook } = await ownerWithHook(['inquiry.quoted']);
    const db = await getDb();
    await db.execute(sql`UPDATE companies SET membership_level = 0 WHERE id = ${owner.companyId}`);
    await quotedInquiry(owner);
    await deliver();
    expect(received).toHaveLength(0);
    expect((await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id))).length).toBe(0);

    await db.execute(sql`UPDATE companies SET membership_level = 3 WHERE id = ${owner.companyId}`);
    await quotedInquiry(owner);
    await deliver();
    expect(received.map((r) => r.headers['partsmall-event'])).toEqual(['inquiry.quoted']);
  });

  it('every event reaches the endpoints subscribed to it, and only those; other companies hear nothing', async () => {
    const { owner } = await ownerWithHook();
    const onlyClosed = await addHook(owner.session, { events: ['inquiry.closed'], description: 'Closed only' });
    const stranger = await ownerWithHook();
    const seen = new Set<string>();

    // inquiry.quoted, then inquiry.closed by the buyer.
    const inquiryId = await quotedInquiry(owner);
    expect((await send('/api/inquiry?lang=en', 'PUT', owner.session.headers, { ids: [inquiryId], state: 500 })).body.status).toBe(200);
    // inquiry.closed by an operator.
    const second = await quotedInquiry(owner);
    expect((await send(`/api/admin/inquiries/${second}/close?lang=en`, 'PUT', operator.headers)).body.status).toBe(200);
    // membership.paid: the gateway's notification of a pending order.
    const order = await createOrder(await getDb(), { userId: owner.id, plan: plans.enterprise, state: 'pending' });
    expect((await postNotification(await notificationFor(order.orderSn, 'success'))).res.status).toBe(200);
    // invoice.issued: requested by the owner, issued by an operator.
    const title = await send('/api/invoice/title/add', 'POST', owner.session.headers, { kind: 'personal', name: '张三', isDefault: true });
    expect(title.body.status).toBe(200);
    const requested = await send('/api/invoice/add?lang=en', 'POST', owner.session.headers, {
      orderSn: order.orderSn,
      titleId: title.body.data.id,
      type: 'normal',
      email: 'buyer@example.com',
    });
    expect(requested.body.status).toBe(200);
    expect((await send(`/api/admin/invoices/${requested.body.data.id}/issue?lang=en`, 'POST', operator.headers, { invoiceNo: '24440000000012345678' })).body.status).toBe(200);

    await deliver();
    for (const r of received) seen.add(JSON.parse(r.body).type);
    expect([...seen].sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const deliveries = (await hooks(owner.session)).body.data.deliveries as { endpointId: number; event: string }[];
    const byEndpoint = (id: number) => deliveries.filter((d) => d.endpointId === id).map((d) => d.event).sort();
    expect(byEndpoint(onlyClosed.body.data.id)).toEqual(['inquiry.closed', 'inquiry.closed']);
    expect(deliveries).toHaveLength(WEBHOOK_EVENTS.length + 2 + 2);
    const paid = received.map((r) => JSON.parse(r.body)).find((e) => e.type === 'membership.paid');
    expect(paid.data).toMatchObject({ orderSn: order.orderSn, planLevel: 3, amountFen: plans.enterprise.priceFen, currency: 'CNY' });
    expect((await hooks(stranger.owner.session)).body.data.deliveries).toEqual([]);
  });
});
