/**
 * The build's last step: scripts/serve.ts and the few modules of ours it imports outside Next's
 * bundles, compiled by esbuild into one CommonJS file beside the build (`.next/partsmall-server.cjs`;
 * packages stay `require`s of node_modules). The production server then starts on plain Node: no
 * TypeScript compiled at each start, no ES-module scan of every file Node loads, no source maps
 * read for Next's chunks, which cost start-up time and resident memory
 * (docs/decisions/0054-start-up-and-memory.md). `npm run build` runs it after `next build`; run alone:
 * `tsx scripts/bundle-server.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { BUNDLED_DB_THREAD } from '../src/server/db/pglite-thread';
import { BUNDLED_SERVER } from './lib/server-command';

export function bundleServer(root = process.cwd(), outfile = path.join(root, BUNDLED_SERVER)): string {
  bundle(root, 'scripts/serve.ts', outfile);
  // The embedded database's worker thread (src/server/db/pglite-thread.ts) loads its own file.
  bundle(root, 'src/server/db/pglite-thread-main.ts', path.join(root, BUNDLED_DB_THREAD));
  return outfile;
}

function bundle(root: string, entry: string, outfile: string): void {
  buildSync({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Next, React, PGlite, pino…: loaded from node_modules as they are, one copy with Next's.
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`Bundled the production server into ${path.relative(process.cwd(), bundleServer())}.`);
}
