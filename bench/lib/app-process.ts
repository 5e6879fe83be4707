import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { productionServerCommand } from '../../scripts/lib/server-command';
import { killGroup, onCleanup } from './cleanup';
import { httpGet, LOOPBACK } from './http-get';

export type AppProcess = {
  pid: number;
  /** performance.now() at spawn: the start of the "existing data folder → first answer" clock. */
  spawnedAt: number;
  logFile: string;
  /** Resolves with the exit code (or null after a signal) when the server process ends. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

export type StartOptions = { port: number; dataDir: string; logFile: string; env?: Record<string, string> };

/**
 * The production server (scripts/serve.ts) bound to loopback in its own process group (so stop() also ends anything it forks),
 * output to a log file rather than a pipe so the server never waits on the bench's event loop.
 */
export function startApp(options: StartOptions): AppProcess {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const spawnedAt = performance.now();
  // The production server exactly as `npm start` runs it (scripts/serve.ts: Next behind our node:http server).
  const server = productionServerCommand();
  const child = spawn(server.command, server.args, {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(options.port),
      HOST: LOOPBACK,
      DATA_DIR: path.resolve(options.dataDir),
      DATABASE_URL: '', // the bench measures the embedded database
      ...options.env,
    },
  });
  fs.closeSync(log);
  const pid = child.pid;
  if (!pid) throw new Error('could not spawn the production server');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const forget = onCleanup(() => running && killGroup(pid, 'SIGKILL'));

  const halt = async () => {
    if (running) {
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    killGroup(pid, 'SIGKILL'); // anything left in the group
    forget();
  };
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= halt());
  return { pid, spawnedAt, logFile: options.logFile, exited, stop };
}

export type FirstAnswer = {
  ms: number;
  status: number;
  /** When the port first accepted a connection: the rest of `ms` is boot work and the first request. */
  listeningMs: number;
};

/**
 * Polls `url` until it answers 200 and returns the time since spawn. A route that answers but not
 * with 200 (e.g. still missing: 404) is returned at its first answer, flagged by its status.
 */
export async function waitForFirstAnswer(
  app: AppProcess,
  url: string,
  timeoutMs: number,
): Promise<FirstAnswer> {
  const deadline = performance.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void app.exited.then((code) => (exitCode = code));
  let firstOther: FirstAnswer | null = null;
  let listeningMs = Number.NaN;
  const connected = () => {
    if (Number.isNaN(listeningMs)) listeningMs = Math.round(performance.now() - app.spawnedAt);
  };
  while (performance.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`the app exited (code ${exitCode}) before answering; see ${app.logFile}`);
    try {
      // A long per-request timeout: a request accepted while the app boots is answered when it is ready.
      const answer = await httpGet(url, Math.max(1_000, deadline - performance.now()), connected);
      const ms = performance.now() - app.spawnedAt;
      if (answer.status === 200) return { ms, status: 200, listeningMs };
      firstOther ??= { ms, status: answer.status, listeningMs };
      // 404 from a route nobody wrote yet will not change; other statuses (503 while booting) may.
      if (answer.status === 404) return firstOther;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  if (firstOther) return firstOther;
  throw new Error(`no answer from ${url} within ${Math.round(timeoutMs / 1000)} s; see ${app.logFile}`);
}
