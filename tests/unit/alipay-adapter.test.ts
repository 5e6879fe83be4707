import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { fenToYuan, yuanToFen } from '@/server/integrations/alipay/alipay-amount';
import type { AlipayConfig } from '@/server/integrations/alipay/alipay-config';
import { AlipayGatewayError } from '@/server/integrations/alipay/alipay-gateway-error';
import { parseAlipayPrivateKey, parseAlipayPublicKey } from '@/server/integrations/alipay/alipay-keys';
import { createAlipayProvider } from '@/server/integrations/alipay/alipay-provider';
import { beijingTimestamp, parseBeijingTimestamp } from '@/server/integrations/alipay/alipay-time';
import type { PaymentOrderFacts, PaymentProvider } from '@/server/payments/provider';
import {
  startFakeAlipayGateway,
  type FakeAlipayGateway,
  type FakeNotification,
} from '@tests/fakes/fake-alipay-gateway';

const APP_ID = '2021000122671080';
// Our application's key pair: the app signs with the private key, the fake verifies with the public one.
const appKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

let fake: FakeAlipayGateway;
let config: AlipayConfig;
let provider: PaymentProvider;

const order = (overrides: Partial<PaymentOrderFacts> = {}): PaymentOrderFacts => ({
  orderSn: `M${Date.now()}${crypto.randomInt(1000, 9999)}`,
  amountFen: 19_900,
  currency: 'CNY',
  subject: 'PartsMall 黄金会员 · 1 年',
  payExpiresAt: new Date(Date.now() + 30 * 60_000),
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<AlipayGatewayError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AlipayGatewayError);
  return err as AlipayGatewayError;
}

const bytes = (body: string | Buffer) =>
  typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
const headersOf = (n: { contentType: string }) => new Headers({ 'content-type': n.contentType });
const check = (n: FakeNotification) => provider.verifyNotification(bytes(n.body), headersOf(n));

beforeAll(async () => {
  fake = await startFakeAlipayGateway({ appId: APP_ID, appPublicKey: appKeys.publicKey });
  config = {
    appId: APP_ID,
    privateKey: appKeys.privateKey,
    alipayPublicKey: parseAlipayPublicKey(fake.alipayPublicKeyPem),
    gateway: fake.url,
    notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
  };
  provider = createAlipayProvider(config);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.queue.length = 0;
});
afterEach(() => resetClock());

describe('alipay.trade.precreate against the local fake gateway', () => {
  it('sends a signed precreate the fake accepts and returns its qr_code as the pay URL', async () => {
    const at = new Date();
    setClock(() => at);
    const facts = order({ payExpiresAt: new Date(at.getTime() + 30 * 60_000) });
    const { payUrl } = await provider.createPayment(facts);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.answer.code).toBe('10000');
    expect(payUrl).toBe(sent.answer.qr_code);
    expect(payUrl).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(sent.params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.precreate',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: 'https://shop.example.com/api/pay/notify/alipay',
    });
    // Beijing time, a few seconds from now.
    const stamp = parseBeijingTimestamp(sent.params.timestamp!);
    expect(stamp).not.toBeNull();
    expect(Math.abs(stamp!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(sent.bizContent).toEqual({
      out_trade_no: facts.orderSn,
      total_amount: '199.00',
      subject: 'PartsMall 黄金会员 · 1 年',
      product_code: 'FACE_TO_FACE_PAYMENT',
      timeout_express: '30m',
      qr_code_timeout_express: '30m',
    });
    expect(fake.trades.get(facts.orderSn)?.notifyUrl).toBe(config.notifyUrl);
  });

  it('formats fen as yuan with two decimals and counts whole minutes left on the business clock', async () => {
    const base = new Date('2026-03-01T04:00:00Z');
    setClock(() => base);
    await provider.createPayment(
      order({ amountFen: 1, payExpiresAt: new Date(base.getTime() + 89 * 60_000 + 59_000) }),
    );
    await provider.createPayment(
      order({ amountFen: 10_000_050, payExpiresAt: new Date(base.getTime() + 40 * 24 * 3_600_000) }),
    );
    expect(fake.requests.map((r) => r.bizContent?.total_amount)).toEqual(['0.01', '100000.50']);
    expect(fake.requests.map((r) => r.bizContent?.timeout_express)).toEqual(['89m', '21600m']);
  });

  it('refuses orders Alipay cannot take before calling it', async () => {
    expect((await refusal(provider.createPayment(order({ orderSn: 'M-1' })))).code).toBe('invalid-order');
    expect((await refusal(provider.createPayment(order({ amountFen: 0 })))).code).toBe('invalid-order');
    expect((await refusal(provider.createPayment(order({ amountFen: 1.5 })))).code).toBe('invalid-order');
    expect(
      (await refusal(provider.createPayment(order({ payExpiresAt: new Date(Date.now() + 30_000) })))).code,
    ).toBe('expired');
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a signed business error into a clear, final error with Alipay’s codes', async () => {
    fake.queue.push('businessError');
    const err = await refusal(provider.createPayment(order()));
    expect(err.code).toBe('40004 ACQ.TOTAL_FEE_EXCEED');
    expect(err.message).toContain('ACQ.TOTAL_FEE_EXCEED');
    expect(err.message).toContain('订单金额超过限额');
    expect(err.retryable).toBe(false);
  });

  it('marks "service busy" (20000) and HTTP failures as retryable', async () => {
    fake.queue.push('systemBusy');
    const busy = await refusal(provider.createPayment(order()));
    expect(busy.code).toBe('20000 isp.unknow-error');
    expect(busy.retryable).toBe(true);
    fake.queue.push('httpError');
    const http = await refusal(provider.createPayment(order()));
    expect(http.code).toBe('http');
    expect(http.message).toContain('502');
    expect(http.retryable).toBe(true);
  });

  it('reports the gateway refusing our signature (wrong application key uploaded) with its sub_code', async () => {
    const otherKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const wrongKey = createAlipayProvider({ ...config, privateKey: otherKeys.privateKey });
    const err = await refusal(wrongKey.createPayment(order()));
    expect(fake.requests[0]!.answer.sub_code).toBe('isv.invalid-signature');
    expect(err.code).toBe('40002 isv.invalid-signature');
    expect(err.message).not.toContain('PRIVATE KEY');
  });

  it('reports an unknown APPID', async () => {
    const err = await refusal(
      createAlipayProvider({ ...config, appId: '2021000000000000' }).createPayment(order()),
    );
    expect(err.code).toBe('40002 isv.invalid-app-id');
  });

  it('refuses answers whose signature is missing, forged, or no longer matches the text', async () => {
    for (const [behaviour, code] of [
      ['unsigned', 'unsigned-answer'],
      ['forgedSignature', 'bad-answer-signature'],
      ['tamperedAfterSigning', 'bad-answer-signature'],
    ] as const) {
      fake.queue.push(behaviour);
      const err = await refusal(provider.createPayment(order()));
      expect(err.code, behaviour).toBe(code);
      expect(err.retryable).toBe(false);
    }
  });

  it('refuses a correct answer when the configured Alipay public key is not Alipay’s', async () => {
    const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const err = await refusal(
      createAlipayProvider({ ...config, alipayPublicKey: stranger.publicKey }).createPayment(order()),
    );
    expect(err.code).toBe('bad-answer-signature');
  });

  it('reports an unreachable gateway as a retryable network error', async () => {
    const closed = await startFakeAlipayGateway({ appId: APP_ID, appPublicKey: appKeys.publicKey });
    await closed.close();
    const err = await refusal(
      createAlipayProvider({ ...config, gateway: closed.url }).createPayment(order()),
    );
    expect(err.code).toBe('network');
    expect(err.retryable).toBe(true);
  });
});

describe('asynchronous notifications (verifyNotification)', () => {
  let sn: string;
  beforeAll(async () => {
    sn = order().orderSn;
    await provider.createPayment(order({ orderSn: sn }));
  });

  it('accepts a notification Alipay signed and maps its fields', async () => {
    const n = fake.notification(sn, 'TRADE_SUCCESS');
    const result = await check(n);
    expect(result).toEqual({
      ok: true,
      notification: {
        orderSn: sn,
        providerTradeNo: fake.trades.get(sn)!.tradeNo,
        amountFen: 19_900,
        currency: 'CNY',
        outcome: 'success',
        notifyId: n.fields.notify_id,
      },
    });
  });

  it('maps every trade_status and refuses unknown ones', async () => {
    const outcome = async (status: string) => {
      const r = await check(fake.notification(sn, 'TRADE_SUCCESS', { trade_status: status }));
      return r.ok ? r.notification.outcome : r.reason;
    };
    expect(await outcome('TRADE_SUCCESS')).toBe('success');
    expect(await outcome('TRADE_FINISHED')).toBe('success');
    expect(await outcome('TRADE_CLOSED')).toBe('closed');
    expect(await outcome('WAIT_BUYER_PAY')).toBe('pending');
    expect(await outcome('TRADE_PAID')).toBe('malformed');
  });

  it('refuses a notification signed with another key, a missing or non-RSA2 signature', async () => {
    const good = fake.notification(sn, 'TRADE_SUCCESS');
    expect(await check(fake.forge(good))).toEqual({ ok: false, reason: 'bad-signature' });
    const unsigned = { ...good.fields };
    delete unsigned.sign;
    expect(await check(fake.tamper({ ...good, fields: unsigned }, {}))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(await check(fake.tamper(good, { sign: 'not base64!' }))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(await check(fake.tamper(good, { sign_type: 'RSA' }))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses any field changed after signing: amount, order, status, trade number', async () => {
    const good = fake.notification(sn, 'TRADE_CLOSED');
    const changes: Record<string, string>[] = [
      { total_amount: '0.01' },
      { out_trade_no: 'M000001' },
      { trade_status: 'TRADE_SUCCESS' },
      { trade_no: '2026000000000000000000000999' },
      { extra_field: 'x' },
    ];
    for (const change of changes) {
      expect(await check(fake.tamper(good, change)), JSON.stringify(change)).toEqual({
        ok: false,
        reason: 'bad-signature',
      });
    }
  });

  it('ignores sign_type in the signed content (Alipay signs without it) and skips empty values', async () => {
    const n = fake.notification(sn, 'TRADE_SUCCESS', { body: '' });
    expect(n.body).toContain('body=&');
    expect((await check(n)).ok).toBe(true);
    // sign_type absent altogether is still a valid RSA2 notification.
    const withoutType = { ...n.fields };
    delete withoutType.sign_type;
    expect((await check(fake.tamper({ ...n, fields: withoutType }, {}))).ok).toBe(true);
  });

  it('refuses a correctly signed notification for another application', async () => {
    const n = fake.notification(sn, 'TRADE_SUCCESS', { app_id: '2021000000000009' });
    expect(await check(n)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('parses amounts exactly and refuses anything that is not a plain yuan decimal', async () => {
    const amount = async (text: string) => {
      const r = await check(fake.notification(sn, 'TRADE_SUCCESS', { total_amount: text }));
      return r.ok ? r.notification.amountFen : r.reason;
    };
    expect(await amount('0.01')).toBe(1);
    expect(await amount('199.00')).toBe(19_900);
    expect(await amount('0.10')).toBe(10);
    expect(await amount('1.1')).toBe(110);
    expect(await amount('100000000.00')).toBe(10_000_000_000);
    for (const bad of ['1e3', '-1.00', '1.005', '01.00', ' 1.00', '1,00', '0x10', 'Infinity', '']) {
      expect(await amount(bad), bad).toBe('malformed');
    }
  });

  it('refuses bodies that are not UTF-8 forms: GBK charset, wrong content type, broken escapes, repeated keys', async () => {
    const good = fake.notification(sn, 'TRADE_SUCCESS');
    const gbk = fake.asGbk(good);
    expect(await provider.verifyNotification(bytes(gbk.body), headersOf(gbk))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    // Same GBK bytes under a UTF-8 label: the bytes are not UTF-8.
    expect(await provider.verifyNotification(bytes(gbk.body), headersOf(good))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    // charset=GBK in the (signed) fields with a UTF-8 body.
    expect(await check(fake.notification(sn, 'TRADE_SUCCESS', { charset: 'GBK' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(
      await provider.verifyNotification(
        bytes(good.body),
        new Headers({ 'content-type': 'application/json' }),
      ),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await provider.verifyNotification(bytes(`${good.body}&x=%E4%B`), headersOf(good))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(
      await provider.verifyNotification(bytes(`${good.body}&trade_status=TRADE_SUCCESS`), headersOf(good)),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await provider.verifyNotification(new Uint8Array(), headersOf(good))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    // "UTF-8" and a quoted label are the same charset.
    expect(
      (
        await provider.verifyNotification(
          bytes(good.body),
          new Headers({ 'content-type': 'application/x-www-form-urlencoded; charset="UTF-8"' }),
        )
      ).ok,
    ).toBe(true);
  });

  it('decodes + and %XX as Alipay encodes them (Java URLEncoder), including CJK text', async () => {
    const n = fake.notification(sn, 'TRADE_SUCCESS', { subject: '黄金 会员 + 100% ~ *' });
    expect(n.body).toContain('subject=%E9%BB%84%E9%87%91+%E4%BC%9A%E5%91%98+%2B+100%25+%7E+*');
    expect((await check(n)).ok).toBe(true);
  });

  it('answers the gateway in its own words', () => {
    expect(provider.acknowledgement()).toEqual({ body: 'success', contentType: 'text/plain; charset=utf-8' });
    expect(provider.rejection()).toMatchObject({ body: 'fail' });
    expect(provider.name).toBe('alipay');
  });
});

describe('amounts, keys and timestamps', () => {
  it('converts fen to yuan and back without floats', () => {
    for (const fen of [0, 1, 9, 10, 99, 100, 101, 19_900, 123_456_789, 99_999_999_999]) {
      expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    }
    expect(fenToYuan(19_900)).toBe('199.00');
    expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996 in floating point
    expect(() => fenToYuan(0.5)).toThrow(RangeError);
    expect(() => fenToYuan(-1)).toThrow(RangeError);
  });

  it('reads private keys as PEM PKCS#8, PEM PKCS#1, bare base64 of either, and \\n-escaped PEM', () => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pkcs8Pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    const pkcs1Pem = privateKey.export({ format: 'pem', type: 'pkcs1' }) as string;
    const pkcs8Bare = (privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer).toString('base64');
    const pkcs1Bare = (privateKey.export({ format: 'der', type: 'pkcs1' }) as Buffer).toString('base64');
    const expected = privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer;
    for (const text of [pkcs8Pem, pkcs1Pem, pkcs8Bare, pkcs1Bare, pkcs8Pem.replace(/\n/g, '\\n')]) {
      expect(
        (parseAlipayPrivateKey(text).export({ format: 'der', type: 'pkcs8' }) as Buffer).equals(expected),
      ).toBe(true);
    }
  });

  it('reads the Alipay public key as PEM or bare base64, and refuses what it must not take', () => {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ format: 'pem', type: 'spki' }) as string;
    const bare = (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).toString('base64');
    expect(parseAlipayPublicKey(bare).equals(publicKey)).toBe(true);
    expect(parseAlipayPublicKey(pem).equals(publicKey)).toBe(true);
    const small = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() =>
      parseAlipayPublicKey(small.publicKey.export({ format: 'pem', type: 'spki' }) as string),
    ).toThrow(/1024-bit/);
    const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(() =>
      parseAlipayPrivateKey(ec.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string),
    ).toThrow(/not an RSA key/);
    expect(() => parseAlipayPrivateKey('MIIEvQIBADANBg-not-a-key')).toThrow(
      /ALIPAY_PRIVATE_KEY is not a readable/,
    );
    // A private key pasted where Alipay's public key belongs.
    expect(() => parseAlipayPublicKey(privateKey.export({ format: 'pem', type: 'pkcs8' }) as string)).toThrow(
      /ALIPAY_PUBLIC_KEY/,
    );
    // Key material never appears in the messages.
    try {
      parseAlipayPrivateKey(bare.slice(0, 40));
    } catch (err) {
      expect((err as Error).message).not.toContain(bare.slice(0, 20));
    }
  });

  it('writes and reads Beijing time', () => {
    expect(beijingTimestamp(new Date('2026-01-31T16:30:05.900Z'))).toBe('2026-02-01 00:30:05');
    expect(parseBeijingTimestamp('2026-02-01 00:30:05')?.toISOString()).toBe('2026-01-31T16:30:05.000Z');
    expect(parseBeijingTimestamp('2026-02-01T00:30:05')).toBeNull();
  });
});
