import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * Links the store sends out come from PUBLIC_BASE_URL (docs/decisions/0061); unset on the embedded
 * demo it stands for the port the store listens on, not a guessed http://localhost:3000. src/env.ts
 * parses process.env when first imported: each case imports fresh copies under its own variables.
 */
async function load(vars: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  const { env, envProvided } = await import('@/env');
  const { resetPasswordLink, inquiryListLink } = await import('@/server/notifications/enqueue-sms');
  return { env, envProvided, resetPasswordLink, inquiryListLink };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('public links', () => {
  it('unset: the SMS links point at the port the store runs on, and the start knows it was not named', async () => {
    const loaded = await load({ PORT: '3456', PUBLIC_BASE_URL: '', PAY_PROVIDER: '' });
    expect(loaded.env.PUBLIC_BASE_URL).toBe('http://localhost:3456');
    expect(loaded.resetPasswordLink('zh')).toBe('http://localhost:3456/user/resetPwd');
    expect(loaded.inquiryListLink('en')).toBe('http://localhost:3456/en/user/inquiry');
    expect(loaded.envProvided).toEqual({ publicBaseUrl: false, payProvider: false });
    expect(loaded.env.PAY_PROVIDER).toBe('sandbox');
  });

  it('set: every SMS link uses it, whatever the port', async () => {
    const loaded = await load({ PORT: '3456', PUBLIC_BASE_URL: 'https://shop.example.com/', PAY_PROVIDER: 'sandbox' });
    expect(loaded.resetPasswordLink('en')).toBe('https://shop.example.com/en/user/resetPwd');
    expect(loaded.envProvided).toEqual({ publicBaseUrl: true, payProvider: true });
  });

  it('refuses an address that is not http(s)', async () => {
    await expect(load({ PUBLIC_BASE_URL: 'ftp://shop.example.com' })).rejects.toThrow(/PUBLIC_BASE_URL/);
  });
});
