import os from 'node:os';
import path from 'node:path';

/**
 * Where the browser tests' server also writes its output (playwright.config.ts tees it there), so a
 * test can check what the server logged while it answered — e.g. that hostile URLs leave no stack
 * trace. Outside the worktree: nothing to ignore in git, and one file per port.
 */
export function serverLogPath(port: number | string): string {
  return path.join(os.tmpdir(), `partsmall-e2e-server-${port}.log`);
}
