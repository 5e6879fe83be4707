import fs from 'node:fs';
import path from 'node:path';

/**
 * Every page route of the app with a key in its path (`product/[skuCode]`, `user/inquiry/[id]`,
 * `admin/orders/[sn]`…), found by walking src/app: a new one is picked up without editing a list.
 * The `[locale]/[site]` prefix is not a key: the proxy sets both (language from the URL's prefix,
 * site from a cookie), so a route is dynamic here only when something below it is.
 */
export type DynamicPageRoute = {
  /** The page file, relative to the repository (`src/app/[locale]/[site]/(storefront)/pay/sandbox/[sn]/page.tsx`). */
  file: string;
  /** The public path with its keys as `[name]`, no locale prefix: `/pay/sandbox/[sn]`, `/admin/orders/[sn]`. */
  template: string;
  /** The keys in path order (`rest` for `[...rest]`). */
  params: string[];
  /** `storefront` (public), `account` (the proxy's sign-in gate: a `user-account` cookie passes it), `admin`. */
  area: 'storefront' | 'account' | 'admin' | 'other';
  /** `export const dynamic = 'force-dynamic'` in the page or a layout above it: rendered per request, never stored. */
  forceDynamic: boolean;
};

const APP_DIR = 'src/app';
const LOCALE_SITE = ['[locale]', '[site]'];
const FORCE_DYNAMIC = /export\s+const\s+dynamic\s*=\s*['"]force-dynamic['"]/;

function keyOf(segment: string): string | null {
  const match = /^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/.exec(segment);
  return match ? match[1]! : null;
}

function declaresForceDynamic(dir: string): boolean {
  return ['page.tsx', 'layout.tsx'].some((name) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) && FORCE_DYNAMIC.test(fs.readFileSync(file, 'utf8'));
  });
}

export function dynamicPageRoutes(root = process.cwd()): DynamicPageRoute[] {
  const routes: DynamicPageRoute[] = [];
  const walk = (relDir: string) => {
    const absDir = path.join(root, relDir);
    for (const entry of fs.readdirSync(absDir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(relDir, entry.name));
    }
    if (!fs.existsSync(path.join(absDir, 'page.tsx'))) return;
    const segments = path.relative(APP_DIR, relDir).split(path.sep).filter(Boolean);
    const localized = LOCALE_SITE.every((s, i) => segments[i] === s);
    const below = localized ? segments.slice(2) : segments;
    const params = below.map(keyOf).filter((key): key is string => key !== null);
    if (params.length === 0) return;
    const publicSegments = below.filter((s) => !/^\(.*\)$/.test(s));
    let forceDynamic = false;
    for (let depth = 0; depth <= segments.length; depth++) {
      if (declaresForceDynamic(path.join(root, APP_DIR, ...segments.slice(0, depth)))) forceDynamic = true;
    }
    routes.push({
      file: path.join(relDir, 'page.tsx'),
      template: `/${publicSegments.map((s) => (keyOf(s) ? `[${keyOf(s)}]` : s)).join('/')}`,
      params,
      area: !localized
        ? segments[0] === 'admin'
          ? 'admin'
          : 'other'
        : below.includes('(account)')
          ? 'account'
          : 'storefront',
      forceDynamic,
    });
  };
  walk(APP_DIR);
  return routes.sort((a, b) => a.template.localeCompare(b.template));
}

/**
 * How many such routes the app has today. The walk must find at least these: fewer means it
 * stopped seeing routes (a moved folder, a changed convention), and a test that walks nothing
 * proves nothing. Raise it when a route is added.
 */
export const KNOWN_DYNAMIC_PAGE_ROUTES = 10;

/**
 * Routes whose keys the proxy looks up before anything renders (docs/decisions/0018): a key naming
 * nothing goes to the never-stored 404, so these may stay cached per key. Every other dynamic page
 * route must be rendered per request (force-dynamic).
 */
export const PROXY_CHECKED_TEMPLATES = ['/category/[cid]/[page]', '/product/[skuCode]'];
