import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Browser tests drive Debian's Chromium. Install it when we can (root + apt), else say how. */
export function ensureChromium(): boolean {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing it with apt-get…');
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      /* reported below */
    }
    if (fs.existsSync(CHROMIUM_PATH)) return true;
  }
  console.error(`Chromium not found at ${CHROMIUM_PATH}: run \`sudo apt-get install -y chromium\` (or set CHROME_PATH) and try again.`);
  return false;
}
