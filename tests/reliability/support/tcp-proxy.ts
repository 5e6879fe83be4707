import net from 'node:net';

/**
 * A TCP relay between the app and PostgreSQL that a test can cut and restore, so the shared server
 * never stops. Two ways to cut, as outages look from the app:
 * - `refuse`: open connections are reset and new ones are closed at once (the server died or restarts);
 * - `blackhole`: nothing gets through in either direction and nothing is closed (a network partition,
 *   a frozen host): connections stall, new ones are accepted and never answered. `restore` lets the
 *   stalled bytes flow again, as TCP would once the path is back.
 */
export type CutMode = 'refuse' | 'blackhole';

export type TcpProxy = {
  /** The address the app connects to. */
  host: string;
  port: number;
  cut(mode: CutMode): void;
  restore(): void;
  /** Connections the proxy accepted so far (the app really went through it). */
  accepted(): number;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket | null; pending: Buffer[] };

export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0): Promise<TcpProxy> {
  let state: 'open' | CutMode = 'open';
  let accepted = 0;
  const pairs = new Set<Pair>();

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.setNoDelay(true);
    for (const chunk of pair.pending.splice(0)) upstream.write(chunk);
    upstream.on('data', (chunk: Buffer) => pair.client.write(chunk));
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => {
      pair.client.destroy();
      pairs.delete(pair);
    });
  };

  const server = net.createServer((client) => {
    accepted += 1;
    if (state === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null, pending: [] };
    pairs.add(pair);
    client.setNoDelay(true);
    client.on('data', (chunk: Buffer) => {
      if (pair.upstream) pair.upstream.write(chunk);
      else pair.pending.push(chunk);
    });
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (state === 'blackhole') client.pause();
    else connectUpstream(pair);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    host: '127.0.0.1',
    port,
    accepted: () => accepted,
    cut(mode) {
      state = mode;
      for (const pair of pairs) {
        if (mode === 'refuse') {
          pair.client.resetAndDestroy();
          pair.upstream?.destroy();
        } else {
          pair.client.pause();
          pair.upstream?.pause();
        }
      }
      if (mode === 'refuse') pairs.clear();
    },
    restore() {
      const was = state;
      state = 'open';
      if (was !== 'blackhole') return;
      for (const pair of pairs) {
        if (pair.client.destroyed) continue;
        pair.client.resume();
        if (pair.upstream) pair.upstream.resume();
        else connectUpstream(pair);
      }
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
