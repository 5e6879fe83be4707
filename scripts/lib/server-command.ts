import path from 'node:path';

/**
 * Node's heap limits for the production server, measured (docs/decisions/0011-server-caching.md):
 * V8 otherwise lets garbage pile up to a limit derived from the machine's RAM — rendering 240
 * product pages took the process to 570 MB with a live heap of ~120 MB. 8 MB young-generation
 * semi-spaces (V8: 16) and a 256 MB old space keep it under 400 MB at no measurable cost in
 * throughput. An operator's own NODE_OPTIONS heap settings win.
 */
export function heapFlags(): string[] {
  const given = process.env.NODE_OPTIONS ?? '';
  const flags: string[] = [];
  if (!given.includes('--max-semi-space-size')) flags.push('--max-semi-space-size=8');
  if (!given.includes('--max-old-space-size')) flags.push('--max-old-space-size=256');
  return flags;
}

/**
 * How `npm start` and the bench launch the production server (scripts/serve.ts). tsx's CommonJS hook
 * rather than its ESM loader: the loader runs in a worker thread of its own, which cost ~0.2 s of
 * start-up and ~50 MB of memory for the few small files the server loads outside Next's bundles.
 */
export function productionServerCommand(): { command: string; args: string[] } {
  const entry = JSON.stringify(path.resolve('scripts/serve.ts'));
  return {
    command: process.execPath,
    args: [...heapFlags(), '--require', 'tsx/cjs', '--eval', `require(${entry})`],
  };
}
