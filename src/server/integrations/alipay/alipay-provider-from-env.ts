import { env } from '@/env';
import type { PaymentProvider } from '@/server/payments/provider';
import { alipayConfigFromEnv } from './alipay-config';
import { createAlipayProvider } from './alipay-provider';

let cached: PaymentProvider | undefined;

/**
 * Whether this process takes Alipay: PAY_PROVIDER=alipay, or the ALIPAY_ settings kept after switching
 * back to the sandbox (orders made before still get their notifications). src/env.ts has refused to start
 * with an incomplete or unreadable configuration in both cases.
 */
export function alipayConfigured(): boolean {
  return env.PAY_PROVIDER === 'alipay' || Boolean(env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY && env.ALIPAY_NOTIFY_URL);
}

/**
 * The Alipay provider configured by ALIPAY_*, built once per process (keys parsed and the SDK client made
 * on first use). Registered by select-provider.ts when `alipayConfigured()`. Throws, naming the variables
 * only, when the configuration is incomplete.
 */
export function alipayProviderFromEnv(): PaymentProvider {
  cached ??= createAlipayProvider(alipayConfigFromEnv());
  return cached;
}
