import { captureAnswer, startBareServer } from './bare-server';
import type { CapturedAnswer } from './bare-server-child';
import { compare, type LoadSettings } from './load';
import type { LoadTarget } from './results';
import { warm } from './warm';

export type LoadPath = { name: string; path: string | null };

/**
 * Warms each path, captures the app's answer, replays it from the bare server, then loads both,
 * interleaved. A path of null (nothing to measure, e.g. no product) is listed with a note.
 */
export async function measureLoad(
  paths: LoadPath[],
  urls: { app: string; bare: string; barePort: number },
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<LoadTarget[]> {
  log('Warming up and capturing the answers…');
  const captured: CapturedAnswer[] = [];
  const load: LoadTarget[] = [];
  const cookies = new Map<string, string>();
  for (const { name, path } of paths) {
    if (!path) {
      load.push({
        name,
        path: '—',
        status: 0,
        bytes: 0,
        comparison: null,
        note: 'no product found to measure',
      });
      continue;
    }
    const answer = await warm(`${urls.app}${path}`);
    if (answer.cookie) cookies.set(path, answer.cookie);
    captured.push(captureAnswer(path, answer));
    load.push({ name, path, status: answer.status, bytes: answer.body.length, comparison: null });
    log(`  ${path}: ${answer.status}, ${answer.body.length} bytes`);
  }

  const bare = await startBareServer(urls.barePort, captured);
  try {
    for (const target of load) {
      if (target.status === 0) continue;
      log(`Load: ${target.name} (${settings.rounds} × ${settings.duration} s a server, interleaved)…`);
      const cookie = cookies.get(target.path);
      const comparison = await compare(
        `${urls.app}${target.path}`,
        `${urls.bare}${target.path}`,
        settings,
        cookie ? { cookie } : undefined,
      );
      target.comparison = comparison;
      const { ours, bare: b, ratio } = comparison;
      log(`  ours ${ours.rps} req/s, bare ${b.rps} req/s, ratio ${ratio.toFixed(2)}`);
      // Throughput of error pages or failed requests is not the app's speed.
      if (target.status !== 200) target.note = `answered ${target.status}, not 200`;
      else if (ours.non2xx + ours.errors > 0)
        target.note = `${ours.non2xx} non-2xx, ${ours.errors} errors under load`;
    }
  } finally {
    bare.stop();
  }
  return load;
}
