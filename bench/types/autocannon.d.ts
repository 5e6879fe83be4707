/**
 * The slice of autocannon 8's API the benchmark uses (the package ships no types and
 * @types/autocannon is not installed).
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };

  export type Result = {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Stop after this many requests (instead of `duration`). */
    amount?: number;
    /** Requests in turn per connection; `setupRequest` may rewrite each one before it is sent. */
    requests?: { method?: string; path?: string; setupRequest?: (request: RequestParams) => RequestParams }[];
  };

  export type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

  export type Instance = EventEmitter & PromiseLike<Result> & { stop: () => void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
