import { describe, expect, it } from 'vitest';
import { refusedTarget } from '@/server/webhooks/webhook-target';
import { verifyWebhookSignature, webhookSignature } from '@/server/webhooks/webhook-signature';

describe('where a webhook may point in production', () => {
  it('refuses http, loopback, private, link-local and carrier-grade addresses; takes a public https address', async () => {
    const refused = [
      'http://203.0.113.10/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.5/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hook',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
    ];
    for (const url of refused) expect(await refusedTarget(url, false), url).not.toBeNull();
    expect(await refusedTarget('https://203.0.113.10/hook', false)).toBeNull();
    expect(await refusedTarget('https://[2001:db8::1]/hook', false)).toBeNull();
  });

  it('lets development and tests post to loopback over http', async () => {
    expect(await refusedTarget('http://127.0.0.1:4000/hook', true)).toBeNull();
  });
});

describe('the signature recipe', () => {
  const secret = 'whsec_test';
  const body = '{"id":"e1","type":"ping"}';

  it('verifies what was signed, within five minutes either way', () => {
    const header = webhookSignature(secret, body, 1_800_000_000);
    expect(verifyWebhookSignature(secret, header, body, 1_800_000_000)).toEqual({ ok: true, timestamp: 1_800_000_000 });
    expect(verifyWebhookSignature(secret, header, body, 1_800_000_300).ok).toBe(true);
  });

  it('refuses a changed body, another secret, a replay after the window and a malformed header', () => {
    const header = webhookSignature(secret, body, 1_800_000_000);
    expect(verifyWebhookSignature(secret, header, body.replace('ping', 'pong'), 1_800_000_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhookSignature('whsec_other', header, body, 1_800_000_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhookSignature(secret, header, body, 1_800_000_301)).toEqual({ ok: false, reason: 'tooOld' });
    // A replay with a new timestamp but the old MAC fails: the timestamp is signed.
    const replayed = header.replace('t=1800000000', 't=1800000400');
    expect(verifyWebhookSignature(secret, replayed, body, 1_800_000_400)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhookSignature(secret, 'v1=abc', body, 1_800_000_000)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyWebhookSignature(secret, null, body, 1_800_000_000)).toEqual({ ok: false, reason: 'malformed' });
  });
});
