/**
 * Operator CLI for a store without an admin console yet:
 *
 *   npm run admin -- list-pending
 *   npm run admin -- approve <mobile>
 *   npm run admin -- reject <mobile> --reason "公司信息无法核实"
 *   npm run admin -- disable <mobile>
 *
 * PGlite allows one process per data folder, so while the store runs the CLI goes THROUGH THE RUNNING
 * SERVER: it signs in with OPERATOR_MOBILE / OPERATOR_PASSWORD, else ADMIN_MOBILE / ADMIN_PASSWORD (or
 * --mobile / --password) at
 * http://localhost:$PORT (or --url) and calls the operator API, exactly like a console would (same
 * checks, same audit rows, same SMS). When no server answers and the database is free (DATABASE_URL
 * set, or the data folder unlocked), it opens the database itself and calls the same domain functions.
 *
 * Exit codes: 0 done; 1 refused (unknown number, wrong state, bad credentials…); 2 usage; 3 neither
 * the server nor the database could be reached.
 */
import { parseArgs } from 'node:util';
import { env } from '../src/env';
import {
  normalizeSmsPhone,
  SMS_PHONE_PATTERN,
  type AdminUser,
  type AdminUserList,
} from '../src/contracts/accounts';
import { approveUser } from '../src/server/accounts/approve-user';
import { disableUser } from '../src/server/accounts/disable-user';
import { listUsers } from '../src/server/accounts/list-users';
import { rejectUser } from '../src/server/accounts/reject-user';
import { adminUserView } from '../src/server/accounts/get-user-for-operator';
import { ApiError } from '../src/server/api/api-error';
import { DomainError } from '../src/server/domain-error';
import { translateApi } from '../src/server/api/translate';
import { openDb } from '../src/server/db/client';
import { dbConfigFromEnv } from '../src/server/db/config-from-env';
import { dataDirHolder } from '../src/server/db/data-dir-lock';
import { applyMigrations } from '../src/server/db/migrate';
import type { Db } from '../src/server/db/types';
import { neutralizeUnsafeCharacters } from '../src/contracts/safe-text';

const USAGE = `Usage:
  npm run admin -- list-pending [--status pending|approved|rejected|disabled]
  npm run admin -- approve <mobile>
  npm run admin -- reject <mobile> --reason "<1–200 characters>"
  npm run admin -- disable <mobile>
Options: --url <server> (default http://localhost:${env.PORT}), --mobile / --password (default OPERATOR_* else ADMIN_*; an admin account
         needs the second factor, which only the console asks for: use an operator account here),
         --lang en|zh (messages; default en), --direct (skip the server, open the database).`;

class CliError extends Error {
  constructor(
    message: string,
    readonly code: 0 | 1 | 2 | 3,
  ) {
    super(message);
  }
}

type Command =
  | { name: 'list-pending'; status: string }
  | { name: 'approve' | 'disable'; mobile: string }
  | { name: 'reject'; mobile: string; reason: string };

/** The operations, whichever way they reach the database. */
type Backend = {
  list(status: string): Promise<AdminUserList>;
  find(mobile: string): Promise<AdminUser | null>;
  decide(user: AdminUser, decision: 'approve' | 'reject' | 'disable', reason?: string): Promise<AdminUser>;
  close(): Promise<void>;
};

function parseCommand(argv: string[]): {
  command: Command;
  options: Record<string, string | boolean | undefined>;
} {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        mobile: { type: 'string' },
        password: { type: 'string' },
        reason: { type: 'string' },
        status: { type: 'string', default: 'pending' },
        lang: { type: 'string', default: 'en' },
        direct: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    throw new CliError(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
  }
  const { values, positionals } = parsed;
  if (values.help) throw new CliError(USAGE, 0);
  const [name, target, ...rest] = positionals;
  if (rest.length) throw new CliError(`Unexpected arguments: ${rest.join(' ')}\n${USAGE}`, 2);
  const mobileOf = (raw: string | undefined) => {
    if (!raw || !SMS_PHONE_PATTERN.test(raw.trim()))
      throw new CliError(`Give a mainland mobile number, e.g. 13800138000.\n${USAGE}`, 2);
    return normalizeSmsPhone(raw.trim());
  };
  let command: Command;
  if (name === 'list-pending' || name === 'list') {
    if (!['pending', 'approved', 'rejected', 'disabled'].includes(String(values.status)))
      throw new CliError(`Unknown --status.\n${USAGE}`, 2);
    command = { name: 'list-pending', status: String(values.status) };
  } else if (name === 'approve' || name === 'disable') command = { name, mobile: mobileOf(target) };
  else if (name === 'reject') {
    const reason = (values.reason ?? '').trim();
    if (reason.length < 1 || reason.length > 200)
      throw new CliError(`reject needs --reason "<1–200 characters>".\n${USAGE}`, 2);
    command = { name, mobile: mobileOf(target), reason };
  } else throw new CliError(name ? `Unknown command "${name}".\n${USAGE}` : USAGE, 2);
  return { command, options: values };
}

// ---- through the running server ------------------------------------------------------------------

type Envelope<T> = { status: number; msg: string; data: T | null };

function httpBackend(base: string, lang: string, session: { token: string; xsrf: string }): Backend {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, {
      method,
      headers: {
        authorization: `Bearer ${session.token}`,
        cookie: `XSRF-TOKEN=${encodeURIComponent(session.xsrf)}`,
        'x-xsrf-token': session.xsrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.status !== 200) throw new CliError(envelope.msg, 1);
    return envelope.data as T;
  };
  return {
    list: (status) => call<AdminUserList>('GET', `/api/admin/users?status=${status}&pageSize=100`),
    find: async (mobile) =>
      (await call<AdminUserList>('GET', `/api/admin/users?mobile=${mobile}`)).items[0] ?? null,
    decide: (user, decision, reason) =>
      call<AdminUser>(
        'POST',
        `/api/admin/users/${user.id}/${decision}`,
        decision === 'reject' ? { reason } : undefined,
      ),
    close: async () => {},
  };
}

/** The XSRF-TOKEN value a response set. */
function xsrfFrom(res: Response): string | null {
  const raw = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return raw ? decodeURIComponent(raw) : null;
}

/** null when nothing listens at `base` (connection refused or no answer within 3 s). */
async function signInAtServer(
  base: string,
  lang: string,
  mobile: string | undefined,
  password: string | undefined,
) {
  let probe: Response;
  try {
    probe = await fetch(`${base}/api/admin/users?lang=${lang}`, { signal: AbortSignal.timeout(3000) });
  } catch {
    return null;
  }
  const visitorXsrf = xsrfFrom(probe);
  if (!visitorXsrf || !(probe.headers.get('content-type') ?? '').includes('json')) {
    throw new CliError(
      `Something answers at ${base}, but not the PartsMall API. Use --url to point at the store.`,
      3,
    );
  }
  if (!mobile || !password) {
    throw new CliError(
      'The server is running: sign in with OPERATOR_MOBILE and OPERATOR_PASSWORD (or ADMIN_*; environment) or --mobile / --password.',
      2,
    );
  }
  const res = await fetch(`${base}/api/login?lang=${lang}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(visitorXsrf)}`,
      'x-xsrf-token': visitorXsrf,
    },
    body: JSON.stringify({ username: mobile, password }),
  });
  const envelope = (await res.json()) as Envelope<{ role: string; token: string }>;
  if (envelope.status !== 200 || !envelope.data)
    throw new CliError(`Sign-in as ${mobile} failed: ${envelope.msg}`, 1);
  if (envelope.data.role !== 'operator' && envelope.data.role !== 'admin')
    throw new CliError(`${mobile} is not a staff account.`, 1);
  const xsrf = xsrfFrom(res);
  if (!xsrf) throw new CliError('The server did not hand out an XSRF cookie at sign-in.', 3);
  return httpBackend(base, lang, { token: envelope.data.token, xsrf });
}

// ---- straight to the database (no server running) ------------------------------------------------

async function directBackend(lang: 'en' | 'zh'): Promise<Backend> {
  if (!env.DATABASE_URL) {
    const pid = dataDirHolder(env.DATA_DIR);
    if (pid) {
      throw new CliError(
        `The embedded database in ${env.DATA_DIR} is open in process ${pid}, but no PartsMall server answered. ` +
          'Pass --url with the address the store listens on (PGlite allows one process per data folder).',
        3,
      );
    }
  }
  const handle = await openDb(dbConfigFromEnv()).catch((err: unknown) => {
    throw new CliError(`Could not open the database: ${err instanceof Error ? err.message : String(err)}`, 3);
  });
  await handle.withMaintenanceLock((db) => applyMigrations(db, handle.driver));
  const db: Db = handle.db;
  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof DomainError || err instanceof ApiError) throw new CliError(translateApi(lang, err.key, err.params), 1);
      throw err;
    }
  };
  return {
    list: (status) => listUsers(db, { status: status as AdminUser['status'], page: 1, pageSize: 100 }),
    find: async (mobile) => (await listUsers(db, { mobile, page: 1, pageSize: 1 })).items[0] ?? null,
    decide: (user, decision, reason) =>
      wrap(async () => {
        const actor = { actorUserId: null, via: 'cli' as const, userId: user.id };
        const row =
          decision === 'approve'
            ? await approveUser(db, actor)
            : decision === 'disable'
              ? await disableUser(db, actor)
              : await rejectUser(db, { ...actor, reason: reason ?? '' });
        return adminUserView(db, row);
      }),
    close: () => handle.close(),
  };
}

// ---- output ----------------------------------------------------------------------------------------

/**
 * What buyers typed, made safe for a terminal: the API refuses control characters today, but rows
 * stored before it did may hold ESC sequences (clear screen, hyperlinks) or bidi overrides.
 */
function printable(value: string): string {
  return neutralizeUnsafeCharacters(value.replace(/\r\n?|\n/g, ' '));
}

function describeUser(user: AdminUser): string {
  const region = [user.region.province?.name, user.region.city?.name, user.region.district?.name]
    .filter(Boolean)
    .join(' ');
  return `#${user.id}  ${user.mobile}  ${printable(user.name)}  ${printable(user.company)}${user.position ? ` (${printable(user.position)})` : ''}  ${region}  applied ${user.createdAt.slice(0, 16).replace('T', ' ')} UTC`;
}

async function run(backend: Backend, command: Command, via: string): Promise<void> {
  if (command.name === 'list-pending') {
    const list = await backend.list(command.status);
    if (!list.total) {
      console.log(`No ${command.status} accounts (${via}).`);
      return;
    }
    console.log(
      `${list.total} ${command.status} account${list.total === 1 ? '' : 's'} (${via}), oldest first:`,
    );
    for (const user of list.items)
      console.log(`  ${describeUser(user)}${user.statusReason ? `  — ${printable(user.statusReason)}` : ''}`);
    if (list.total > list.items.length) console.log(`  … and ${list.total - list.items.length} more.`);
    return;
  }
  const user = await backend.find(command.mobile);
  if (!user) throw new CliError(`No account with mobile ${command.mobile}.`, 1);
  const reason = command.name === 'reject' ? command.reason : undefined;
  const done = await backend.decide(user, command.name, reason);
  const what = { approve: 'Approved', reject: 'Rejected', disable: 'Disabled' }[command.name];
  const after = {
    approve: 'An SMS with the link to set a password is on its way.',
    reject: 'The applicant is told the reason by SMS.',
    disable: 'Its sessions have ended.',
  }[command.name];
  console.log(
    `${what} ${done.mobile} (${printable(done.name)}, ${printable(done.company)}) — now ${done.status} (${via}). ${after}`,
  );
}

async function main(): Promise<number> {
  const { command, options } = parseCommand(process.argv.slice(2));
  const lang = options.lang === 'zh' ? 'zh' : 'en';
  const base = String(options.url ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const fromEnv = env.OPERATOR_MOBILE
    ? { mobile: env.OPERATOR_MOBILE, password: env.OPERATOR_PASSWORD }
    : { mobile: env.ADMIN_MOBILE, password: env.ADMIN_PASSWORD };
  const mobile = (options.mobile as string | undefined) ?? fromEnv.mobile;
  const password = (options.password as string | undefined) ?? fromEnv.password;

  let backend = options.direct ? null : await signInAtServer(base, lang, mobile, password);
  const via = backend ? `via ${base}` : 'directly on the database';
  backend ??= await directBackend(lang);
  try {
    await run(backend, command, via);
    return 0;
  } finally {
    await backend.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    if (err instanceof CliError) {
      (err.code === 0 || err.code === 2 ? console.log : console.error)(err.message);
      process.exit(err.code);
    }
    console.error(`Unexpected failure: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
