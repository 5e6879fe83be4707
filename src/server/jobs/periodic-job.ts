import { beforeDbClose } from '../db/holder';

const holder = globalThis as typeof globalThis & { __partsmallJobs?: Map<string, () => void> };

/**
 * A background pass repeated while the process runs: one per process under `name` (Next may load a
 * module twice), never overlapping (the next pass is scheduled only after the previous one finished),
 * on an unref'd timer that never keeps the process alive, and stopped when the database closes — not
 * by a SIGTERM listener of its own: re-raising the signal "when nobody else listens" killed the server
 * mid-shutdown whenever its own `once` listener had just run. `pass` catches its own errors and returns
 * the delay before the next pass. Returns the stop function (the running one if already started).
 */
export function startPeriodicJob(name: string, pass: () => Promise<number>): () => void {
  const running = (holder.__partsmallJobs ??= new Map());
  const existing = running.get(name);
  if (existing) return existing;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void pass().then(schedule), delay);
    timer.unref();
  };
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    forget();
    if (running.get(name) === stop) running.delete(name);
  };
  const forget = beforeDbClose(stop);

  running.set(name, stop);
  schedule(0);
  return stop;
}
