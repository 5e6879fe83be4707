import { spawn } from 'node:child_process';
import { needsBuild } from '../../scripts/lib/needs-build';
import { killGroup, onCleanup } from './cleanup';

const BUILD_TIMEOUT_MS = 15 * 60_000;

/**
 * The bench measures the production server (scripts/serve.ts), so it needs a production build: made when missing or older than
 * the sources (like `npm start`), unless `--no-build` says to measure whatever build is there.
 */
export async function ensureBuild(allowBuild: boolean, log: (line: string) => void): Promise<void> {
  const state = needsBuild();
  if (!state.needed) return;
  if (!allowBuild) {
    if (state.reason === 'no production build yet')
      throw new Error('no production build (.next/BUILD_ID) and --no-build was given');
    log(`warning: ${state.reason}; measuring the existing build (--no-build)`);
    return;
  }
  log(`Building (${state.reason})…`);
  // `npm run build`: next build, then the Brotli copies of the build files (scripts/compress-static.ts).
  const child = spawn('npm', ['run', 'build'], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  const forget = onCleanup(() => killGroup(child.pid, 'SIGKILL'));
  const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), BUILD_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (c) => resolve(c));
  });
  clearTimeout(timer);
  forget();
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}
