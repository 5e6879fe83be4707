/**
 * `npm start`: build when needed, then serve the storefront with the production server
 * (scripts/serve.ts; it migrates the database and loads the demo catalogue on first run — see
 * src/instrumentation.ts).
 */
import { env } from '../src/env';
import { dataDirHolder } from '../src/server/db/data-dir-lock';
import { run } from './lib/run';
import { needsBuild } from './lib/needs-build';
import { productionServerCommand } from './lib/server-command';
import { startRefusal } from '../src/server/start-settings';

process.env.NEXT_TELEMETRY_DISABLED = '1';

async function main() {
  // A production layout missing PAY_PROVIDER or PUBLIC_BASE_URL stops before any build (the server
  // itself checks again and prints the notices).
  const refusal = startRefusal();
  if (refusal) {
    console.error(`\n${refusal}\n`);
    process.exit(1);
  }
  if (!env.DATABASE_URL) {
    const pid = dataDirHolder(env.DATA_DIR);
    if (pid) {
      console.error(
        `PartsMall is already running on the embedded database in ${env.DATA_DIR} (process ${pid}). ` +
          'PGlite allows one process per data folder: stop it first, set DATA_DIR to another folder, or use DATABASE_URL.',
      );
      process.exit(1);
    }
  }
  const build = needsBuild();
  if (build.needed) {
    console.log(`Building PartsMall (${build.reason})…`);
    // `npm run build`: next build, then the Brotli copies of the build files (scripts/compress-static.ts).
    const code = await run('npm', ['run', 'build']);
    if (code !== 0) process.exit(code);
  }
  console.log(
    `Starting PartsMall on http://localhost:${env.PORT} with ${env.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${env.DATA_DIR}`}`,
  );
  // Our server in front of Next (client addresses for rate limits: ADR 0013; the API's own path and
  // heap limits: ADR 0011), in a child process so the build above and the server never share a Node heap.
  const server = productionServerCommand();
  const child = run(server.command, server.args);
  process.exit(await child);
}

void main();
