import fs from 'node:fs';

/** Child pids from /proc/<pid>/task/<tid>/children (every thread: a worker thread may spawn too). */
function childrenOf(pid: number): number[] {
  const kids: number[] = [];
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const text = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (text) kids.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    /* exited while we looked */
  }
  return kids;
}

/** The pid and every descendant. */
function processTree(root: number): number[] {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i]!));
  return tree;
}

/** kB value of a /proc/<pid>/status field (VmRSS, VmHWM), 0 when the process is gone. */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      fs.readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export type MemoryReport = {
  /** Highest sampled sum of VmRSS over the app's process tree. */
  peakRssMb: number;
  /** Sum of the kernel's per-process high-water marks (VmHWM) at the end: an upper bound of the peak. */
  hwmMb: number;
  samples: number;
  processes: number;
};

/**
 * Samples the resident memory of the app's process tree (the production server and anything it forks) every
 * `intervalMs` while the bench runs. Linux only (/proc); elsewhere it reports zeros.
 */
export function sampleMemory(rootPid: number, intervalMs = 200): { finish: () => MemoryReport } {
  let peakKb = 0;
  let samples = 0;
  const seen = new Set<number>([rootPid]);
  const sample = () => {
    const tree = processTree(rootPid);
    tree.forEach((pid) => seen.add(pid));
    const kb = tree.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0);
    peakKb = Math.max(peakKb, kb);
    samples++;
  };
  const supported = fs.existsSync('/proc/self/status');
  if (supported) sample();
  const timer = supported ? setInterval(sample, intervalMs) : undefined;
  timer?.unref();
  let report: MemoryReport | undefined;
  /** Call while the app still runs: VmHWM disappears with the process. Later calls repeat the first answer. */
  const finish = (): MemoryReport => {
    if (report) return report;
    if (timer) clearInterval(timer);
    if (supported) sample();
    const hwmKb = supported ? processTree(rootPid).reduce((sum, pid) => sum + statusKb(pid, 'VmHWM'), 0) : 0;
    report = {
      peakRssMb: Math.round(peakKb / 102.4) / 10,
      hwmMb: Math.round(Math.max(hwmKb, peakKb) / 102.4) / 10,
      samples,
      processes: seen.size,
    };
    return report;
  };
  return { finish };
}
