import fs from 'node:fs';
import path from 'node:path';

/**
 * Node's heap limits for the production server (docs/decisions/0011-server-caching.md):
 * V8 otherwise lets garbage pile up to a limit derived from the machine's RAM — rendering product
 * pages took the process far past its memory budget while the live heap stayed small. 8 MB
 * young-generation semi-spaces (V8: 16) and a 256 MB old space keep it under 400 MB at no
 * measurable cost in throughput. An operator's own NODE_OPTIONS heap settings win.
 */
export function heapFlags(): string[] {
  const given = process.env.NODE_OPTIONS ?? '';
  const flags: string[] = [];
  if (!given.includes('--max-semi-space-size')) flags.push('--max-semi-space-size=8');
  if (!given.includes('--max-old-space-size')) flags.push('--max-old-space-size=256');
  return flags;
}

/** Where `npm run build` puts the compiled production server (scripts/bundle-server.ts). */
export const BUNDLED_SERVER = '.next/partsmall-server.cjs';

/**
 * How `npm start` and the bench launch the production server (scripts/serve.ts): the file the build
 * compiled it into (scripts/bundle-server.ts), on plain Node. Without one (a build from before that
 * step), tsx's CommonJS hook — registered only while serve.ts's own modules load: registered, tsx
 * scans every JavaScript file Node loads for ES-module syntax and turns Node's source maps on, so each
 * of Next's server chunks had its `.map` read, parsed and kept, start-up time and resident
 * memory for stack traces Next's minified chunks never use (docs/decisions/0054-start-up-and-memory.md).
 * Never tsx's ESM loader: it runs in a worker thread of its own (more start-up time and memory).
 */
export function productionServerCommand(root = process.cwd()): { command: string; args: string[] } {
  const bundled = path.resolve(root, BUNDLED_SERVER);
  if (fs.existsSync(bundled)) return { command: process.execPath, args: [...heapFlags(), bundled] };
  const entry = JSON.stringify(path.resolve(root, 'scripts/serve.ts'));
  // serve.ts's imports load synchronously inside require(); its main() starts Next only after an await.
  const launch = `const unregister = require('tsx/cjs/api').register(); try { require(${entry}); } finally { unregister(); }`;
  return { command: process.execPath, args: [...heapFlags(), '--eval', launch] };
}
