import type { KeyObject } from 'node:crypto';
import { env } from '@/env';
import { parseAlipayPrivateKey, parseAlipayPublicKey } from './alipay-keys';

export type AlipayConfig = {
  /** The open-platform application's APPID. */
  appId: string;
  /** Our application's private key: signs requests. */
  privateKey: KeyObject;
  /** Alipay's public key: verifies Alipay's answers and notifications. */
  alipayPublicKey: KeyObject;
  /** https://openapi.alipay.com/gateway.do, the sandbox gateway, or a local fake in tests. */
  gateway: string;
  /** Where Alipay posts the asynchronous notification: our POST /api/pay/notify/alipay, over HTTPS. */
  notifyUrl: string;
  timeoutMs?: number;
};

/**
 * The Alipay configuration from ALIPAY_* (src/env.ts has already refused a half-configured or unreadable
 * one at start when PAY_PROVIDER=alipay; this repeats the check for callers that build it directly).
 * Error messages name variables only, never key material.
 */
export function alipayConfigFromEnv(): AlipayConfig {
  const missing = (
    ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_NOTIFY_URL'] as const
  ).filter((name) => !env[name]);
  if (missing.length) throw new Error(`PAY_PROVIDER=alipay needs ${missing.join(', ')}`);
  return {
    appId: env.ALIPAY_APP_ID!,
    privateKey: parseAlipayPrivateKey(env.ALIPAY_PRIVATE_KEY!),
    alipayPublicKey: parseAlipayPublicKey(env.ALIPAY_PUBLIC_KEY!),
    gateway: env.ALIPAY_GATEWAY,
    notifyUrl: env.ALIPAY_NOTIFY_URL!,
  };
}
