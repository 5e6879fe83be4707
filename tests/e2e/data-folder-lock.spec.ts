import { spawn } from 'node:child_process';
import { productionServerCommand } from '../../scripts/lib/server-command';
import { expect, test } from './fixtures';

/**
 * PGlite allows one process per data folder. A second server started on the folder the test server
 * holds is the loser of a simultaneous start: it must stop with the reason and never say "ready"
 * (a proxy or supervisor watching for that line would route buyers to a process about to exit).
 */
test('a second server on the same embedded data folder stops without ever saying ready', async () => {
  const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';
  const server = productionServerCommand();
  const child = spawn(server.command, server.args, {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '3299', DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain('already open in process');
  expect(output).not.toMatch(/\bready\b/i);
});
