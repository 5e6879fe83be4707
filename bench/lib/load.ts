import autocannon, { type Result } from 'autocannon';
import { median, round } from './stats';

export type LoadSettings = { duration: number; rounds: number; connections: number; warmup: number };

export type RoundResult = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export type ServerSummary = {
  /** Medians over the rounds. */
  rps: number;
  p50: number;
  p99: number;
  /** Totals over the rounds: a non-zero value means the figures measure failures. */
  non2xx: number;
  errors: number;
  rounds: RoundResult[];
};

export type Comparison = { ours: ServerSummary; bare: ServerSummary; ratio: number };

/** One autocannon run, bounded: stopped a little after its duration whatever happens. */
async function fire(url: string, duration: number, connections: number, headers?: Record<string, string>): Promise<Result> {
  const instance = autocannon({ url, duration, connections, timeout: 10, ...(headers ? { headers } : {}) });
  const guard = setTimeout(() => instance.stop(), (duration + 15) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

function toRound(result: Result): RoundResult {
  return {
    rps: round(result.requests.average, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function summarize(rounds: RoundResult[]): ServerSummary {
  return {
    rps: round(median(rounds.map((r) => r.rps)), 1),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    errors: rounds.reduce((n, r) => n + r.errors + r.timeouts, 0),
    rounds,
  };
}

/**
 * Ours, then the bare server, then ours again…: interleaving spreads any drift of the machine
 * (another process, thermal state, GC of a long run) over both sides instead of one.
 */
export async function compare(
  oursUrl: string,
  bareUrl: string,
  settings: LoadSettings,
  headers?: Record<string, string>,
): Promise<Comparison> {
  if (settings.warmup > 0) {
    await fire(oursUrl, settings.warmup, settings.connections, headers);
    await fire(bareUrl, settings.warmup, settings.connections, headers);
  }
  const ours: RoundResult[] = [];
  const bare: RoundResult[] = [];
  for (let i = 0; i < settings.rounds; i++) {
    ours.push(toRound(await fire(oursUrl, settings.duration, settings.connections, headers)));
    bare.push(toRound(await fire(bareUrl, settings.duration, settings.connections, headers)));
  }
  const o = summarize(ours);
  const b = summarize(bare);
  return { ours: o, bare: b, ratio: b.rps > 0 ? round(o.rps / b.rps, 3) : 0 };
}
