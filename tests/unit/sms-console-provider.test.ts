import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/env')>();
  return { ...actual, env: { ...actual.env, LOG_LEVEL: 'info' } };
});

const { createConsoleSmsProvider } = await import('@/server/integrations/sms/console-sms-provider');
const { setLogSink } = await import('@/server/security/safe-log');

afterEach(() => setLogSink(null));

describe('console SMS provider (development carrier)', () => {
  it('logs one JSON line with the masked mobile and the full text', async () => {
    const lines: string[] = [];
    setLogSink((line) => lines.push(line));
    const provider = createConsoleSmsProvider();
    const text = '【PartsMall】您的验证码为654321，5分钟内有效，请勿泄露给他人。';
    const { messageId } = await provider.send({
      to: '13812341234',
      text,
      template: 'verificationCode',
      params: { code: '654321' },
    });
    expect(messageId).toMatch(/^console-/);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 'warn',
      event: 'sms.console',
      to: '138****1234',
      text,
      template: 'verificationCode',
    });
    expect(line).not.toContain('13812341234');
    expect(provider.keepsCodeReadable).toBe(true);
  });
});
