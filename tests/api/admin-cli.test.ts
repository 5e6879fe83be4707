import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { openDb } from '@/server/db/client';
import { applyMigrations } from '@/server/db/migrate';
import { auditLog, users } from '@/server/db/schema';
import { testApp } from '@tests/setup/test-app';
import { createAdmin, createUser, GOOD_PASSWORD, resetAccountState, smsFor } from '@tests/factories/users';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** Runs `npm run admin -- …` (tsx scripts/admin.ts) with a clean environment; never throws. */
async function cli(args: string[], extraEnv: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/admin.ts', ...args], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DISABLED: '1',
        DATABASE_URL: '',
        ...extraEnv,
      },
      timeout: 60_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: (e.stdout ?? '') + (e.stderr ?? '') };
  }
}

let server: ServerType;
let url = '';
let adminMobile = '';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-admin-cli-'));

beforeAll(async () => {
  await resetAccountState();
  adminMobile = (await createAdmin(await getDb())).mobile;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: testApp().fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      url = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('admin CLI through the running server', () => {
  it('list-pending never prints control sequences an applicant typed (rows from before the API refused them)', async () => {
    const db = await getDb();
    const hostile = await createUser(db, {
      status: 'pending',
      password: null,
      name: '\u001b[2J\u001b]8;;https://evil.example\u0007Click\u001b]8;;\u0007',
      company: 'Acme\u202eevil\u0007',
    });
    const list = await cli(['list-pending', '--url', url, '--mobile', adminMobile, '--password', GOOD_PASSWORD]);
    expect(list.code).toBe(0);
    expect(list.out).toContain(hostile.mobile);
    expect(list.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    expect(list.out).toContain('Acme\ufffdevil\ufffd');
    await db.delete(users).where(eq(users.id, hostile.id));
  });

  it('list-pending, approve <mobile>, reject <mobile> --reason', async () => {
    const db = await getDb();
    const first = await createUser(db, { status: 'pending', password: null, name: '陈一' });
    const second = await createUser(db, { status: 'pending', password: null, name: '周二' });
    const auth = ['--url', url, '--mobile', adminMobile, '--password', GOOD_PASSWORD];

    const list = await cli(['list-pending', ...auth]);
    expect(list.code).toBe(0);
    expect(list.out).toContain('2 pending accounts');
    expect(list.out).toContain(first.mobile);
    expect(list.out).toContain('陈一');

    const approved = await cli(['approve', first.mobile, ...auth]);
    expect(approved.out).toMatch(/^Approved \d{11} \(陈一/);
    expect(approved.code).toBe(0);
    expect((await db.select().from(users).where(eq(users.id, first.id)))[0]?.status).toBe('approved');
    expect((await smsFor(first.mobile)).map((m) => m.template)).toEqual(['accountApproved']);

    const rejected = await cli(['reject', `+86${second.mobile}`, '--reason', '资料不全', ...auth]);
    expect(rejected.code).toBe(0);
    const [row] = await db.select().from(users).where(eq(users.id, second.id));
    expect(row).toMatchObject({ status: 'rejected', statusReason: '资料不全' });
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetUserId, second.id));
    expect(audit.map((a) => a.action)).toEqual(['user.reject']);

    const again = await cli(['approve', second.mobile, ...auth]);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/not possible/);
    const unknown = await cli(['approve', '13700000000', ...auth]);
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.out).toContain('No account with mobile 13700000000');
  }, 120_000);

  it('wrong credentials and usage errors give clear one-liners and exit codes', async () => {
    const bad = await cli([
      'list-pending',
      '--url',
      url,
      '--mobile',
      adminMobile,
      '--password',
      'not-the-password',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/Sign-in as \d{11} failed: Wrong mobile number or password/);
    expect((await cli(['reject', '13800138000', '--url', url])).code).toBe(2);
    expect((await cli(['approve', '+447911123456'])).code).toBe(2);
  }, 120_000);
});

describe('admin CLI without a server', () => {
  it('opens a free data folder directly and uses the same rules (audited as via cli)', async () => {
    const dataDir = path.join(tmp, 'free');
    const handle = await openDb({ kind: 'pglite', dataDir });
    await applyMigrations(handle.db, handle.driver);
    const applicant = await createUser(handle.db, { status: 'pending', password: null, name: '吴三' });
    await handle.close();

    const closedPort = 'http://127.0.0.1:9';
    const list = await cli(['list-pending', '--url', closedPort], { DATA_DIR: dataDir });
    expect(list.out).toContain('吴三');
    expect(list.out).toContain('directly on the database');
    const approved = await cli(['approve', applicant.mobile, '--url', closedPort], { DATA_DIR: dataDir });
    expect(approved.code).toBe(0);

    const reopened = await openDb({ kind: 'pglite', dataDir });
    const [row] = await reopened.db.select().from(users).where(eq(users.id, applicant.id));
    const audit = await reopened.db.select().from(auditLog).where(eq(auditLog.targetUserId, applicant.id));
    await reopened.close();
    expect(row?.status).toBe('approved');
    expect(audit[0]).toMatchObject({ action: 'user.approve', actorUserId: null, details: { via: 'cli' } });
  }, 120_000);

  it('refuses to open a data folder another process holds, and says what to do', async () => {
    const dataDir = path.join(tmp, 'held');
    fs.mkdirSync(dataDir, { recursive: true });
    // A live process that is not us holds the lock file (our parent, the Vitest runner).
    fs.writeFileSync(path.join(dataDir, 'partsmall.pid'), String(process.ppid));
    const res = await cli(['list-pending', '--url', 'http://127.0.0.1:9'], { DATA_DIR: dataDir });
    expect(res.code).toBe(3);
    expect(res.out).toMatch(/is open in process \d+, but no PartsMall server answered/);
  }, 60_000);
});
