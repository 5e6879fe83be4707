import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** The nginx the reliability tests put in front of the instances (Debian's package). */
export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Why the reliability tests cannot run nginx here, in one line; null when they can. */
export function nginxMissingReason(): string | null {
  if (fs.existsSync(NGINX_BIN)) return null;
  return `nginx not found at ${NGINX_BIN}: run \`sudo apt-get install -y nginx\` (or set NGINX_PATH) to run the reliability tests`;
}

/**
 * Installs Debian's nginx when it is missing and we can (root + apt), like Chromium for the browser
 * tests. Only the binary is used: the tests start it with a configuration of their own (the package's
 * service is not started in a container, where policy-rc.d forbids it). Returns the reason when still missing.
 */
export function ensureNginx(): string | null {
  if (!nginxMissingReason()) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing nginx with apt-get…');
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      /* reported below */
    }
  }
  return nginxMissingReason();
}
