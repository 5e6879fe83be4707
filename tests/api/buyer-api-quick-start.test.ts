import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { deliverDueMessages } from '@/server/notifications/deliver-due-messages';
import { createWebhookSender } from '@/server/webhooks/deliver-webhook';
import { apiOwner, tokenFor } from '@tests/factories/api-tokens';
import { inquiryProduct, signedInOperator } from '@tests/factories/inquiries';
import { seedPlans } from '@tests/factories/membership';
import { resetAccountState, send } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

/*
 * The integrators' page drives this test: its commands are read from the page as served, and run as a
 * shell would (variables, command substitution, a here-document), against the app in process; its
 * signature recipes (Node and openssl) verify a real delivery. Token → search → page → inquiry → the
 * quote's webhook. A page whose commands stopped working fails here.
 */

type Blocks = Record<string, string>;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

function blocksOf(html: string): Blocks {
  const blocks: Blocks = {};
  for (const m of html.matchAll(/<pre data-step="([a-zA-Z]+)" tabindex="0"><code>([\s\S]*?)<\/code><\/pre>/g)) blocks[m[1]!] = unescape(m[2]!);
  return blocks;
}

/** Expands $VAR, ${VAR} and $(uuidgen) as bash would inside double quotes. */
function expand(text: string, vars: Record<string, string>): string {
  return text
    .replace(/\$\(uuidgen\)/g, () => crypto.randomUUID())
    .replace(/\$\{?([A-Z_]+)\}?/g, (whole, name: string) => (name in vars ? vars[name]! : whole));
}

/** Words of one shell command line (double- and single-quoted strings, line continuations joined). */
function words(line: string): string[] {
  return [...line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** Runs a quick-start block: assignments, then one curl with -X, -H and a here-document body. */
async function runShell(block: string, vars: Record<string, string>, overrides: Record<string, string> = {}) {
  const local = { ...vars };
  const lines = block.replace(/\\\n\s*/g, ' ').split('\n');
  let i = 0;
  for (; i < lines.length && !lines[i]!.startsWith('curl'); i += 1) {
    const assignment = /^([A-Z_]+)=(\S+)/.exec(lines[i]!);
    if (assignment) local[assignment[1]!] = overrides[assignment[1]!] ?? assignment[2]!;
  }
  const argv = words(expand(lines[i]!, local));
  expect(argv[0]).toBe('curl');
  let method = 'GET';
  let url = '';
  const headers: Record<string, string> = {};
  let body: string | undefined;
  for (let a = 1; a < argv.length; a += 1) {
    const word = argv[a]!;
    if (word === '-s') continue;
    else if (word === '-X') method = argv[++a]!;
    else if (word === '-H') {
      const [name, ...value] = argv[++a]!.split(':');
      headers[name!.toLowerCase()] = value.join(':').trim();
    } else if (word === '-d' && argv[a + 1] === '@-') {
      a += 2; // @- <<EOF: the body is the here-document on the following lines
      const end = lines.indexOf('EOF', i + 1);
      body = expand(lines.slice(i + 1, end).join('\n'), local);
    } else if (!word.startsWith('-')) url = word;
  }
  return api(url, { method, headers, ...(body === undefined ? {} : { body }) });
}

describe('the buyer API quick start, as written on /api/docs/buyer', () => {
  let receiver: http.Server;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let url = '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-quick-start-'));

  beforeAll(async () => {
    await seedPlans();
    await resetAccountState();
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('token → search → next page → inquiry → the quote arrives signed, and both recipes verify it', async () => {
    const page = await api('/api/docs/buyer?lang=en');
    expect(page.res.status).toBe(200);
    const blocks = blocksOf(page.text);
    expect(Object.keys(blocks).sort()).toEqual(['inquiry', 'page', 'search', 'verifyNode', 'verifyShell']);
    // The Chinese page shows the same commands.
    expect(blocksOf((await api('/api/docs/buyer?lang=zh')).text)).toEqual(blocks);

    for (let i = 0; i < 7; i += 1) await inquiryProduct({ titleEn: `Ceramic brake pads front axle ${i}`, titleZh: `陶瓷刹车片 ${i}` });
    const owner = await apiOwner(new Date(Date.now() + 300 * 86_400_000));
    const vars = { BASE: '', TOKEN: await tokenFor(owner.session) };

    // 2. Search.
    const search = await runShell(blocks.search!, vars);
    expect(search.body.status).toBe(200);
    expect(search.body.data.items).toHaveLength(5);
    expect(search.body.data.items[0].trade).not.toBeNull();
    const firstPage = search.body.data.items.map((p: { skuCode: string }) => p.skuCode);

    // 3. The next page by its cursor.
    const next = await runShell(blocks.page!, { ...vars, NEXT_CURSOR: search.body.data.nextCursor });
    expect(next.body.status).toBe(200);
    const secondPage = next.body.data.items.map((p: { skuCode: string }) => p.skuCode);
    expect(secondPage).toHaveLength(2);
    expect(secondPage.filter((sku: string) => firstPage.includes(sku))).toEqual([]);

    // 5. (before the quote) the owner adds a webhook for quotes on the account page's route.
    const hook = await send('/api/company/webhooks?lang=en', 'POST', owner.session.headers, { url, events: ['inquiry.quoted'], description: 'ERP' });
    expect(hook.body.status).toBe(200);
    const secret: string = hook.body.data.secret;

    // 4. The inquiry, with a skuCode from step 2 as the page says.
    const sent = await runShell(blocks.inquiry!, vars, { SKU: firstPage[0] });
    expect(sent.body.status).toBe(200);
    const inquiryId = sent.body.data.id;

    const operator = await signedInOperator();
    const quoted = await send(`/api/admin/inquiries/${inquiryId}/quote?lang=en`, 'POST', operator.headers, {
      lines: [{ lineNo: 1, unitPrice: 1890 }],
      validUntil: '2099-12-31',
      message: 'FOB Ningbo, 3 weeks',
    });
    expect(quoted.body.status).toBe(200);
    await deliverDueMessages(await getDb(), { providers: { webhook: createWebhookSender() } });
    expect(received).toHaveLength(1);
    const delivery = received[0]!;
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'inquiry.quoted', data: { inquiryId } });
    const signature = String(delivery.headers['partsmall-signature']);

    // 6a. The Node recipe, run as written.
    // The globals a Node.js script has (require, Buffer).
    const sandbox: { require: NodeJS.Require; Buffer: typeof Buffer; verifyPartsMallWebhook?: (...args: unknown[]) => boolean } = {
      require: createRequire(import.meta.url),
      Buffer,
    };
    vm.runInNewContext(`${blocks.verifyNode}\nthis.verifyPartsMallWebhook = verifyPartsMallWebhook;`, sandbox);
    expect(sandbox.verifyPartsMallWebhook!(secret, signature, delivery.body)).toBe(true);
    expect(sandbox.verifyPartsMallWebhook!(secret, signature, delivery.body.replace('FOB', 'CIF'))).toBe(false);
    expect(sandbox.verifyPartsMallWebhook!(secret, signature, delivery.body, Math.floor(Date.now() / 1000) + 301)).toBe(false);

    // 6b. The shell recipe with openssl, run by bash in a folder holding the raw body.
    fs.writeFileSync(path.join(dir, 'body.json'), delivery.body);
    const shell = (sig: string, key: string) =>
      execFileSync('bash', ['-c', blocks.verifyShell!], { cwd: dir, env: { ...process.env, SIGNATURE: sig, SECRET: key } }).toString().trim();
    expect(shell(signature, secret)).toBe('valid');
    expect(shell(signature, 'whsec_not-the-secret')).toBe('invalid');
  });
});
