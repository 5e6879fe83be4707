import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startRefusal, startSettings, type StartFacts } from '@/server/start-settings';

/*
 * Payments and public links at start (docs/decisions/0060, 0061): with DATABASE_URL (the production
 * layout) the server refuses to start until PAY_PROVIDER and PUBLIC_BASE_URL are named; on the
 * embedded demo it starts on the sandbox and says so, and warns once that PUBLIC_BASE_URL is unset.
 * Run as an operator runs it: the standalone API server in a process of its own.
 */

const entry = JSON.stringify(path.resolve('src/server/api/serve.ts'));
const started: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-start-settings-'));

afterAll(() => {
  for (const child of started) {
    // Its own process group: the database-preparing child goes with it.
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The API server with neither PAY_PROVIDER nor PUBLIC_BASE_URL in its environment, plus `env`. */
function startApi(env: Record<string, string>) {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.PAY_PROVIDER;
  delete inherited.PUBLIC_BASE_URL;
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', '--eval', `require(${entry})`], {
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('with DATABASE_URL (the production layout)', () => {
  it('refuses to start, naming PAY_PROVIDER and PUBLIC_BASE_URL, before it reaches the database', async () => {
    const server = startApi({
      // Nothing listens there: a start that got as far as the database would fail differently.
      DATABASE_URL: 'postgres://partsmall@127.0.0.1:9/partsmall',
      TOTP_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      API_PORT: String(await freePort()),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PAY_PROVIDER is required with DATABASE_URL');
    expect(server.output()).toContain('PUBLIC_BASE_URL is required with DATABASE_URL');
  }, 60_000);

  it('names only what is missing; both named, the start goes on', () => {
    const facts = (over: Partial<StartFacts['provided']>): StartFacts => ({
      databaseUrl: 'postgres://db/partsmall',
      payProvider: 'alipay',
      publicBaseUrl: 'https://shop.example.com',
      provided: { payProvider: true, publicBaseUrl: true, ...over },
    });
    expect(startSettings(facts({ payProvider: false })).refusals).toEqual([expect.stringMatching(/^PAY_PROVIDER is required/)]);
    expect(startSettings(facts({ publicBaseUrl: false })).refusals).toEqual([expect.stringMatching(/^PUBLIC_BASE_URL is required/)]);
    expect(startRefusal(startSettings(facts({})))).toBeNull();
    // A test store on PostgreSQL may name the sandbox: it starts, and says it takes test payments only.
    const sandbox = startSettings({ ...facts({}), payProvider: 'sandbox' });
    expect(sandbox.refusals).toEqual([]);
    expect(sandbox.notices).toEqual([expect.stringContaining('Payments: TEST MODE')]);
  });
});

describe('on the embedded database (the demo)', () => {
  it('starts on the sandbox and says so, and warns once that PUBLIC_BASE_URL is unset, naming the address links get', async () => {
    const port = await freePort();
    const server = startApi({ DATABASE_URL: '', DATA_DIR: dataDir, API_PORT: String(port), PORT: '3456' });
    await vi.waitFor(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
        expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      },
      { timeout: 150_000, interval: 250 },
    );
    const output = server.output();
    expect(count(output, 'Payments: TEST MODE — the sandbox cashier (PAY_PROVIDER is not set)')).toBe(1);
    expect(count(output, 'PUBLIC_BASE_URL is not set: links in SMS texts and exports point at http://localhost:3456.')).toBe(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
