import { SANDBOX_SIGNATURE_HEADER } from '@/contracts/membership';
import { DeliveryError, networkFailure } from '../../integrations/delivery-error';
import type { PayNotifyPayload } from '../../notifications/outbox-payload';
import { sandboxSecret } from './sandbox-secret';
import { signSandboxBody } from './sandbox-signature';

/** How a queued notification reaches the notify route: over HTTP by default, in process in tests. */
export type PayNotifySender = {
  readonly name: string;
  send(payload: PayNotifyPayload): Promise<{ messageId: string }>;
};

type Post = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<Response>;

/**
 * The sandbox gateway's delivery: the stored body, signed now, posted with a 10 s timeout and no
 * redirects. Delivered means acknowledged: HTTP 2xx and the body `success`; anything else is retried.
 */
export function createPayNotifySender(options: { post?: Post; secret?: () => Promise<string> } = {}): PayNotifySender {
  const secret = options.secret ?? sandboxSecret;
  const post: Post =
    options.post ?? ((url, init) => fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) }));
  return {
    name: 'sandbox-gateway',
    async send(payload) {
      const signature = signSandboxBody(await secret(), payload.body);
      let res: Response;
      try {
        res = await post(payload.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          body: payload.body,
        });
      } catch (err) {
        throw networkFailure(err);
      }
      const text = (await res.text()).trim();
      if (res.status >= 200 && res.status < 300 && text === 'success') {
        return { messageId: (JSON.parse(payload.body) as { notify_id: string }).notify_id };
      }
      throw new DeliveryError(`http.${res.status}`, `notification not acknowledged (${text.slice(0, 40)})`, { retryable: true });
    },
  };
}
