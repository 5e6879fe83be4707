import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBotFormat = 'wecom' | 'feishu' | 'dingtalk' | 'slack';

/** ok: the vendor's success answer; down500: HTTP 500; hang: never answers; redirect: 302; vendorError: a non-zero code. */
export type FakeBotBehaviour = 'ok' | 'down500' | 'hang' | 'redirect' | 'vendorError' | 'rateLimited';

export type FakeBotRequest = {
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** Whether the signature (when a secret is set) checked out, recomputed here independently. */
  signatureValid: boolean | null;
};

export type FakeChatBot = {
  url: string;
  requests: FakeBotRequest[];
  /** Answers for the next requests, in order (then `fallback`). */
  queue: FakeBotBehaviour[];
  fallback: FakeBotBehaviour;
  /** Stop listening (connection refused) … */
  stop(): Promise<void>;
  /** … and listen again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

function hmacBase64(key: string, message: string): string {
  return crypto.createHmac('sha256', key).update(message).digest('base64');
}

/**
 * A local group-chat webhook speaking one vendor's dialect: checks the body shape and (with a secret)
 * the vendor's signature and freshness, and answers like that vendor.
 */
export async function startFakeChatBot(format: FakeBotFormat, options: { secret?: string } = {}): Promise<FakeChatBot> {
  const requests: FakeBotRequest[] = [];
  const queue: FakeBotBehaviour[] = [];
  const hanging = new Set<http.ServerResponse>();
  const state = { fallback: 'ok' as FakeBotBehaviour };

  const verify = (query: Record<string, string>, body: Record<string, unknown>): boolean | null => {
    if (!options.secret) return null;
    const secret = options.secret;
    if (format === 'dingtalk') {
      const ts = Number(query.timestamp);
      if (!ts || Math.abs(Date.now() - ts) > 3_600_000) return false;
      return query.sign === hmacBase64(secret, `${query.timestamp}\n${secret}`);
    }
    if (format === 'feishu') {
      const ts = Number(body.timestamp);
      if (!ts || Math.abs(Date.now() / 1000 - ts) > 3600) return false;
      return body.sign === crypto.createHmac('sha256', `${String(body.timestamp)}\n${secret}`).digest('base64');
    }
    return null;
  };

  const success = (): [number, string] => {
    if (format === 'slack') return [200, 'ok'];
    if (format === 'feishu') return [200, JSON.stringify({ StatusCode: 0, StatusMessage: 'success', code: 0, msg: 'success', data: {} })];
    return [200, JSON.stringify({ errcode: 0, errmsg: 'ok' })];
  };
  const vendorError = (kind: 'bad' | 'rate' | 'sign'): [number, string] => {
    if (format === 'slack') return kind === 'rate' ? [429, 'rate_limited'] : [400, 'invalid_payload'];
    if (format === 'feishu') {
      if (kind === 'sign') return [200, JSON.stringify({ code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' })];
      return [200, JSON.stringify(kind === 'rate' ? { code: 9499, msg: 'too many request' } : { code: 19001, msg: 'param invalid' })];
    }
    if (format === 'dingtalk') {
      if (kind === 'sign') return [200, JSON.stringify({ errcode: 310000, errmsg: 'sign not match' })];
      return [200, JSON.stringify(kind === 'rate' ? { errcode: 130101, errmsg: 'send too fast' } : { errcode: 300001, errmsg: 'param error' })];
    }
    return [200, JSON.stringify(kind === 'rate' ? { errcode: 45009, errmsg: 'api freq out of limit' } : { errcode: 40008, errmsg: 'invalid message type' })];
  };

  const shapeOk = (body: Record<string, unknown>): boolean => {
    const md = body.markdown as Record<string, unknown> | undefined;
    const content = body.content as Record<string, unknown> | undefined;
    if (format === 'wecom') return body.msgtype === 'markdown' && typeof md?.content === 'string';
    if (format === 'dingtalk') return body.msgtype === 'markdown' && typeof md?.title === 'string' && typeof md?.text === 'string';
    if (format === 'feishu') return body.msg_type === 'text' && typeof content?.text === 'string';
    return typeof body.text === 'string';
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const query = Object.fromEntries(url.searchParams);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // shape check below fails
      }
      const signatureValid = verify(query, body);
      requests.push({ path: url.pathname, query, body, signatureValid });
      const behaviour = queue.shift() ?? state.fallback;
      if (behaviour === 'hang') {
        hanging.add(res);
        return;
      }
      let answer: [number, string];
      if (behaviour === 'down500') answer = [500, 'Internal Server Error'];
      else if (behaviour === 'redirect') {
        res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' });
        res.end();
        return;
      } else if (behaviour === 'rateLimited') answer = vendorError('rate');
      else if (behaviour === 'vendorError' || !shapeOk(body)) answer = vendorError('bad');
      else if (signatureValid === false) answer = vendorError('sign');
      else answer = success();
      res.writeHead(answer[0], { 'content-type': format === 'slack' ? 'text/html' : 'application/json' });
      res.end(answer[1]);
    });
  });

  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();

  return {
    url: `http://127.0.0.1:${port}/hook?key=test-key`,
    requests,
    queue,
    get fallback() {
      return state.fallback;
    },
    set fallback(value: FakeBotBehaviour) {
      state.fallback = value;
    },
    stop,
    restart: listen,
    close: async () => {
      if (server.listening) await stop();
    },
  };
}
