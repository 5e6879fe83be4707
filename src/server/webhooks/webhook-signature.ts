import crypto from 'node:crypto';
import { WEBHOOK_LIMITS } from '@/contracts/webhooks';

/*
 * The signature of a webhook delivery, as the integrators' docs describe it:
 * `PartsMall-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Signing the
 * timestamp with the body lets a receiver refuse a replayed delivery (older than the tolerance) whose
 * body and signature are otherwise genuine.
 */

export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'mismatch' | 'tooOld' };

/** The receiver's check (the docs' recipe in code): a matching v1 MAC and a timestamp inside the tolerance. */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_LIMITS.toleranceSeconds,
): SignatureCheck {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed' };
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, reason: 'mismatch' };
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return { ok: false, reason: 'tooOld' };
  return { ok: true, timestamp: t };
}

export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}
