import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { productionServerCommand } from '../../scripts/lib/server-command';
import { startTcpProxy, type TcpProxy } from '../reliability/support/tcp-proxy';
import { expect, test } from './fixtures';

/*
 * PostgreSQL unavailable: what a person in a browser sees. A production server of its own
 * (the build the other journeys use) reaches a PostgreSQL database of its own through a TCP relay the
 * test cuts: pages show the translated error view with a retry, in zh and en, never a stack or a hang;
 * when the relay is restored, the same server shows the page again without a restart. The API side of
 * the outage (503 envelopes, the outbox catching up) is tests/reliability/faults-db-outage.test.ts.
 * Runs only when TEST_DATABASE_URL names a PostgreSQL server (as `npm test` does in CI).
 */

const SERVER_URL = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.E2E_OUTAGE_PORT ?? 3517);
const BASE = `http://localhost:${PORT}`;

let proxy: TcpProxy;
let server: ChildProcess | undefined;
let output = '';
const dbName = `partsmall_i14_faults_e2e_${crypto.randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.describe('PostgreSQL unavailable: pages', () => {
  test.skip(!SERVER_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)');
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await admin(`CREATE DATABASE "${dbName}"`);
    const target = new URL(SERVER_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(SERVER_URL!);
    url.hostname = proxy.host;
    url.port = String(proxy.port);
    url.pathname = `/${dbName}`;
    const command = productionServerCommand();
    server = spawn(command.command, command.args, {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATABASE_URL: url.toString(),
        TOTP_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
        // Required with DATABASE_URL (ADR 0060, 0061).
        PAY_PROVIDER: 'sandbox',
        PUBLIC_BASE_URL: BASE,
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_STATEMENT_TIMEOUT_MS: '2000',
        SEED_PRODUCTS: '200',
        // Every catalogue read asks the database for its version: none answered from the catalogue cache alone.
        CATALOGUE_VERSION_CHECK_MS: '0',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`${BASE}/api/cate`).catch(() => null))?.status ?? 0, { timeout: 150_000, message: 'the outage server did not start' })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
  });

  test('a buyer sees the translated error view while the database is away, and the page again once it is back', async ({ page }) => {
    const first = await page.goto(`${BASE}/en/products`);
    expect(first?.status()).toBe(200);
    await expect(page.getByText(en.error['500'])).toHaveCount(0);

    proxy.cut('blackhole');
    try {
      for (const [path, messages] of [
        ['/en/products?page=2', en],
        ['/zh/products?page=2', zh],
      ] as const) {
        const response = await page.goto(`${BASE}${path}`);
        expect(response?.status()).toBeGreaterThanOrEqual(500);
        await expect(page.getByText(messages.error['500'])).toBeVisible();
        await expect(page.getByRole('button', { name: messages.common.retry })).toBeVisible();
        await expect(page.locator('body')).not.toContainText(/node_modules|\bat \S+:\d+:\d+|ECONN|Query read timeout|timeout exceeded/);
      }
    } finally {
      proxy.restore();
    }

    // The same server serves the page again by itself (no restart): the buyer's retry works.
    await expect.poll(async () => (await page.goto(`${BASE}/en/products?page=2`))?.status(), { timeout: 30_000 }).toBe(200);
    await expect(page.getByText(en.error['500'])).toHaveCount(0);
    expect(server?.exitCode).toBeNull();
  });
});
