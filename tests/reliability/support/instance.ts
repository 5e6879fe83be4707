import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { productionServerCommand } from '../../../scripts/lib/server-command';
import { pollUntil } from './poll';

/**
 * One app instance as an operator runs it: `web` is the production server (scripts/serve.ts, what
 * `npm start` runs: pages and API; needs `.next` from `next build`), `api` the API-only server
 * (src/server/api/serve.ts, `npm run start:api`). Its output goes to a log file the test prints when
 * something fails.
 */
export type InstanceKind = 'web' | 'api';

export type Instance = {
  name: string;
  port: number;
  logFile: string;
  readonly pid: number | undefined;
  start: () => Promise<void>;
  /** SIGKILL, no goodbye: what a crash or an OOM kill does. Resolves once the process is gone. */
  kill9: () => Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  logTail: (lines?: number) => string;
};

const ROOT = path.resolve(import.meta.dirname, '../../..');

function command(kind: InstanceKind): { command: string; args: string[] } {
  if (kind === 'web') return productionServerCommand();
  const entry = JSON.stringify(path.join(ROOT, 'src/server/api/serve.ts'));
  return { command: process.execPath, args: ['--require', 'tsx/cjs', '--eval', `require(${entry})`] };
}

/** 200 from GET /api/cate: the database is open, migrated and seeded, and the listener answers. */
export function answersOk(port: number, urlPath = '/api/cate'): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

export function createInstance(options: {
  name: string;
  kind: InstanceKind;
  port: number;
  env: NodeJS.ProcessEnv;
  logDir: string;
}): Instance {
  const logFile = path.join(options.logDir, `${options.name}.log`);
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const instance: Instance = {
    name: options.name,
    port: options.port,
    logFile,
    get pid() {
      return child?.pid;
    },
    async start() {
      const { command: cmd, args } = command(options.kind);
      const out = fs.openSync(logFile, 'a');
      fs.writeSync(out, `\n--- start ${new Date().toISOString()} ---\n`);
      const env = {
        ...options.env,
        ...(options.kind === 'web' ? { PORT: String(options.port) } : { API_PORT: String(options.port) }),
      };
      const proc = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
      fs.closeSync(out);
      child = proc;
      let gone = false;
      exited = new Promise((resolve) =>
        proc.once('exit', () => {
          gone = true;
          resolve();
        }),
      );
      await pollUntil(
        `${options.name} answering on port ${options.port}`,
        async () => {
          if (gone) throw new Error(`${options.name} exited before it was ready:\n${instance.logTail()}`);
          return answersOk(options.port);
        },
        { timeoutMs: 120_000 },
      );
    },
    async kill9() {
      child?.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    logTail(lines = 40) {
      try {
        return fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
      } catch {
        return '(no log)';
      }
    },
  };
  return instance;
}
