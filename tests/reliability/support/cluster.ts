import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeAliyunSms, type FakeAliyunSms } from '../../fakes/fake-aliyun-sms';
import { startFakeChatBot, type FakeChatBot } from '../../fakes/fake-chat-bot';
import { Client } from './client';
import { createTestDatabase, type TestDatabase } from './database';
import { createInstance, type Instance, type InstanceKind } from './instance';
import { createNginx, SERVER_NAME, type Nginx } from './nginx';
import { freePort } from './ports';

/**
 * The production layout of the guide on one machine: N instances of one kind on one fresh PostgreSQL
 * database, nginx in front with the shipped config, a fake SMS carrier and a fake chat bot. Every
 * instance is configured the same (one release, one environment) except its port.
 */
export type Cluster = {
  db: TestDatabase;
  nginx: Nginx;
  instances: Instance[];
  sms: FakeAliyunSms;
  bot: FakeChatBot;
  /** The sandbox gateway's HMAC key, as the instances have it. */
  paySecret: string;
  /** A new client of the proxy (https, the certificate trusted, Host: shop.example.com), over IPv4 or IPv6. */
  viaProxy: (family?: 4 | 6) => Client;
  /** A new client of one instance directly (http on loopback). */
  direct: (index: number) => Client;
  directBase: (index: number) => string;
  logs: () => string;
  close: () => Promise<void>;
};

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function hasProductionBuild(): boolean {
  return fs.existsSync(path.join(REPO_ROOT, '.next', 'BUILD_ID'));
}

export async function startCluster(options: {
  label: string;
  kind: InstanceKind;
  count?: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const count = options.count ?? 2;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `partsmall-rel-${options.label}-`));
  const cleanups: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(err);
      }
    }
  };
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  try {
    const db = await createTestDatabase(options.label);
    cleanups.push(() => db.drop());
    const sms = await startFakeAliyunSms();
    cleanups.push(() => sms.close());
    const bot = await startFakeChatBot('wecom');
    cleanups.push(() => bot.close());

    const ports = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    const nginx = await createNginx({
      dir: path.join(dir, 'nginx'),
      httpPort: await freePort(),
      httpsPort: await freePort(),
      upstreamPorts: ports,
      staticDir: options.kind === 'web' ? path.join(REPO_ROOT, '.next', 'static') : undefined,
      errorPagesDir: options.kind === 'web' ? path.join(REPO_ROOT, '.next', 'error-pages') : undefined,
    });
    const paySecret = crypto.randomBytes(32).toString('hex');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: db.url,
      // Required with DATABASE_URL (it seals the staff second-factor secrets, ADR 0038); one per cluster.
      TOTP_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SEED_DISABLED: '0',
      SEED_PRODUCTS: '60',
      DATA_DIR: path.join(dir, 'data'),
      DB_POOL_MAX: '5',
      OUTBOX_POLL_MS: '200',
      CATALOGUE_VERSION_CHECK_MS: '250',
      // Both required with DATABASE_URL (ADR 0060, 0061): the store's public address, and the provider
      // named (the sandbox: the tests pay on its cashier).
      PUBLIC_BASE_URL: `https://${SERVER_NAME}`,
      PAY_PROVIDER: 'sandbox',
      // The sandbox gateway posts its notifications through the proxy, as a real gateway would.
      PAY_SANDBOX_SECRET: paySecret,
      PAY_SANDBOX_NOTIFY_URL: `https://127.0.0.1:${nginx.httpsPort}/api/pay/notify/sandbox`,
      NODE_EXTRA_CA_CERTS: nginx.certFile,
      FREE_DAILY_INQUIRIES: '100000',
      SMS_PER_IP_HOUR: '100000',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: sms.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: sms.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: 'PartsMall',
      ALIYUN_SMS_TEMPLATE_VERIFICATION: 'SMS_000001',
      ALIYUN_SMS_TEMPLATE_APPROVED: 'SMS_000002',
      ALIYUN_SMS_TEMPLATE_REJECTED: 'SMS_000003',
      ALIYUN_SMS_TEMPLATE_INQUIRY_QUOTED: 'SMS_000004',
      ALIYUN_SMS_ENDPOINT: sms.url,
      CHATBOT_FORMAT: 'wecom',
      CHATBOT_WEBHOOK_URL: bot.url,
      ...options.env,
    };
    const instances = ports.map((port, i) =>
      createInstance({ name: `instance-${i + 1}`, kind: options.kind, port, env, logDir: dir }),
    );
    cleanups.push(async () => {
      // The database is dropped next: no need to wait for a graceful drain.
      await Promise.all(instances.map((instance) => instance.kill9()));
    });
    // Started together, as after a deploy: migrations and the first seed run once, under the lock.
    await Promise.all(instances.map((instance) => instance.start()));
    await nginx.start();
    cleanups.push(() => nginx.stop());

    const proxyBase = (family: 4 | 6) => `https://${family === 4 ? '127.0.0.1' : '[::1]'}:${nginx.httpsPort}`;
    const directBase = (index: number) => `http://127.0.0.1:${instances[index]!.port}`;
    return {
      db,
      nginx,
      instances,
      sms,
      bot,
      paySecret,
      viaProxy: (family = 4) =>
        new Client({ base: proxyBase(family), host: SERVER_NAME, caFile: nginx.certFile }),
      direct: (index) => new Client({ base: directBase(index) }),
      directBase,
      logs: () =>
        [
          ...instances.map((i) => `=== ${i.name} ===\n${i.logTail()}`),
          `=== nginx ===\n${nginx.errorLog()}`,
        ].join('\n'),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
