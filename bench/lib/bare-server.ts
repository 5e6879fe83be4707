import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { killGroup, onCleanup } from './cleanup';
import type { BareServerMessage, CapturedAnswer } from './bare-server-child';
import { LOOPBACK, type HttpAnswer } from './http-get';

/** Headers replayed by the baseline: the ones that change what the client receives. */
const REPLAYED = ['content-type', 'content-encoding'];

export function captureAnswer(urlPath: string, answer: HttpAnswer): CapturedAnswer {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED) {
    const value = answer.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { path: urlPath, status: answer.status, headers, bodyBase64: answer.body.toString('base64') };
}

/** Starts the baseline server in a child process (tsx loader) and resolves once it listens. */
export async function startBareServer(
  port: number,
  answers: CapturedAnswer[],
): Promise<{ stop: () => void }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server-child.ts');
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx'],
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  const forget = onCleanup(() => killGroup(pid, 'SIGKILL'));
  const stop = () => {
    killGroup(pid, 'SIGKILL');
    forget();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bare server did not start within 15 s')), 15_000);
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => reject(new Error(`the bare server exited (code ${code})`)));
      child.send({ host: LOOPBACK, port, answers } satisfies BareServerMessage);
    });
  } catch (err) {
    stop();
    throw err;
  }
  return { stop };
}
