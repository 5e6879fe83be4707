import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Chinese glyphs for the browser: without them the zh pages (and their screenshots) show empty boxes. */
const CJK_FONTS_PACKAGE = 'fonts-noto-cjk';

/** Whether a Debian package is installed; `undefined` where there is no dpkg to ask (not Debian). */
function debianPackageInstalled(name: string): boolean | undefined {
  if (!fs.existsSync('/usr/bin/dpkg')) return undefined;
  try {
    execFileSync('dpkg', ['-s', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function aptInstall(packages: string[]): void {
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    /* reported by the caller */
  }
}

/**
 * Browser tests drive Debian's Chromium with the Noto CJK fonts. Install what is missing when we
 * can (root + apt), else say how; missing fonts only warn (the tests read text, not glyphs).
 */
export function ensureChromium(): boolean {
  const missing = [
    ...(fs.existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(debianPackageInstalled(CJK_FONTS_PACKAGE) === false ? [CJK_FONTS_PACKAGE] : []),
  ];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0 && isRoot && fs.existsSync('/usr/bin/apt-get')) aptInstall(missing);

  if (debianPackageInstalled(CJK_FONTS_PACKAGE) === false) {
    console.warn(
      `${CJK_FONTS_PACKAGE} is not installed: Chinese text renders as boxes in the browser tests' screenshots (\`sudo apt-get install -y ${CJK_FONTS_PACKAGE}\`).`,
    );
  }
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}: run \`sudo apt-get install -y chromium\` (or set CHROME_PATH) and try again.`,
  );
  return false;
}
