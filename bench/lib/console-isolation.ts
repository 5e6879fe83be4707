import { httpGet } from './http-get';

/**
 * The operator console (Refine + antd, /admin) must not add a byte to storefront routes.
 * Every script a storefront page's HTML loads is fetched and searched for code only the console's
 * libraries hold; the console's sign-in page is searched the same way, proving the markers find that
 * code (the same markers as tests/e2e/console-isolation.spec.ts).
 */
const CONSOLE_CODE = /colorBgContainer|RefineContext/;
const SCRIPT_SRC = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g;

export type ConsoleIsolation = {
  /** Distinct scripts the storefront pages' HTML loads, and those holding console code (URLs). */
  storefrontScripts: number;
  withConsoleCode: string[];
  /** Scripts the console's sign-in page loads, and how many hold the markers (must be > 0). */
  consoleScripts: number;
  consoleScriptsWithMarkers: number;
};

async function scriptsOf(base: string, path: string): Promise<string[]> {
  const page = await httpGet(`${base}${path}`, 30_000);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  return [...page.body.toString('utf8').matchAll(SCRIPT_SRC)].map((m) => m[1]!);
}

async function holdsConsoleCode(base: string, script: string): Promise<boolean> {
  const answer = await httpGet(`${base}${script}`, 30_000);
  return CONSOLE_CODE.test(answer.body.toString('utf8'));
}

export async function measureConsoleIsolation(base: string, storefrontPaths: string[]): Promise<ConsoleIsolation> {
  const storefront = [...new Set((await Promise.all(storefrontPaths.map((p) => scriptsOf(base, p)))).flat())];
  const withConsoleCode: string[] = [];
  for (const script of storefront) if (await holdsConsoleCode(base, script)) withConsoleCode.push(script);
  const consoleScripts = await scriptsOf(base, '/admin/login');
  let consoleScriptsWithMarkers = 0;
  for (const script of consoleScripts) if (await holdsConsoleCode(base, script)) consoleScriptsWithMarkers += 1;
  return {
    storefrontScripts: storefront.length,
    withConsoleCode,
    consoleScripts: consoleScripts.length,
    consoleScriptsWithMarkers,
  };
}
