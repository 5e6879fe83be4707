import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadRenderNonce, markBuildPages } from '@/server/http/render-nonce';

/** The render nonce kept in the build folder, and the pages Next wrote at build time. */
let dist: string;

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'render-nonce-'));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

function write(relative: string, text: string): string {
  const file = path.join(dist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

describe('loadRenderNonce', () => {
  it('makes one per build folder and keeps it across restarts, unreadable by others', () => {
    const first = loadRenderNonce(dist);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(loadRenderNonce(dist)).toBe(first);
    const mode = fs.statSync(path.join(dist, 'csp-render-nonce')).mode & 0o777;
    expect(mode & 0o077).toBe(0);
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'render-nonce-'));
    expect(loadRenderNonce(other)).not.toBe(first);
    fs.rmSync(other, { recursive: true });
  });

  it('replaces a file that does not hold a nonce', () => {
    write('csp-render-nonce', 'not a nonce');
    expect(loadRenderNonce(dist)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('null without a build folder', () => {
    expect(loadRenderNonce(path.join(dist, 'missing'))).toBeNull();
  });
});

describe('markBuildPages', () => {
  const built =
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>self.__next_f.push([0])</script></body></html>';

  it('puts the render nonce on every script of the build-time 404 and 500 pages, once', () => {
    const files = [
      'server/app/_not-found.html',
      'server/app/_global-error.html',
      'server/pages/404.html',
      'server/pages/500.html',
    ].map((relative) => write(relative, built));
    expect(markBuildPages(dist, 'N0nceN0nceN0nceN0nce00')).toBe(4);
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      expect(html.match(/<script nonce="N0nceN0nceN0nceN0nce00"/g)).toHaveLength(2);
      expect(html.match(/<script/g)).toHaveLength(2);
    }
    expect(markBuildPages(dist, 'N0nceN0nceN0nceN0nce00')).toBe(0);
  });

  it('never touches pages rendered at run time (they may hold what visitors wrote)', () => {
    const cached = write(
      'server/route-cache/APP_PAGE/x/$/en/us/product/PM-1.html',
      `${built}<script>window.__pwned=1</script>`,
    );
    write('server/app/_not-found.html', built);
    markBuildPages(dist, 'N0nceN0nceN0nceN0nce00');
    expect(fs.readFileSync(cached, 'utf8')).not.toContain('nonce=');
  });
});
