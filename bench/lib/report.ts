import fs from 'node:fs';
import path from 'node:path';
import { isBusy } from './machine-busy';
import { describeFavorites, describeTradeData } from './measure-favorites';
import { describeBuyerApi } from './measure-buyer-api';
import type { BenchResult } from './results';

type Row = (string | number)[];

function textTable(head: Row, rows: Row[]): string {
  const all = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(all[0]!), widths.map((w) => '─'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

function mdTable(head: Row, rows: Row[]): string {
  const esc = (v: string | number) => String(v).replace(/\|/g, '\\|');
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.map(esc).join(' | ')} |`).join('\n');
}

const LOAD_HEAD = [
  'target',
  'path',
  'ours req/s',
  'bare req/s',
  'ratio',
  'ours p50/p99 ms',
  'bare p50/p99 ms',
];
const LH_HEAD = ['page', 'score (median)', 'CLS', 'script KiB', 'FCP ms', 'LCP ms', 'TBT ms', 'benchmarkIndex', 'runs'];
const TARGET_HEAD = ['target', 'budget', 'measured', 'verdict'];

function loadRows(r: BenchResult): Row[] {
  return r.load.map((t) => {
    const c = t.comparison;
    if (!c) return [t.name, t.path, '—', '—', '—', '—', t.note ?? ''];
    return [
      t.name,
      t.path,
      c.ours.rps,
      c.bare.rps,
      t.note ? `(${c.ratio.toFixed(2)}) ${t.note}` : c.ratio.toFixed(2),
      `${c.ours.p50} / ${c.ours.p99}`,
      `${c.bare.p50} / ${c.bare.p99}`,
    ];
  });
}

function lighthouseRows(r: BenchResult): Row[] {
  if (!Array.isArray(r.lighthouse)) return [];
  return r.lighthouse.map((p) => [
    p.name,
    p.score,
    p.cls.toFixed(3),
    (p.scriptBytes / 1024).toFixed(1),
    p.fcpMs,
    p.lcpMs,
    p.tbtMs,
    p.benchmarkIndex,
    p.runs.map((x) => `${x.error ? `${x.score}!` : x.score}@${x.benchmarkIndex}`).join(','),
  ]);
}

const targetRows = (r: BenchResult): Row[] => r.targets.map((t) => [t.name, t.target, t.actual, t.verdict]);

function setting(r: BenchResult): string {
  const c = r.config;
  const e = r.environment;
  return (
    `${e.cores} cores (${e.cpu}), Node ${e.node}, Next ${e.next}, ${e.chromium}; ` +
    `${r.dataFolder.products.toLocaleString('en')} products; autocannon ${c.connections} connections, ` +
    `${c.rounds} × ${c.duration} s per server, interleaved; ` +
    (c.lighthouseRuns
      ? `Lighthouse ${e.lighthouse} mobile, median of ${c.lighthouseRuns}`
      : 'no Lighthouse') +
    `; machine before the run: ${r.machineBefore.cpuBusyPercent}% CPU busy, load average ${r.machineBefore.loadAverage1m}`
  );
}

const busyNote = (r: BenchResult) =>
  isBusy(r.machineBefore)
    ? 'Note: other work was running on the machine; absolute figures (start-up, Lighthouse, req/s) are pessimistic, ratios less so.'
    : '';

function describeBehindNginx(b: NonNullable<BenchResult['behindNginx']>): string {
  if ('skipped' in b) return `Product page behind nginx: skipped (${b.skipped})`;
  const { ours, bare, ratio } = b.comparison;
  return (
    `Product page behind nginx (production layout, TLS, X-Cache-Status ${b.cacheStatus}): ${ours.rps} req/s, ` +
    `bare ${bare.rps} req/s, ratio ${ratio.toFixed(2)} (p50/p99 ${ours.p50}/${ours.p99} ms)`
  );
}

export function printReport(r: BenchResult): void {
  console.log(
    `\nLoad (median of ${r.config.rounds} rounds; ratio = ours ÷ bare node:http sending the same bytes)\n`,
  );
  console.log(textTable(LOAD_HEAD, loadRows(r)));
  if (r.favorites) console.log(`\n${describeFavorites(r.favorites)}`);
  if (r.tradeData) console.log(describeTradeData(r.tradeData));
  if (r.buyerApi) console.log(describeBuyerApi(r.buyerApi));
  if (r.behindNginx) console.log(describeBehindNginx(r.behindNginx));
  if (Array.isArray(r.lighthouse)) {
    console.log('\nLighthouse mobile (simulated throttling)\n');
    console.log(textTable(LH_HEAD, lighthouseRows(r)));
  } else {
    console.log(`\nLighthouse skipped: ${r.lighthouse.skipped}`);
  }
  console.log(
    `\nApp memory: peak RSS ${r.memory.peakRssMb} MB sampled, VmHWM ${r.memory.hwmMb} MB (${r.memory.processes} process(es))`,
  );
  const s = r.startup;
  console.log(
    `Start from the existing data folder to first answer: ${(s.ms / 1000).toFixed(2)} s, median of ${s.runsMs.length} ` +
      `(${s.runsMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')}; port open after ${(s.listeningMs / 1000).toFixed(2)} s; status ${s.status})\n`,
  );
  console.log(textTable(TARGET_HEAD, targetRows(r)));
  const failed = r.targets.filter((t) => t.verdict === 'FAIL').length;
  const na = r.targets.filter((t) => t.verdict === 'N/A').length;
  console.log(
    `\n${r.targets.length - failed - na} PASS, ${failed} FAIL, ${na} N/A — ${setting(r)}. Took ${r.durationSeconds} s.`,
  );
  if (busyNote(r)) console.log(busyNote(r));
}

export function toMarkdown(r: BenchResult): string {
  const parts = [
    `### Benchmark (${r.generatedAt.slice(0, 10)})`,
    '',
    `${setting(r)}. Ratio = our requests/s ÷ a bare \`node:http\` server sending the same bytes, same run.`,
    '',
    mdTable(LOAD_HEAD, loadRows(r)),
    '',
    ...(r.favorites ? [describeFavorites(r.favorites), ''] : []),
    ...(r.tradeData ? [describeTradeData(r.tradeData), ''] : []),
    ...(r.buyerApi ? [describeBuyerApi(r.buyerApi), ''] : []),
    ...(r.behindNginx ? [describeBehindNginx(r.behindNginx), ''] : []),
  ];
  if (Array.isArray(r.lighthouse)) parts.push(mdTable(LH_HEAD, lighthouseRows(r)), '');
  parts.push(
    `App peak memory ${Math.max(r.memory.peakRssMb, r.memory.hwmMb)} MB; start from an existing data folder to first answer ${(r.startup.ms / 1000).toFixed(2)} s.`,
    '',
    mdTable(TARGET_HEAD, targetRows(r)),
    '',
    ...(busyNote(r) ? [busyNote(r), ''] : []),
    'Reproduce: `npm run bench` (see docs/decisions/0004-benchmarks.md).',
    '',
  );
  return parts.join('\n');
}

export function writeResults(r: BenchResult, dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'latest.json');
  const md = path.join(dir, 'latest.md');
  fs.writeFileSync(json, `${JSON.stringify(r, null, 2)}\n`);
  fs.writeFileSync(md, toMarkdown(r));
  return [json, md];
}
