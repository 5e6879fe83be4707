import path from 'node:path';
import { startApp, waitForFirstAnswer, type FirstAnswer } from './app-process';
import type { BenchResult } from './results';
import { median } from './stats';

type StartSettings = { port: number; dataDir: string; logDir: string; url: string };

/**
 * Start-up varies by seconds from one start to the next on 2 cores, so the bench takes the median
 * of several. These are the extra starts: each is stopped once it answers.
 */
export async function probeStarts(
  count: number,
  settings: StartSettings,
  log: (line: string) => void,
): Promise<FirstAnswer[]> {
  const starts: FirstAnswer[] = [];
  for (let i = 1; i <= count; i++) {
    const app = startApp({ ...settings, logFile: path.join(settings.logDir, `app-start-${i}.log`) });
    try {
      const first = await waitForFirstAnswer(app, settings.url, 60_000);
      log(`  first answer after ${(first.ms / 1000).toFixed(2)} s (status ${first.status})`);
      starts.push(first);
    } finally {
      await app.stop();
    }
  }
  return starts;
}

export function summarizeStarts(starts: FirstAnswer[]): BenchResult['startup'] {
  return {
    ms: Math.round(median(starts.map((s) => s.ms))),
    listeningMs: Math.round(median(starts.map((s) => s.listeningMs))),
    status: starts.find((s) => s.status !== 200)?.status ?? 200,
    runsMs: starts.map((s) => Math.round(s.ms)),
  };
}
