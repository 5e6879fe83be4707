import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'messages', 'public', 'scripts/serve.ts', 'scripts/write-error-pages.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** A build is needed when there is none, or a source file changed after it was made. */
export function needsBuild(root = process.cwd()): { needed: boolean; reason: string } {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return { needed: true, reason: 'no production build yet' };
  const builtAt = fs.statSync(buildId).mtimeMs;
  const changed = SOURCES.find((s) => newestMtime(path.join(root, s)) > builtAt);
  return changed ? { needed: true, reason: `${changed} changed since the last build` } : { needed: false, reason: '' };
}
