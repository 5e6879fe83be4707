import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/*
 * Prometheus metrics (prom-client), one registry per process on globalThis: the production server's
 * own code and Next's bundles (which hold their own copy of this module) count into the same series.
 * Scraped at GET /metrics with the METRICS_TOKEN bearer (docs/decisions/0041-operations-endpoints.md).
 */

function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'partsmall_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'partsmall_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    dbPool: new Gauge({
      name: 'partsmall_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite.',
      labelNames: ['state'] as const,
      registers,
    }),
    outboxMessages: new Gauge({
      name: 'partsmall_outbox_messages',
      help: 'Outbox messages not sent: pending (the backlog) and dead (given up), by channel.',
      labelNames: ['channel', 'status'] as const,
      registers,
    }),
    outboxDeliveries: new Counter({
      name: 'partsmall_outbox_deliveries_total',
      help: 'Outbox delivery attempts by this process, by channel (sms, chatbot, paynotify) and result (sent, failed).',
      labelNames: ['channel', 'result'] as const,
      registers,
    }),
    paymentNotifications: new Counter({
      name: 'partsmall_payment_notifications_total',
      help: 'Payment notifications received from a gateway, by provider and result.',
      labelNames: ['provider', 'result'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof build>;

const holder = globalThis as typeof globalThis & { __partsmallMetrics?: Metrics };

export function metrics(): Metrics {
  return (holder.__partsmallMetrics ??= build());
}

/** One answered request. `route` is a pattern (`/api/products/:id`) or a fixed name, never the raw URL. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const m = metrics();
  const name = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(method) ? method : 'OTHER';
  m.httpRequests.inc({ method: name, route, status: String(status) });
  m.httpDuration.observe({ method: name, route }, seconds);
}
