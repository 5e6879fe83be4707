/**
 * `npm run bench:floor`: the signed-in floor — what a signed-in request that reads almost nothing costs.
 * The API alone (bench/lib/search-server.ts) on its own embedded data folder (or, with --postgres, the
 * database BENCH_DATABASE_URL names), one approved buyer signed in, 50 connections asking `GET /api/info` for 3 rounds; the
 * median round is reported. `--profile DIR` writes the server's V8 CPU profile there (open it in Chrome's
 * DevTools or speedscope) to see where the time goes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startSearchServer, loadPaths, type LoadFigures } from './lib/search-load';
import { median } from './lib/stats';
import { cleanupNow } from './lib/cleanup';
import { measureMachineLoad } from './lib/machine-busy';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3370' },
    profile: { type: 'string' },
  },
});

async function main() {
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (values.postgres && !serverUrl) throw new Error('--postgres needs BENCH_DATABASE_URL (a database the bench may migrate and write to)');
  const dataDir = path.resolve('.bench-data/floor-pglite');
  const nodeFlags: string[] = [];
  if (values.profile) {
    fs.mkdirSync(values.profile, { recursive: true });
    nodeFlags.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`);
  }
  const machine = await measureMachineLoad();
  console.log(`Machine before: ${machine.cpuBusyPercent}% busy, load ${machine.loadAverage1m} on ${machine.cores} cores`);
  const server = await startSearchServer(Number(values.port), values.postgres ? { databaseUrl: serverUrl, poolMax: 10 } : { dataDir, poolMax: 1 }, nodeFlags);
  try {
    const rounds: LoadFigures[] = [];
    for (let i = 0; i < Number(values.rounds); i++) {
      const figures = await loadPaths(server, 'GET /api/info (signed in)', ['/api/info'], {
        connections,
        seconds,
        warmupPaths: i === 0 ? Array<string>(500).fill('/api/info') : undefined,
      });
      console.log(`  round ${i + 1}: ${figures.rps} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`);
      rounds.push(figures);
    }
    const rps = Math.round(median(rounds.map((r) => r.rps)));
    const middle = [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor((rounds.length - 1) / 2)]!;
    console.log(
      `Floor (${values.postgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, median of ${rounds.length} × ${seconds} s): ` +
        `${rps} req/s, p50 ${middle.p50} ms, p95 ${middle.p95} ms, p99 ${middle.p99} ms`,
    );
  } finally {
    await server.stop();
  }
}

main().then(
  () => {
    cleanupNow();
    process.exit(0);
  },
  (err: unknown) => {
    console.error(`bench:floor failed: ${err instanceof Error ? err.message : String(err)}`);
    cleanupNow();
    process.exit(1);
  },
);
