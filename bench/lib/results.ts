import type { BehindNginx } from './measure-behind-nginx';
import type { ConsoleIsolation } from './console-isolation';
import type { Comparison } from './load';
import type { LighthousePage } from './lighthouse-pages';
import type { MachineLoad } from './machine-busy';
import type { FavoritesLoad, TradeDataLoad } from './measure-favorites';
import type { BuyerApiLoad } from './measure-buyer-api';
import type { MemoryReport } from './memory-sampler';

export type LoadTarget = {
  name: string;
  path: string;
  /** Status and size of the app's answer, replayed by the bare server. */
  status: number;
  bytes: number;
  comparison: Comparison | null;
  /** Why the ratio does not count (not 200, errors during the load, no product to measure). */
  note?: string;
};

export type Verdict = 'PASS' | 'FAIL' | 'N/A';

export type TargetCheck = { name: string; target: string; actual: string; verdict: Verdict };

export type BenchResult = {
  generatedAt: string;
  durationSeconds: number;
  environment: Record<string, string | number>;
  /** Measured before the bench started anything. */
  machineBefore: MachineLoad;
  config: Record<string, string | number | boolean>;
  dataFolder: { path: string; products: number; reused: boolean; seedSeconds: number };
  /** Medians over the starts; `runsMs` lists each. */
  startup: { ms: number; listeningMs: number; status: number; runsMs: number[] };
  load: LoadTarget[];
  /** The signed-in favourites list (private, never cached): p50/p95 at the load's connections. */
  favorites?: FavoritesLoad;
  /** A signed-in member's one extra call after a cached listing page. */
  tradeData?: TradeDataLoad;
  buyerApi?: BuyerApiLoad;
  /** The cached product page through nginx (the production layout) against bare node:http. */
  behindNginx?: BehindNginx;
  memory: MemoryReport;
  lighthouse: LighthousePage[] | { skipped: string };
  /** Console code in the scripts storefront pages load (none), proven able to find it. */
  consoleIsolation?: ConsoleIsolation | { error: string };
  targets: TargetCheck[];
};
