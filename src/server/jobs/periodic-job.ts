import { beforeDbClose } from '../db/holder';

type Job = { stop: () => Promise<void> };
const holder = globalThis as typeof globalThis & { __partsmallJobs?: Map<string, Job> };

/**
 * A background pass repeated while the process runs: one per process under `name` (Next may load a
 * module twice), never overlapping (the next pass is scheduled only after the previous one finished),
 * on an unref'd timer that never keeps the process alive, and stopped when the database closes — not
 * by a SIGTERM listener of its own: re-raising the signal "when nobody else listens" killed the server
 * mid-shutdown whenever its own `once` listener had just run. Closing the database waits for a pass
 * under way to finish (drained, never cut off mid-write). `pass` catches its own errors and returns
 * the delay before the next pass. Returns the stop function (the running one if already started),
 * which resolves once no pass is running. The first pass runs at once unless `firstDelayMs` says otherwise.
 */
export function startPeriodicJob(
  name: string,
  pass: () => Promise<number>,
  options: { firstDelayMs?: number } = {},
): () => Promise<void> {
  const running = (holder.__partsmallJobs ??= new Map());
  const existing = running.get(name);
  if (existing) return existing.stop;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = pass().then(
        (next) => {
          current = undefined;
          schedule(next);
        },
        () => {
          current = undefined;
        },
      );
    }, delay);
    timer.unref();
  };
  const stop = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    forget();
    if (running.get(name) === job) running.delete(name);
    await current;
  };
  const job: Job = { stop };
  const forget = beforeDbClose(stop);

  running.set(name, job);
  schedule(options.firstDelayMs ?? 0);
  return stop;
}

/** Whether the job `name` runs in this process (the readiness probe asks about the outbox worker). */
export function periodicJobRunning(name: string): boolean {
  return holder.__partsmallJobs?.has(name) ?? false;
}
