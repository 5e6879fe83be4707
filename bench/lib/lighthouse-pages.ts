import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './cleanup';
import { median, round } from './stats';

export type LighthouseRun = {
  score: number;
  cls: number;
  scriptBytes: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's own measure of this machine's speed (lhr.environment.benchmarkIndex): scores depend on it. */
  benchmarkIndex: number;
  error?: string;
};

export type LighthousePage = {
  name: string;
  url: string;
  /** Median of the runs' performance scores (0–100). */
  score: number;
  /** Worst run: layout shift and script bytes should not vary, so any run above target counts. */
  cls: number;
  scriptBytes: number;
  /** Medians. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Median of the runs' benchmarkIndex: read every figure above beside it. */
  benchmarkIndex: number;
  runs: LighthouseRun[];
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function scriptTransfer(lhr: Lhr): number {
  const details = lhr.audits['resource-summary']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function runOnce(url: string, port: number): Promise<LighthouseRun> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Lighthouse run timed out after 120 s')), 120_000);
  });
  try {
    // The default config is the mobile one: Moto G Power emulation, simulated slow 4G and 4× CPU.
    const result = await Promise.race([
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        maxWaitForLoad: 45_000,
      }),
      timeout,
    ]);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    return {
      score: round((lhr.categories.performance?.score ?? 0) * 100),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      scriptBytes: scriptTransfer(lhr),
      fcpMs: round(numeric(lhr, 'first-contentful-paint')),
      lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
      tbtMs: round(numeric(lhr, 'total-blocking-time')),
      benchmarkIndex: round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Lighthouse mobile performance, `runs` times per page in one headless Chromium. */
export async function measurePages(
  pages: { name: string; url: string }[],
  options: { runs: number; chromePath: string; log: (line: string) => void },
): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const forget = onCleanup(() => chrome.kill());
  try {
    const measured: LighthousePage[] = [];
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < options.runs; i++) {
        const run = await runOnce(page.url, chrome.port);
        options.log(
          `  lighthouse ${page.name} run ${i + 1}/${options.runs}: ${run.score} (benchmarkIndex ${run.benchmarkIndex})` +
            (run.error ? ` (${run.error})` : ''),
        );
        runs.push(run);
      }
      // A run that errored (no paint, navigation failure) says nothing about speed: leave it out.
      const ok = runs.filter((r) => !r.error);
      const use = ok.length > 0 ? ok : runs;
      measured.push({
        ...page,
        score: median(use.map((r) => r.score)),
        cls: Math.max(...use.map((r) => r.cls)),
        scriptBytes: Math.max(...use.map((r) => r.scriptBytes)),
        fcpMs: median(use.map((r) => r.fcpMs)),
        lcpMs: median(use.map((r) => r.lcpMs)),
        tbtMs: median(use.map((r) => r.tbtMs)),
        benchmarkIndex: median(use.map((r) => r.benchmarkIndex)),
        runs,
      });
    }
    return measured;
  } finally {
    chrome.kill();
    forget();
  }
}
