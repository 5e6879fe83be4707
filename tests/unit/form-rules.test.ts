import { describe, expect, it } from 'vitest';
import {
  email,
  exactLength,
  numberRule,
  oneOf,
  pattern,
  required,
  RULE_LIMITS,
  textLength,
  url,
} from '@/contracts/form-rules';
import { requestInvoiceBodySchema } from '@/contracts/invoices';
import { createWebhookBodySchema } from '@/contracts/webhooks';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('the generic validator (required, min, max, len, number, enum, email, url, pattern)', () => {
  it('required, lengths, numbers, enums and patterns', () => {
    expect(ok(required(5), '  ')).toBe(false);
    expect(ok(required(5), ' ab ')).toBe(true);
    expect(ok(required(5), 'abcdef')).toBe(false);
    expect(ok(textLength({ min: 2, max: 3 }), 'a')).toBe(false);
    expect(ok(textLength({ min: 2, max: 3 }), 'abc')).toBe(true);
    expect(ok(exactLength(6), '123456')).toBe(true);
    expect(ok(exactLength(6), '12345')).toBe(false);
    expect(ok(numberRule({ min: 1, max: 9, int: true }), 3)).toBe(true);
    expect(ok(numberRule({ min: 1, max: 9, int: true }), 3.5)).toBe(false);
    expect(ok(numberRule({ min: 1 }), 0)).toBe(false);
    expect(ok(oneOf(['a', 'b']), 'b')).toBe(true);
    expect(ok(oneOf(['a', 'b']), 'c')).toBe(false);
    expect(ok(pattern(/^\d+$/), ' 12 ')).toBe(true);
    expect(ok(pattern(/^\d+$/), '1a')).toBe(false);
  });

  it('email: 254 characters in all, 64 before the @', () => {
    const domain = '@example.com';
    expect(ok(email(), `${'a'.repeat(64)}${domain}`)).toBe(true);
    const long = email().safeParse(`${'a'.repeat(65)}${domain}`);
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('emailLocalTooLong');
    const label = 'd'.repeat(60);
    const head = `buyer@${[label, label, label].join('.')}.`;
    const within = `${head}${'e'.repeat(RULE_LIMITS.emailMax - head.length)}`;
    expect(within.length).toBe(RULE_LIMITS.emailMax);
    expect(ok(email(), within)).toBe(true);
    expect(ok(email(), `a${within}`)).toBe(false);
    expect(ok(email(), 'not-an-address')).toBe(false);
  });

  it('url: http(s) with a host, at most 2084 characters', () => {
    const base = 'https://example.com/';
    expect(ok(url(), `${base}${'p'.repeat(RULE_LIMITS.urlMax - base.length)}`)).toBe(true);
    expect(ok(url(), `${base}${'p'.repeat(RULE_LIMITS.urlMax - base.length + 1)}`)).toBe(false);
    expect(ok(url(), 'ftp://example.com/')).toBe(false);
    expect(ok(url(), 'https://user:pw@example.com/')).toBe(false);
    expect(ok(url(), 'example.com')).toBe(false);
    expect(ok(url({ max: 20 }), 'https://example.com/abcdef')).toBe(false);
  });

  it('the contracts use it: the invoice e-mail and the webhook URL', () => {
    const body = { orderSn: 'ABCDEFGH12', titleId: 1, type: 'normal' };
    expect(ok(requestInvoiceBodySchema, { ...body, email: `${'a'.repeat(64)}@example.com` })).toBe(true);
    expect(ok(requestInvoiceBodySchema, { ...body, email: `${'a'.repeat(65)}@example.com` })).toBe(false);
    expect(ok(createWebhookBodySchema, { url: 'https://hooks.example.com/x', events: ['membership.paid'] })).toBe(true);
    expect(ok(createWebhookBodySchema, { url: 'ftp://hooks.example.com/x', events: ['membership.paid'] })).toBe(false);
  });
});
