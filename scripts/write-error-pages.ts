/**
 * The build's last step: the answers nginx gives itself for a URL it cannot decode (`/%zz`, `/a%`),
 * written to `.next/error-pages/` from the texts and the page builder the app uses for the same 400
 * (src/lib/plain-page-texts.ts, src/lib/plain-not-found.ts). The production guide copies the folder
 * next to the build files; deploy/nginx/partsmall.conf answers them with `error_page 400`
 * (docs/decisions/0063-dynamic-keys-and-malformed-urls.md):
 * - `400.html`: the small page in both languages, Chinese first (nginx does not know the buyer's);
 * - `400.json` and `400.en.json`: the API's 400 envelope for `/api/` and `/proxy/` paths, in the
 *   API's default language and for `?lang=en`, as the app's malformed-URL middleware answers it.
 * Run alone: `tsx scripts/write-error-pages.ts [.next/error-pages]`.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { STATUS } from '@/contracts/envelope-status';
import type { ErrorEnvelope } from '@/contracts/envelope';
import { plainBilingualStatusPageHtml } from '@/lib/plain-not-found';
import { PLAIN_PAGE_TEXTS } from '@/lib/plain-page-texts';

/** File name → contents. */
export function errorPages(): Record<string, string> {
  const envelope = (msg: string): string =>
    JSON.stringify({ status: STATUS.BAD_REQUEST, msg, data: null } satisfies ErrorEnvelope);
  return {
    '400.html': plainBilingualStatusPageHtml(400, PLAIN_PAGE_TEXTS[400]),
    '400.json': envelope(zh.api.malformedUrl),
    '400.en.json': envelope(en.api.malformedUrl),
  };
}

export async function writeErrorPages(dir: string): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const pages = errorPages();
  await Promise.all(Object.entries(pages).map(([name, body]) => fs.writeFile(path.join(dir, name), body)));
  return Object.keys(pages);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join('.next', 'error-pages'));
  writeErrorPages(dir).then(
    (names) => console.log(`Wrote nginx's error answers to ${dir}: ${names.join(', ')}.`),
    (err: unknown) => {
      console.error(`write-error-pages: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
