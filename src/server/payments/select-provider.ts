import { env, envProvided } from '@/env';
import type { Lang } from '@/contracts/site';
import type { PaymentProvider, PaymentProviderName } from './provider';
import { alipayConfigured, alipayProviderFromEnv } from '../integrations/alipay/alipay-provider-from-env';
import { createSandboxProvider } from './sandbox/sandbox-provider';

/** What a provider may need from the request that creates an order (the sandbox builds its cashier URL). */
export type ProviderContext = {
  /** The origin the buyer used (scheme://host[:port]); PUBLIC_BASE_URL wins when it is set. */
  requestOrigin?: string;
  lang?: Lang;
};

/**
 * The sandbox always; Alipay (src/server/integrations/alipay, ADR 0025) when configured. Tests register
 * their own adapters with `registerPaymentProvider`.
 */
const factories: Partial<Record<PaymentProviderName, (context: ProviderContext) => PaymentProvider>> = {
  sandbox: (context) => createSandboxProvider({ baseUrl: storefrontBase(context), lang: context.lang ?? 'zh' }),
  ...(alipayConfigured() ? { alipay: () => alipayProviderFromEnv() } : {}),
};

export function registerPaymentProvider(name: PaymentProviderName, factory: (context: ProviderContext) => PaymentProvider): void {
  factories[name] = factory;
}

function storefrontBase(context: ProviderContext): string {
  const base = envProvided.publicBaseUrl || !context.requestOrigin ? env.PUBLIC_BASE_URL : context.requestOrigin;
  return base.replace(/\/+$/, '');
}

/** The provider new orders go to: PAY_PROVIDER (sandbox by default). */
export function selectPaymentProvider(context: ProviderContext = {}): PaymentProvider {
  return providerNamed(env.PAY_PROVIDER, context);
}

/** A provider by name, for its notification route (orders made before a switch still get their notifications). */
export function providerNamed(name: PaymentProviderName, context: ProviderContext = {}): PaymentProvider {
  const factory = factories[name];
  if (!factory) throw new Error(`payment provider ${name} is not available in this build`);
  return factory(context);
}

export function providerAvailable(name: PaymentProviderName): boolean {
  return factories[name] !== undefined;
}
