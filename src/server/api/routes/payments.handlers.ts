import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { env } from '@/env';
import { STATUS } from '@/contracts/envelope';
import { getDb } from '../../db';
import { failedHandling, handlePaymentNotification } from '../../payments/handle-payment-notification';
import { listRefunds } from '../../payments/list-refunds';
import type { PaymentProviderName } from '../../payments/provider';
import { providerAvailable, providerNamed } from '../../payments/select-provider';
import { requestSandboxPayment } from '../../payments/sandbox/sandbox-gateway';
import { ApiError } from '../api-error';
import type { AppEnv } from '../context';
import { sessionResolutionFor } from '../middleware/auth';
import { declareRawBodyRoute } from '../middleware/input-policy';
import { readLimitedBody } from '../read-limited-body';
import { okWith } from '../resource';
import * as r from './payments.routes';

/** Gateways' notifications are small; anything larger is not one. */
export const NOTIFY_BODY_MAX_BYTES = 64 * 1024;

/**
 * The raw bytes as the gateway signed them, handed to the one notification handler; the answer is the
 * provider's own acknowledgement or rejection, never our envelope.
 */
async function notify(c: Context<AppEnv>, name: PaymentProviderName): Promise<Response> {
  if (!providerAvailable(name)) throw new ApiError(STATUS.NOT_FOUND, 'notFound', { path: c.req.path });
  const provider = providerNamed(name);
  const raw = await readLimitedBody(c, NOTIFY_BODY_MAX_BYTES, { key: 'payloadTooLarge', params: { limit: '64 KB' } });
  let handling;
  try {
    handling = await handlePaymentNotification(await getDb(), provider, raw, c.req.raw.headers);
  } catch (err) {
    handling = failedHandling(provider, err);
  }
  const { status, body, contentType } = handling.answer;
  return new Response(body, { status, headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}

export function registerPaymentRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.sandboxPayRoute, async (c) => {
    if (env.PAY_PROVIDER !== 'sandbox') throw new ApiError(STATUS.NOT_FOUND, 'orderNotFound');
    const { result: pressed, token } = c.req.valid('json');
    // A public route: the link's token, or the buyer's own session when one is sent (ADR 0060).
    const session = await sessionResolutionFor(c);
    const result = await requestSandboxPayment(await getDb(), {
      orderSn: c.req.valid('param').sn,
      result: pressed,
      token,
      callerId: session.state === 'active' ? session.user.id : undefined,
    });
    return okWith(c, 'sandboxPaymentQueued', result);
  });

  declareRawBodyRoute('POST', '/api/pay/notify/sandbox');
  // The raw body is the signed one: the JSON contract above documents it, the handler reads the bytes.
  app.post('/api/pay/notify/sandbox', (c) => notify(c, 'sandbox'));
  app.openAPIRegistry.registerPath(r.sandboxNotifyRoute);

  declareRawBodyRoute('POST', '/api/pay/notify/alipay');
  app.post('/api/pay/notify/alipay', (c) => notify(c, 'alipay'));
  app.openAPIRegistry.registerPath(r.alipayNotifyRoute);

  app.openapi(r.refundsRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listRefunds(await getDb(), { page, pageSize }));
  });
}
