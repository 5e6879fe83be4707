import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleServer } from '../../scripts/bundle-server';
import { BUNDLED_SERVER, productionServerCommand } from '../../scripts/lib/server-command';

/**
 * How the production server is launched (docs/decisions/0054-start-up-and-memory.md): the file the
 * build compiled, on plain Node; tsx only as the fallback, and only while serve.ts's imports load.
 */
const temps: string[] = [];
const tempRoot = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-command-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('productionServerCommand', () => {
  it('runs the compiled server on plain Node, with the heap limits, when the build made one', () => {
    const root = tempRoot();
    fs.mkdirSync(path.join(root, '.next'));
    fs.writeFileSync(path.join(root, BUNDLED_SERVER), '');
    const { command, args } = productionServerCommand(root);
    expect(command).toBe(process.execPath);
    expect(args.at(-1)).toBe(path.join(root, BUNDLED_SERVER));
    expect(args.join(' ')).not.toContain('tsx');
    expect(args.some((arg) => arg.startsWith('--max-old-space-size='))).toBe(true);
  });

  it('falls back to serve.ts with tsx registered only while it loads', () => {
    const root = tempRoot();
    const { args } = productionServerCommand(root);
    const launch = args.at(-1)!;
    expect(args.at(-2)).toBe('--eval');
    expect(args).not.toContain('--require');
    expect(launch).toContain(JSON.stringify(path.join(root, 'scripts/serve.ts')));
    expect(launch.indexOf('register()')).toBeLessThan(launch.indexOf('require("'));
    expect(launch).toMatch(/finally \{ unregister\(\); \}$/);
  });
});

describe('bundleServer', () => {
  it('compiles serve.ts and our modules into one CommonJS file that loads no TypeScript', () => {
    const outfile = path.join(tempRoot(), 'server.cjs');
    bundleServer(process.cwd(), outfile);
    const code = fs.readFileSync(outfile, 'utf8');
    // Our modules are inside; packages stay requires of node_modules (one copy of Next).
    expect(code).toContain('PartsMall ready on');
    expect(code).toMatch(/require\("next"\)/);
    expect(code).not.toMatch(/require\("[^"]*\.tsx?"\)/);
    expect(code).not.toMatch(/require\("(\.\.?\/|@\/)/);
  });
});
