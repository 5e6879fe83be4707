import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real `node:http` server on an ephemeral loopback port, and a raw client for it: the bytes as they
 * came off the wire (no decompression, no URL normalisation — `..` and `%2e` reach the server as sent).
 */
export type TestServer = {
  port: number;
  request: (path: string, options?: RawRequestOptions) => Promise<RawResponse>;
  close: () => Promise<void>;
};

export type RawRequestOptions = { method?: string; headers?: http.OutgoingHttpHeaders };
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export async function startTestServer(listener: http.RequestListener): Promise<TestServer> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    request: (path, options = {}) => rawRequest(port, path, options),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function rawRequest(
  port: number,
  path: string,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
