import fs from 'node:fs';
import { measurePages, type LighthousePage } from './lighthouse-pages';
import { warm } from './warm';

/** Lighthouse on home, a category and a product page, or why it was skipped. */
export async function measureLighthouse(
  base: string,
  sku: string | null,
  options: { lighthouse: boolean; lighthouseRuns: number; chromePath: string },
  log: (line: string) => void,
): Promise<LighthousePage[] | { skipped: string }> {
  if (!options.lighthouse) return { skipped: '--no-lighthouse' };
  if (!fs.existsSync(options.chromePath)) {
    return { skipped: `no Chromium at ${options.chromePath} (set CHROME_PATH)` };
  }
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'category', url: `${base}/category/10` },
    ...(sku ? [{ name: 'product', url: `${base}/product/${encodeURIComponent(sku)}` }] : []),
  ];
  for (const page of pages) await warm(page.url);
  log(`Lighthouse mobile, ${options.lighthouseRuns} run(s) a page…`);
  return measurePages(pages, { runs: options.lighthouseRuns, chromePath: options.chromePath, log });
}
