import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDb } from '@/server/db/client';

/*
 * The standalone API server (`npm run start:api`) as an operator runs it, in a process of its own on
 * a fresh embedded database: ready once its probe says so, and on SIGTERM it stops accepting, lets the
 * request under way finish, drains its jobs, closes the database and exits 0 — the folder reopens.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-shutdown-'));
let server: ChildProcess | undefined;
let output = '';

afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
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

/** A raw HTTP/1.1 exchange on one socket: the bytes received so far, and a way to send more. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  return { send: (text: string) => socket.write(text), received: () => received, ended };
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('SIGTERM on the API server', () => {
  it('finishes the request under way, exits 0, and leaves the embedded database reopenable', async () => {
    const port = await freePort();
    const entry = JSON.stringify(path.resolve('src/server/api/serve.ts'));
    server = spawn(process.execPath, ['--require', 'tsx/cjs', '--eval', `require(${entry})`], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DISABLED: '1',
        API_PORT: String(port),
        LOG_LEVEL: 'info',
        OUTBOX_POLL_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;

    // Ready: database open and migrated (in a child process first), outbox worker running.
    await vi.waitFor(
      async () => {
        if (server!.exitCode !== null) throw new Error(`server exited: ${output}`);
        const res = await fetch(`${base}/readyz`);
        expect(res.status).toBe(200);
      },
      { timeout: 150_000, interval: 250 },
    );
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });

    // A sign-in whose body is still on its way: the server has taken the request (100 Continue).
    const cate = await fetch(`${base}/api/cate`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(cate.headers.get('set-cookie') ?? '')![1]!;
    const mobile = '13700001111';
    const body = JSON.stringify({ username: mobile, password: 'Wrong-password-1' });
    const slow = rawConnection(port);
    slow.send(
      [
        'POST /api/login?lang=en HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: XSRF-TOKEN=${token}`,
        `X-XSRF-TOKEN: ${decodeURIComponent(token)}`,
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    await vi.waitFor(() => expect(slow.received()).toMatch(/^HTTP\/1\.1 100 Continue/), { timeout: 10_000 });
    slow.send(body.slice(0, 10));

    server.kill('SIGTERM');
    // Stops accepting: new connections are refused while the sign-in is still open.
    await vi.waitFor(async () => expect(await refused(port)).toBe(true), { timeout: 10_000, interval: 50 });
    expect(server.exitCode).toBeNull();

    slow.send(body.slice(10));
    await slow.ended;
    const answer = slow.received().replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/i);
    expect(answer).toContain('Wrong mobile number or password.');

    expect(await exited).toBe(0);
    expect(output).toMatch(/"event":"server.stopping"/);
    expect(output).toMatch(/"event":"server.stopped"/);
    // The access log has the sign-in, under the id its answer carried; the probes are not logged.
    const id = /\r\nx-request-id: ([0-9a-f-]{36})\r\n/i.exec(answer)![1]!;
    expect(output).toMatch(new RegExp(`"requestId":"${id}".*"event":"http.request".*"route":"/api/login"`));
    expect(output).not.toMatch(/"path":"\/(healthz|readyz)"/);

    // The folder is free and the database opens, with the failed sign-in it acknowledged.
    expect(fs.existsSync(path.join(dataDir, 'partsmall.pid'))).toBe(false);
    const reopened = await openDb({ kind: 'pglite', dataDir });
    try {
      const result = await reopened.db.execute(
        sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE ${`login-fail:${mobile}|%`}`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await reopened.close();
    }
  }, 240_000);
});
