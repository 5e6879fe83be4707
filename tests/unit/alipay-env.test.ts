import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** src/env.ts parses process.env when first imported: each case imports a fresh copy under its own variables. */
async function loadEnv(vars: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import('@/env');
}

async function startupError(vars: Record<string, string>): Promise<string> {
  const err = await loadEnv(vars).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return (err as Error).message;
}

const keys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
const publicBare = (keys.publicKey.export({ format: 'der', type: 'spki' }) as Buffer).toString('base64');

const complete = {
  PAY_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021000122671080',
  ALIPAY_PRIVATE_KEY: privatePem,
  ALIPAY_PUBLIC_KEY: publicBare,
  ALIPAY_NOTIFY_URL: 'https://shop.example.com/api/pay/notify/alipay',
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Alipay configuration at start', () => {
  it('is not needed for the sandbox provider (the default)', async () => {
    const { env } = await loadEnv({ ALIPAY_APP_ID: '' });
    expect(env.PAY_PROVIDER).toBe('sandbox');
    expect(env.ALIPAY_GATEWAY).toBe('https://openapi.alipay.com/gateway.do');
  });

  it('accepts a complete configuration', async () => {
    const { env } = await loadEnv(complete);
    expect(env.PAY_PROVIDER).toBe('alipay');
    expect(env.ALIPAY_APP_ID).toBe('2021000122671080');
  });

  it('names every missing variable when PAY_PROVIDER=alipay', async () => {
    const message = await startupError({
      PAY_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '',
      ALIPAY_PRIVATE_KEY: '',
      ALIPAY_PUBLIC_KEY: '',
      ALIPAY_NOTIFY_URL: '',
    });
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_NOTIFY_URL']) {
      expect(message).toContain(`${name}: required when PAY_PROVIDER=alipay`);
    }
  });

  it('checks ALIPAY_ settings kept under the sandbox too (its notify route stays open for earlier orders)', async () => {
    const message = await startupError({ ALIPAY_APP_ID: '2021000122671080', ALIPAY_PRIVATE_KEY: 'nonsense' });
    expect(message).toContain('ALIPAY_PUBLIC_KEY: required with the other ALIPAY_ settings');
    expect(message).toMatch(/ALIPAY_PRIVATE_KEY: is not a readable RSA private key/);
    const { env } = await loadEnv({ ...complete, PAY_PROVIDER: 'sandbox' });
    expect(env.PAY_PROVIDER).toBe('sandbox');
    const { alipayConfigured } = await import('@/server/integrations/alipay/alipay-provider-from-env');
    expect(alipayConfigured()).toBe(true);
  });

  it('refuses unreadable or swapped keys without printing them', async () => {
    const message = await startupError({
      ...complete,
      ALIPAY_PRIVATE_KEY: publicBare,
      ALIPAY_PUBLIC_KEY: privatePem,
    });
    expect(message).toMatch(/ALIPAY_PRIVATE_KEY: is not a readable RSA private key/);
    expect(message).toMatch(/ALIPAY_PUBLIC_KEY: must be Alipay's public key, not a private key/);
    expect(message).not.toContain(publicBare.slice(30, 60));
    expect(message).not.toContain(privatePem.split('\n')[1]!.slice(0, 30));
  });

  it('wants https for the gateway and the notify URL (plain http only on loopback) and no query string', async () => {
    const message = await startupError({
      ...complete,
      ALIPAY_GATEWAY: 'http://openapi.alipay.com/gateway.do',
      ALIPAY_NOTIFY_URL: 'http://shop.example.com/api/pay/notify/alipay?x=1',
      ALIPAY_APP_ID: 'app-1',
    });
    expect(message).toContain('ALIPAY_GATEWAY: must be an https:// URL');
    expect(message).toContain('ALIPAY_NOTIFY_URL: must be an https:// URL Alipay can reach');
    expect(message).toContain('ALIPAY_NOTIFY_URL: must not carry a query string');
    expect(message).toContain('ALIPAY_APP_ID: must be the APPID digits');
    const { env } = await loadEnv({
      ...complete,
      ALIPAY_GATEWAY: 'http://127.0.0.1:4100/gateway.do',
      ALIPAY_NOTIFY_URL: 'http://localhost:3000/api/pay/notify/alipay',
    });
    expect(env.ALIPAY_GATEWAY).toBe('http://127.0.0.1:4100/gateway.do');
  });
});
