import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../../db';
import { createWebhook, deleteWebhook, enableWebhook, listWebhooks, pingWebhook, retryDelivery } from '../../webhooks/manage-webhooks';
import type { AppEnv } from '../context';
import { ownedCompany } from '../company-scope';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import * as r from './webhooks.routes';

const owner = (c: Context<AppEnv>) => ({ company: ownedCompany(c), ownerId: c.get('user').id, ip: requestIp(c), lang: c.get('lang') });

/** The owner's webhook routes: parse, call one server/webhooks operation, shape the envelope. */
export function registerWebhookRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.listWebhooksRoute, async (c) => okWith(c, 'ok', await listWebhooks(await getDb(), ownedCompany(c))));

  app.openapi(r.createWebhookRoute, async (c) =>
    okWith(c, 'webhookCreated', await createWebhook(await getDb(), { ...owner(c), body: c.req.valid('json') })),
  );

  app.openapi(r.deleteWebhookRoute, async (c) => {
    await deleteWebhook(await getDb(), { ...owner(c), id: c.req.valid('json').id });
    return okWith(c, 'webhookDeleted', {});
  });

  app.openapi(r.enableWebhookRoute, async (c) => {
    const body = c.req.valid('json');
    await enableWebhook(await getDb(), { ...owner(c), ...body });
    return okWith(c, body.enabled ? 'webhookEnabled' : 'webhookDisabledDone', {});
  });

  app.openapi(r.pingWebhookRoute, async (c) =>
    okWith(c, 'webhookPingQueued', await pingWebhook(await getDb(), { ...owner(c), id: c.req.valid('json').id })),
  );

  app.openapi(r.retryDeliveryRoute, async (c) => {
    await retryDelivery(await getDb(), { ...owner(c), deliveryId: c.req.valid('json').id });
    return okWith(c, 'webhookRetryQueued', {});
  });
}
