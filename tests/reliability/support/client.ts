import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';

/**
 * A client as the tests need one: a cookie jar (what a browser keeps), the XSRF pair echoed on
 * writes, JSON in and out, and plain access to status, headers and bytes. It talks to one address:
 * an instance directly (`http://127.0.0.1:PORT`) or the proxy (`https://…` with the test CA).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers as loose JSON by default (as tests/setup/test-app.ts) */
export type Answer<T = any> = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Parsed JSON when the answer is JSON, else undefined. */
  json: T;
};

export type ClientOptions = {
  /** e.g. https://127.0.0.1:3443 */
  base: string;
  /** Host header and TLS server name (default: the base's host). */
  host?: string;
  /** PEM file to trust (the proxy's self-signed certificate). */
  caFile?: string;
};

export class Client {
  readonly jar = new Map<string, string>();
  bearer: string | null = null;
  private readonly url: URL;
  private readonly ca: Buffer | undefined;

  constructor(private readonly options: ClientOptions) {
    this.url = new URL(options.base);
    this.ca = options.caFile ? fs.readFileSync(options.caFile) : undefined;
  }

  /** Same cookies and session, another address (the same buyer reaching another instance). */
  at(base: string, host?: string): Client {
    const other = new Client({ ...this.options, base, host });
    for (const [k, v] of this.jar) other.jar.set(k, v);
    other.bearer = this.bearer;
    return other;
  }

  get xsrf(): string | undefined {
    const raw = this.jar.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  request<T = any>(
    method: string,
    path: string,
    options: {
      headers?: Record<string, string>;
      json?: unknown;
      body?: string | Buffer;
      xsrf?: boolean;
    } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'accept-encoding': 'identity', ...options.headers };
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (options.xsrf !== false && this.xsrf && method !== 'GET') headers['x-xsrf-token'] = this.xsrf;
    let body: string | Buffer | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    if (this.options.host) headers.host = this.options.host;
    const tls = this.url.protocol === 'https:';
    const transport = tls ? https : http;
    return new Promise((resolve, reject) => {
      const req = transport.request(
        {
          host: this.url.hostname.replace(/^\[|\]$/g, ''),
          port: this.url.port,
          path,
          method,
          headers,
          agent: false,
          timeout: 60_000,
          ...(tls ? { ca: this.ca, servername: this.options.host ?? this.url.hostname } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const eq = pair!.indexOf('=');
              const name = pair!.slice(0, eq).trim();
              const value = pair!.slice(eq + 1).trim();
              if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.jar.delete(name);
              else this.jar.set(name, value);
            }
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown;
            if ((res.headers['content-type'] ?? '').includes('json')) {
              try {
                json = JSON.parse(text);
              } catch {
                json = undefined;
              }
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: json as T });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 60 s`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }

  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json: json ?? {}, headers });
  }

  /** Any API GET hands out the XSRF cookie a browser then echoes on every write. */
  async ensureXsrf(): Promise<void> {
    if (this.xsrf) return;
    await this.get('/api/cate');
    if (!this.xsrf) throw new Error('no XSRF-TOKEN cookie on GET /api/cate');
  }

  /** Signs in as a browser does; keeps the token (Authorization) and the session-bound XSRF cookie. */
  async signIn(mobile: string, password: string, headers?: Record<string, string>): Promise<Answer> {
    await this.ensureXsrf();
    const answer = await this.post('/api/login', { username: mobile, password }, headers);
    if (answer.json?.status === 200) this.bearer = answer.json.data.token as string;
    return answer;
  }
}
