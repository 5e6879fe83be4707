/**
 * Everything the bench starts (app server, bare server, Chromium) registers a killer here, so an
 * error, Ctrl-C or a watchdog timeout never leaves a server holding the port or the data folder.
 */
type Killer = () => void;

const killers = new Set<Killer>();
let installed = false;

export function onCleanup(kill: Killer): () => void {
  install();
  killers.add(kill);
  return () => killers.delete(kill);
}

export function cleanupNow(): void {
  for (const kill of [...killers].reverse()) {
    try {
      kill();
    } catch {
      /* best effort: the process may be gone already */
    }
  }
  killers.clear();
}

function install(): void {
  if (installed) return;
  installed = true;
  process.once('exit', cleanupNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers…`);
      cleanupNow();
      process.exit(130);
    });
  }
}

/** Kills a process group started with `detached: true` (the group id is the leader's pid). */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    /* the whole group is gone */
  }
}
