import fs from 'node:fs';
import os from 'node:os';

function cpuTimes(): { busy: number; total: number } | null {
  try {
    // First line of /proc/stat: "cpu user nice system idle iowait irq softirq steal …" in jiffies.
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export type MachineLoad = { cpuBusyPercent: number; loadAverage1m: number; cores: number };

/**
 * How busy the machine is before the bench starts anything. Other work on a 2-core machine lowers
 * every absolute figure (and start-up most); the report says so instead of letting a busy run pass
 * for a slow app. Ratios measured in the same run are the part that survives.
 */
export async function measureMachineLoad(windowMs = 1000): Promise<MachineLoad> {
  const before = cpuTimes();
  await new Promise((r) => setTimeout(r, windowMs));
  const after = cpuTimes();
  const busy =
    before && after ? (after.busy - before.busy) / Math.max(1, after.total - before.total) : Number.NaN;
  return {
    cpuBusyPercent: Math.round(busy * 100),
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
    cores: os.availableParallelism(),
  };
}

/** Busy enough to matter: more than a fifth of the CPU, or a load average above half the cores. */
export const isBusy = (m: MachineLoad) => m.cpuBusyPercent > 20 || m.loadAverage1m > m.cores / 2;
