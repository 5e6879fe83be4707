import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alibaba Cloud SMS (Dysmsapi SendSms 2017-05-25, RPC signature v1.0). It verifies
 * requests with its OWN implementation of the signature (not the app's), so a wrong encoding in the app
 * fails here the way it would fail at Alibaba, and answers with Alibaba's JSON shapes.
 */
/** hang: the request is read (and recorded) but never answered, like a carrier that stalls. */
export type FakeAliyunBehaviour = 'ok' | 'throttle' | 'illegalNumber' | 'serverError' | 'hang';

export type FakeAliyunRequest = { method: string; params: Record<string, string>; answer: Record<string, unknown> };

const REQUIRED = [
  'AccessKeyId',
  'Action',
  'Format',
  'PhoneNumbers',
  'RegionId',
  'SignName',
  'Signature',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'TemplateCode',
  'TemplateParam',
  'Timestamp',
  'Version',
];

/** RFC 3986 unreserved characters stay; every other UTF-8 byte becomes %XX (upper-case hex). */
function popEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function expectedSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${popEncode(k)}=${popEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${popEncode('/')}&${popEncode(canonical)}`;
  return crypto.createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

const HANG: [number, Record<string, unknown>] = [0, {}];

export type FakeAliyunSms = {
  url: string;
  accessKeyId: string;
  accessKeySecret: string;
  requests: FakeAliyunRequest[];
  /** Answers for the next requests, in order (then 'ok'). */
  queue: FakeAliyunBehaviour[];
  /** Requests held unanswered ('hang') whose caller has not given up yet. */
  hanging(): number;
  /** Drops the held connections, as a carrier's load balancer finally would. */
  dropHanging(): void;
  close(): Promise<void>;
};

export async function startFakeAliyunSms(
  options: { accessKeyId?: string; accessKeySecret?: string; maxClockSkewMs?: number } = {},
): Promise<FakeAliyunSms> {
  const accessKeyId = options.accessKeyId ?? 'LTAI5tFakeKeyId';
  const accessKeySecret = options.accessKeySecret ?? 'fake-secret-for-tests';
  const maxSkew = options.maxClockSkewMs ?? 15 * 60_000;
  const requests: FakeAliyunRequest[] = [];
  const queue: FakeAliyunBehaviour[] = [];
  const nonces = new Set<string>();
  const held = new Set<http.ServerResponse>();

  const judge = (method: string, params: Record<string, string>): [number, Record<string, unknown>] => {
    const requestId = crypto.randomUUID().toUpperCase();
    const error = (status: number, code: string, message: string): [number, Record<string, unknown>] => [
      status,
      { RequestId: requestId, HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: message },
    ];
    const missing = REQUIRED.find((name) => !params[name]);
    if (missing) return error(400, `MissingParameter`, `${missing} is mandatory for this action.`);
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') return error(400, 'InvalidAction', 'bad action');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') {
      return error(400, 'InvalidParameter', 'Signature method/version');
    }
    if (params.AccessKeyId !== accessKeyId) return error(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp!)) {
      return error(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    }
    if (Math.abs(Date.parse(params.Timestamp!) - Date.now()) > maxSkew) {
      return error(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (params.Signature !== expectedSignature(method, params, accessKeySecret)) {
      return error(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (nonces.has(params.SignatureNonce!)) return error(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(params.SignatureNonce!);
    try {
      JSON.parse(params.TemplateParam!);
    } catch {
      return error(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    const behaviour = queue.shift() ?? 'ok';
    if (behaviour === 'hang') return HANG;
    if (behaviour === 'serverError') return error(503, 'ServiceUnavailable', 'The request has failed due to a temporary failure of the server.');
    if (behaviour === 'throttle') return [200, { RequestId: requestId, Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' }];
    if (behaviour === 'illegalNumber' || !/^1\d{10}$/.test(params.PhoneNumbers!)) {
      return [200, { RequestId: requestId, Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' }];
    }
    return [200, { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` }];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      const form = method === 'POST' ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : new URLSearchParams();
      const params = Object.fromEntries([...query, ...form]);
      const verdict = judge(method, params);
      const [status, answer] = verdict;
      requests.push({ method, params, answer });
      if (verdict === HANG) {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId,
    accessKeySecret,
    requests,
    queue,
    hanging: () => held.size,
    dropHanging: () => {
      for (const res of held) res.destroy();
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
