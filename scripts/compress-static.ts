/**
 * The build's postbuild step: Brotli (quality 11) and gzip (level 9) copies of Next's hashed build
 * files, written next to them (`x.js.br`, `x.js.gz`) once per build. The production server sends
 * them as they are (sirv's `brotli`/`gzip` options in scripts/serve.ts), so no request and no
 * server start ever compresses a build file (docs/decisions/0043-http-edge-from-libraries.md).
 * `npm run build` runs it after `next build`; so do `npm start`, the bench and `npm test`
 * (scripts/lib/build.ts). Run alone: `tsx scripts/compress-static.ts [.next/static]`.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser downloads and that compresses; fonts and images are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt', '.map']);

/** Compresses every compressible file under `dir`; returns how many it wrote copies of. */
export async function compressBuildFiles(dir: string): Promise<number> {
  const files = (await fs.readdir(dir, { recursive: true }))
    .map((file) => path.join(dir, file))
    .filter((file) => COMPRESSIBLE.has(path.extname(file)));
  let count = 0;
  // Two at a time: zlib runs in libuv's pool; more would only queue there.
  for (let i = 0; i < files.length; i += 2) {
    await Promise.all(
      files.slice(i, i + 2).map(async (file) => {
        const raw = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
            },
          }),
          gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        count += 1;
      }),
    );
  }
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join('.next', 'static'));
  const started = Date.now();
  compressBuildFiles(dir).then(
    (count) => console.log(`Compressed ${count} build files in ${dir} (Brotli and gzip, ${Date.now() - started} ms).`),
    (err: unknown) => {
      console.error(`compress-static: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
