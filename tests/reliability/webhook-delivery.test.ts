import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../src/server/webhooks/webhook-signature';
import { BUYER_PASSWORD, insertBuyer } from './support/buyers';
import { startCluster, type Cluster } from './support/cluster';
import { nginxMissingReason } from './support/nginx';
import { pollUntil } from './support/poll';

/*
 * A webhook delivery whose sender is killed with -9 while the receiver holds the request: the outbox's
 * claim runs out, another worker sends the same event again (same id, same bytes, a fresh signature),
 * it is recorded once as delivered, and nothing is sent after that. A receiver that dropped repeats by
 * PartsMall-Event-Id, as the integrators' page tells it to, processes the event once.
 */
const skip = !process.env.TEST_DATABASE_URL || nginxMissingReason() !== null;

describe.skipIf(skip)('webhook deliveries across a kill -9', () => {
  let cluster: Cluster;
  let receiver: http.Server;
  const received: { eventId: string; body: string; signature: string }[] = [];
  let hold = true;
  let held: (() => void) | undefined;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push({ eventId: String(req.headers['partsmall-event-id']), body, signature: String(req.headers['partsmall-signature']) });
        if (hold) held?.();
        else res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    cluster = await startCluster({
      label: 'webhooks',
      kind: 'api',
      env: { WEBHOOK_ALLOW_LOCAL: '1', OUTBOX_CLAIM_MS: '3000' },
    });
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await cluster?.close();
  });

  it('is sent again after the claim runs out, recorded once as delivered, and never after that', async () => {
    const buyer = await insertBuyer(cluster.db);
    await cluster.db.sql(
      "UPDATE companies SET membership_level = 3, membership_expires_at = now() + interval '300 days' WHERE id = (SELECT company_id FROM users WHERE id = $1)",
      [buyer.id],
    );
    const owner = cluster.direct(0);
    expect((await owner.signIn(buyer.mobile, BUYER_PASSWORD)).json.status).toBe(200);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const hook = await owner.post('/api/company/webhooks', { url, events: ['inquiry.quoted'], description: 'ERP' });
    expect(hook.json.status).toBe(200);
    const secret = hook.json.data.secret as string;

    const arrived = new Promise<void>((resolve) => (held = resolve));
    expect((await owner.post('/api/company/webhooks/ping', { id: hook.json.data.id })).json.status).toBe(200);
    await arrived;
    // Mid-delivery: the request is at the receiver, unanswered. Every instance dies without a word.
    await Promise.all(cluster.instances.map((instance) => instance.kill9()));
    hold = false;
    await Promise.all(cluster.instances.map((instance) => instance.start()));

    const delivered = await pollUntil(
      'the delivery recorded as succeeded',
      async () => (await cluster.db.sql<{ state: string; attempts: number }>("SELECT state, attempts FROM webhook_deliveries WHERE event = 'ping'")).find((d) => d.state === 'succeeded'),
      { timeoutMs: 60_000, everyMs: 250 },
    );
    expect(delivered.attempts).toBe(1);
    // A few more worker passes on both instances: nothing else goes out.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(received).toHaveLength(2);
    expect(new Set(received.map((r) => r.eventId)).size).toBe(1);
    expect(received[1]!.body).toBe(received[0]!.body);
    for (const r of received) expect(verifyWebhookSignature(secret, r.signature, r.body, Math.floor(Date.now() / 1000)).ok).toBe(true);
    const deliveries = await cluster.db.sql<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries');
    expect(deliveries[0]!.n).toBe(1);
    const attempts = await cluster.db.sql<{ status: number }>('SELECT status FROM webhook_attempts');
    expect(attempts.map((a) => a.status)).toEqual([200]);
  });
});
