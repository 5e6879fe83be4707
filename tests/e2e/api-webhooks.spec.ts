import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import enMessages from '../../messages/en.json' with { type: 'json' };
import zhMessages from '../../messages/zh.json' with { type: 'json' };
import { verifyWebhookSignature } from '../../src/server/webhooks/webhook-signature';
import { expect, expectAccessible, expectNoMissingMessages, expectNoSideways, signIn, test } from './fixtures';
import { API_OWNERS } from './support/api-token-owners';

/**
 * Webhooks, as an owner sets one up, in Chinese on a desktop and in English on a phone: on Account → API
 * access they add a receiver for quoted inquiries, copy the signing secret shown once, send a test event
 * and watch it arrive (delivered, HTTP 200, the receiver's check of the signature passes), send it again
 * (the same event id reaches the receiver a second time), and delete the webhook. The receiver is a
 * local server this test runs; the store may post to loopback because the e2e server allows local
 * targets (WEBHOOK_ALLOW_LOCAL), as development does.
 */
type Messages = typeof enMessages;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name]));
const SHOTS = path.join('test-results', 'screenshots');

const journeys = [
  { lang: 'zh', prefix: '', m: zhMessages as Messages, viewport: { width: 1280, height: 900 }, device: 'desktop' },
  { lang: 'en', prefix: '/en', m: enMessages, viewport: { width: 390, height: 844 }, device: 'phone' },
] as const;

async function shot(page: Page, name: string) {
  await expectNoMissingMessages(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const { lang, prefix, m, viewport, device } of journeys) {
  test(`an owner adds a webhook, sees a test event delivered and sends it again (${lang}, ${device})`, async ({ page }) => {
    test.setTimeout(180_000);
    const w = m.apiTokens.webhooks;
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/partsmall/hooks`;
    try {
      await page.setViewportSize(viewport);
      await page.goto(prefix || '/');
      await signIn(page, API_OWNERS[lang].owner, m);
      await page.goto(`${prefix}/user/api`);
      const panel = page.getByTestId('webhooks');
      await expect(panel.getByRole('heading', { name: w.heading, level: 2 })).toBeVisible();

      // 1. "Add webhook": nothing filled says what is missing; then the address and one event.
      await panel.getByRole('button', { name: w.add.open, exact: true }).click();
      const dialog = page.getByTestId('add-webhook-dialog');
      await dialog.getByRole('button', { name: w.add.submit, exact: true }).click();
      await expect(dialog.getByText(w.add.urlRequired)).toBeVisible();
      await expect(dialog.getByText(w.add.eventsRequired)).toBeVisible();
      await expectAccessible(page, `add-webhook dialog (${lang}, ${device})`);
      await dialog.getByRole('textbox', { name: w.add.url }).fill(url);
      await dialog.getByRole('checkbox', { name: new RegExp(w.events.inquiryQuoted) }).check();
      await dialog.getByRole('textbox', { name: w.add.note }).fill('ERP');
      await dialog.getByRole('button', { name: w.add.submit, exact: true }).click();

      // 2. The signing secret, once.
      const secretBox = page.getByTestId('webhook-secret').getByRole('textbox');
      await expect(secretBox).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
      const secret = await secretBox.inputValue();
      await shot(page, `webhook-secret-${lang}-${device}`);
      await page.getByRole('button', { name: m.apiTokens.created.done, exact: true }).click();
      const endpoint = panel.getByTestId('webhook-endpoint').filter({ hasText: url });
      await expect(endpoint.getByTestId('webhook-state')).toHaveText(w.state.active);
      await expect(page.getByText(secret)).toHaveCount(0);

      // 3. A test event: it arrives signed, and the page shows it delivered with the receiver's answer.
      await endpoint.getByRole('button', { name: w.ping, exact: true }).click();
      const delivery = panel.getByTestId('webhook-delivery').filter({ hasText: w.events.ping }).first();
      await expect(delivery.getByTestId('webhook-delivery-state')).toHaveText(w.delivery.states.succeeded, { timeout: 30_000 });
      await expect(delivery.getByTestId('webhook-delivery-answer')).toContainText('HTTP 200');
      expect(received).toHaveLength(1);
      expect(received[0]!.headers['partsmall-event']).toBe('ping');
      const check = verifyWebhookSignature(secret, String(received[0]!.headers['partsmall-signature']), received[0]!.body, Math.floor(Date.now() / 1000));
      expect(check.ok).toBe(true);
      await expectAccessible(page, `webhooks with a delivery (${lang}, ${device})`);
      await shot(page, `webhooks-${lang}-${device}`);

      // 4. Sent again: the same event reaches the receiver a second time; the page counts two attempts.
      await delivery.getByRole('button', { name: w.delivery.retry }).click();
      await expect(delivery.getByTestId('webhook-delivery-answer')).toContainText(fill(lang === 'zh' ? w.delivery.attempts : '{count} attempts', { count: 2 }), {
        timeout: 30_000,
      });
      expect(received).toHaveLength(2);
      expect(received[1]!.headers['partsmall-event-id']).toBe(received[0]!.headers['partsmall-event-id']);

      // 5. Deleted after a confirmation: nothing more goes to it.
      await endpoint.getByRole('button', { name: w.delete.open, exact: true }).click();
      await page.getByRole('button', { name: w.delete.confirm, exact: true }).click();
      await expect(panel.getByTestId('webhook-endpoint').filter({ hasText: url })).toHaveCount(0);
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
}

for (const { lang, m, viewport, device } of journeys) {
  test(`the integrators' guide reads in its language, fits the screen and passes axe (${lang}, ${device})`, async ({ page }) => {
    const g = m.buyerApiGuide;
    await page.setViewportSize(viewport);
    await page.goto(`/api/docs/buyer?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
    await expect(page.getByRole('heading', { name: g.title, level: 1 })).toBeVisible();
    for (const step of [g.stepToken, g.stepSearch, g.stepPage, g.stepInquiry, g.stepWebhook, g.stepVerify, g.limits]) {
      await expect(page.getByRole('heading', { name: step, level: 2 })).toBeVisible();
    }
    // The reference is generated from the OpenAPI document: every versioned route is on the page.
    const spec = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const versioned = Object.keys(spec.paths).filter((p) => p.startsWith('/api/v1/'));
    // Counted, so the walk cannot pass by finding no routes: nine operations on the versioned surface.
    expect(versioned.flatMap((p) => Object.keys(spec.paths[p]!)).length).toBeGreaterThanOrEqual(9);
    for (const path of versioned) await expect(page.getByText(path, { exact: true }).first()).toBeAttached();
    await expectAccessible(page, `integrators' guide (${lang}, ${device})`);
    await expectNoSideways(page);
    await page.screenshot({ path: path.join(SHOTS, `buyer-guide-${lang}-${device}.png`), fullPage: true });
    // The language link leads to the other language's guide.
    await page.getByRole('link', { name: g.langSwitch }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'en' : 'zh-CN');
  });
}
