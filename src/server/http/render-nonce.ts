import fs from 'node:fs';
import path from 'node:path';
import { newNonce } from './page-nonces';

const FILE = 'csp-render-nonce';
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** Pages Next wrote at build time, with no nonce at all: its 404 for paths outside the storefront, and the 500 page. */
const BUILD_PAGES = ['server/app/_not-found.html', 'server/app/_global-error.html', 'server/pages/404.html', 'server/pages/500.html'];

/**
 * The secret nonce Next renders pages with (docs/decisions/0017-script-src-on-cached-pages.md). It
 * must last as long as pages rendered with it are cached (Next keeps them in the build folder across
 * restarts) and never reach a browser: made once per build folder and kept there. Null without a
 * build folder (Next then refuses to start anyway).
 */
export function loadRenderNonce(distDir: string): string | null {
  const file = path.join(distDir, FILE);
  const read = () => {
    try {
      const value = fs.readFileSync(file, 'utf8').trim();
      return NONCE.test(value) ? value : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  if (!fs.existsSync(distDir)) return null;
  const value = newNonce();
  try {
    // `wx`: when two servers start on one build folder, the second finds the first one's.
    fs.writeFileSync(file, value, { flag: fs.existsSync(file) ? 'w' : 'wx', mode: 0o600 });
  } catch {
    // A read-only build folder (where Next cannot keep pages either): this process's own nonce.
    return read() ?? value;
  }
  return value;
}

/**
 * Puts the render nonce on every script tag of the pages Next wrote at build time (they hold nothing
 * a visitor wrote), so they run under the page policy like every rendered page. Returns how many
 * files changed; a file already marked is left alone.
 */
export function markBuildPages(distDir: string, renderNonce: string): number {
  let changed = 0;
  for (const relative of BUILD_PAGES) {
    const file = path.join(distDir, relative);
    const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const marked = html.replace(/<script(?=[\s>])(?![^>]*\snonce=)/g, `<script nonce="${renderNonce}"`);
    if (marked === html) continue;
    fs.writeFileSync(`${file}.tmp`, marked);
    fs.renameSync(`${file}.tmp`, file);
    changed += 1;
  }
  return changed;
}
