import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryError } from '@/server/integrations/delivery-error';
import { createAliyunSmsProvider, type AliyunSmsConfig } from '@/server/integrations/sms/aliyun-sms-provider';
import { startFakeAliyunSms, type FakeAliyunSms } from '@tests/fakes/fake-aliyun-sms';

let fake: FakeAliyunSms;
let config: AliyunSmsConfig;

const request = {
  to: '13812341234',
  text: '【PartsMall】Your verification code is 123456, valid for 5 minutes.',
  template: 'verificationCode' as const,
  params: { code: '123456' },
};

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeliveryError);
  return err as DeliveryError;
}

beforeAll(async () => {
  fake = await startFakeAliyunSms();
  config = {
    accessKeyId: fake.accessKeyId,
    accessKeySecret: fake.accessKeySecret,
    signName: 'PartsMall配件商城',
    templates: {
      verificationCode: 'SMS_100001',
      accountApproved: 'SMS_100002',
      accountRejected: 'SMS_100003',
    },
    endpoint: fake.url,
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.queue.length = 0;
});

describe('Alibaba Cloud SMS provider against a local fake speaking the protocol', () => {
  it('sends a signed SendSms request the fake accepts, and returns the BizId', async () => {
    const provider = createAliyunSmsProvider(config);
    const { messageId } = await provider.send(request);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.answer.Code).toBe('OK');
    expect(messageId).toBe(sent.answer.BizId);
    expect(sent.method).toBe('GET');
    expect(sent.params).toMatchObject({
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13812341234',
      RegionId: 'cn-hangzhou',
      SignName: 'PartsMall配件商城',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_100001',
      Version: '2017-05-25',
    });
    expect(JSON.parse(sent.params.TemplateParam!)).toEqual({ code: '123456' });
    expect(provider.name).toBe('aliyun');
    expect(provider.keepsCodeReadable).toBe(false);
  });

  it('signs values that need Alibaba-specific encoding (spaces, *, ~, quotes, CJK) and strips +86', async () => {
    const provider = createAliyunSmsProvider(config);
    await provider.send({
      ...request,
      to: '+86 138 1234 1234',
      template: 'accountRejected',
      params: { reason: "资料不全 * (see ~notes) it's 100% + more!" },
    });
    expect(fake.requests[0]!.answer.Code).toBe('OK');
    expect(fake.requests[0]!.params.PhoneNumbers).toBe('13812341234');
    expect(JSON.parse(fake.requests[0]!.params.TemplateParam!).reason).toBe(
      "资料不全 * (see ~notes) it's 100% + more!",
    );
  });

  it('uses a new nonce per request (the fake refuses a reused one)', async () => {
    const provider = createAliyunSmsProvider(config);
    await provider.send(request);
    await provider.send(request);
    expect(fake.requests.map((r) => r.answer.Code)).toEqual(['OK', 'OK']);
    expect(fake.requests[0]!.params.SignatureNonce).not.toBe(fake.requests[1]!.params.SignatureNonce);
  });

  it('a wrong secret → SignatureDoesNotMatch, permanent', async () => {
    const provider = createAliyunSmsProvider({ ...config, accessKeySecret: 'wrong' });
    const err = await failure(provider.send(request));
    expect(err.code).toBe('SignatureDoesNotMatch');
    expect(err.retryable).toBe(false);
  });

  it('throttling (isv.BUSINESS_LIMIT_CONTROL) and 503 are retryable', async () => {
    const provider = createAliyunSmsProvider(config);
    fake.queue.push('throttle', 'serverError');
    const throttled = await failure(provider.send(request));
    expect(throttled).toMatchObject({ code: 'isv.BUSINESS_LIMIT_CONTROL', retryable: true });
    const unavailable = await failure(provider.send(request));
    expect(unavailable).toMatchObject({ code: 'ServiceUnavailable', retryable: true });
  });

  it('an illegal number is permanent', async () => {
    const provider = createAliyunSmsProvider(config);
    const err = await failure(provider.send({ ...request, to: '2345' }));
    expect(err).toMatchObject({ code: 'isv.MOBILE_NUMBER_ILLEGAL', retryable: false });
  });

  it('an unknown access key is permanent; a template without a code fails before any request', async () => {
    const err = await failure(createAliyunSmsProvider({ ...config, accessKeyId: 'LTAInope' }).send(request));
    expect(err).toMatchObject({ code: 'InvalidAccessKeyId.NotFound', retryable: false });
    const before = fake.requests.length;
    const missing = await failure(
      createAliyunSmsProvider({ ...config, templates: { ...config.templates, accountApproved: '' } }).send({
        ...request,
        template: 'accountApproved',
      }),
    );
    expect(missing.retryable).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  describe('transport', () => {
    let server: http.Server;
    let url: string;
    let hits = 0;
    beforeAll(async () => {
      server = http.createServer((_req, res) => {
        hits += 1;
        if (hits % 2 === 1) return; // odd requests hang (timeout), even ones are redirected
        res.writeHead(302, { location: `${fake.url}/` });
        res.end();
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    });

    it('times out (retryable), and never follows a redirect', async () => {
      const provider = createAliyunSmsProvider({ ...config, endpoint: url, timeoutMs: 300 });
      const timedOut = await failure(provider.send(request));
      expect(timedOut).toMatchObject({ code: 'timeout', retryable: true });
      const before = fake.requests.length;
      // The redirect must be answered, not timed out: a generous timeout, so a busy machine cannot blur the two.
      const patient = createAliyunSmsProvider({ ...config, endpoint: url, timeoutMs: 30_000 });
      const redirected = await failure(patient.send(request));
      expect(redirected.code).toBe('http.302');
      expect(fake.requests.length).toBe(before);
    });

    it('a refused connection is retryable', async () => {
      const provider = createAliyunSmsProvider({ ...config, endpoint: 'http://127.0.0.1:9' });
      const err = await failure(provider.send(request));
      expect(err).toMatchObject({ code: 'network', retryable: true });
    });
  });
});
