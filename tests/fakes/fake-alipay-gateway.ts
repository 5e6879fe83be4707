import crypto, { type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alipay's open-platform gateway (gateway.do, protocol "OpenAPI 2.0", RSA2) for
 * `alipay.trade.precreate`, plus the other half of the protocol: asynchronous trade notifications posted to
 * the merchant's notify_url. It re-implements the signature rules itself (not with the app's code), so a
 * wrong canonical string in the app fails here the way it would fail at Alipay:
 * - requests: every parameter of the query and the form body except `sign` and empty values, sorted,
 *   `k=v&…` unencoded, SHA256withRSA with the MERCHANT's key (the app's public key is given to the fake);
 * - answers: `{"alipay_trade_precreate_response":{…},"sign":"…"}`, the signature over the exact JSON text
 *   of the inner object, with ALIPAY's key pair (generated here; the test hands its public key to the app);
 * - notifications: form fields signed over every field except `sign` and `sign_type`.
 * Error answers are signed too, like Alipay's (code 40002 isv.invalid-signature etc.).
 */

export type FakeAlipayBehaviour =
  | 'ok'
  /** 40004 ACQ.TOTAL_FEE_EXCEED, signed. */
  | 'businessError'
  /** 20000 isp.unknow-error ("service temporarily unavailable"), signed. */
  | 'systemBusy'
  /** HTTP 502 from a load balancer, HTML body. */
  | 'httpError'
  /** A success answer without `sign`. */
  | 'unsigned'
  /** A success answer signed with a key that is not Alipay's. */
  | 'forgedSignature'
  /** A correctly signed success answer whose qr_code was changed afterwards. */
  | 'tamperedAfterSigning';

export type FakePrecreateRequest = {
  /** Query and form parameters together, as the gateway sees them. */
  params: Record<string, string>;
  bizContent: Record<string, unknown> | null;
  contentType: string;
  /** The inner answer the fake sent (code, sub_code, qr_code …). */
  answer: Record<string, unknown>;
};

export type FakeAlipayTrade = {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  qrCode: string;
};

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export type FakeNotification = { fields: Record<string, string>; body: string; contentType: string };

export type NotifyAnswer = { status: number; body: string };

export type FakeAlipayGateway = {
  /** The gateway URL the app is configured with (ALIPAY_GATEWAY). */
  url: string;
  appId: string;
  /** Alipay's public key, PEM: what the app gets as ALIPAY_PUBLIC_KEY. */
  alipayPublicKeyPem: string;
  requests: FakePrecreateRequest[];
  trades: Map<string, FakeAlipayTrade>;
  /** Answers for the next precreate requests, in order (then 'ok'). */
  queue: FakeAlipayBehaviour[];
  /**
   * A signed notification for a trade the fake created (or any out_trade_no when `fields` supply the
   * amount), as Alipay would post it. `fields` override or add fields BEFORE signing.
   */
  notification(outTradeNo: string, status: TradeStatus, fields?: Record<string, string>): FakeNotification;
  /** Changes fields AFTER signing (the signature no longer matches). */
  tamper(notification: FakeNotification, fields: Record<string, string>): FakeNotification;
  /** The same fields signed with a key that is not Alipay's. */
  forge(notification: FakeNotification): FakeNotification;
  /** Re-encodes the fields as GBK bytes under charset=GBK (as an application configured for GBK would get). */
  asGbk(notification: FakeNotification): {
    fields: Record<string, string>;
    body: Buffer;
    contentType: string;
  };
  /** POSTs a notification to `url` (default: the trade's notify_url) and returns the merchant's answer. */
  deliver(
    notification: { body: string | Buffer; contentType: string; fields: Record<string, string> },
    url?: string,
  ): Promise<NotifyAnswer>;
  close(): Promise<void>;
};

const PRECREATE_RESPONSE = 'alipay_trade_precreate_response';

/** Alipay's request canonical string: every parameter but `sign`, empty values dropped, sorted, unencoded. */
function requestSignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** A notification's canonical string: every field but `sign` and `sign_type`, empty values dropped. */
function notificationSignContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

function sign(content: string, key: KeyObject): string {
  return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

function verify(content: string, signature: string, key: KeyObject): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** Java's URLEncoder, which Alipay's servers use: spaces become `+`, `*-._` stay, everything else %XX of UTF-8. */
function javaUrlEncode(
  value: string,
  encoding: 'utf8' | 'gbk' = 'utf8',
  gbk?: (s: string) => Buffer,
): string {
  const bytes = encoding === 'gbk' && gbk ? gbk(value) : Buffer.from(value, 'utf8');
  let out = '';
  for (const byte of bytes) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9*\-._]/.test(c)) out += c;
    else if (c === ' ') out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function encodeForm(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${javaUrlEncode(k)}=${javaUrlEncode(v)}`)
    .join('&');
}

/** Beijing time, `yyyy-MM-dd HH:mm:ss`. */
function beijing(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * GBK bytes for a text. Node ships a GBK decoder (TextDecoder) but no encoder, so the reverse table is
 * built once from the decoder over the two-byte range: real GBK, not a hand-made approximation.
 */
let gbkTable: Map<string, Buffer> | undefined;
function toGbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const pair = Buffer.from([lead, trail]);
        const ch = decoder.decode(pair);
        if (ch.length === 1 && ch !== '\ufffd' && !gbkTable.has(ch)) gbkTable.set(ch, pair);
      }
    }
  }
  const parts: Buffer[] = [];
  for (const ch of text) {
    if (ch.codePointAt(0)! < 0x80) parts.push(Buffer.from(ch, 'latin1'));
    else {
      const pair = gbkTable.get(ch);
      if (!pair) throw new Error(`no GBK encoding for ${ch}`);
      parts.push(pair);
    }
  }
  return Buffer.concat(parts);
}

export async function startFakeAlipayGateway(options: {
  appId: string;
  /** The merchant application's public key (the app signs with the matching private key). */
  appPublicKey: KeyObject;
  maxClockSkewMs?: number;
}): Promise<FakeAlipayGateway> {
  const { appId, appPublicKey } = options;
  const maxSkew = options.maxClockSkewMs ?? 15 * 60_000;
  const alipayKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const strangerKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const requests: FakePrecreateRequest[] = [];
  const trades = new Map<string, FakeAlipayTrade>();
  const queue: FakeAlipayBehaviour[] = [];
  let tradeCounter = 0;
  let notifyCounter = 0;

  /** Alipay's body: the inner JSON text signed as it is written. */
  const answerBody = (
    inner: Record<string, unknown>,
    signWith: KeyObject | null,
    afterSigning?: Record<string, unknown>,
  ): string => {
    const signedText = JSON.stringify(inner);
    const signature = signWith ? sign(signedText, signWith) : null;
    const sentText = afterSigning ? JSON.stringify({ ...inner, ...afterSigning }) : signedText;
    return signature === null
      ? `{"${PRECREATE_RESPONSE}":${sentText}}`
      : `{"${PRECREATE_RESPONSE}":${sentText},"sign":"${signature}"}`;
  };

  const error = (code: string, msg: string, subCode: string, subMsg: string) => ({
    code,
    msg,
    sub_code: subCode,
    sub_msg: subMsg,
  });

  /** [HTTP status, body text, inner answer] for one request. */
  const judge = (
    params: Record<string, string>,
  ): [number, string, Record<string, unknown>, Record<string, unknown> | null] => {
    const signed = (inner: Record<string, unknown>): [number, string, Record<string, unknown>, null] => [
      200,
      answerBody(inner, alipayKeys.privateKey),
      inner,
      null,
    ];
    if (params.method !== 'alipay.trade.precreate') {
      return signed(error('40002', 'Invalid Arguments', 'isv.invalid-method', '不存在的方法名'));
    }
    for (const name of [
      'app_id',
      'method',
      'charset',
      'sign_type',
      'sign',
      'timestamp',
      'version',
      'biz_content',
    ]) {
      if (!params[name])
        return signed(
          error(
            '40001',
            'Missing Required Arguments',
            `isv.missing-${name.replace('_', '-')}`,
            `缺少${name}参数`,
          ),
        );
    }
    if (params.app_id !== appId)
      return signed(error('40002', 'Invalid Arguments', 'isv.invalid-app-id', '无效的AppID参数'));
    if (params.charset!.toLowerCase() !== 'utf-8')
      return signed(error('40002', 'Invalid Arguments', 'isv.invalid-charset', '字符集错误'));
    if (params.sign_type !== 'RSA2')
      return signed(error('40002', 'Invalid Arguments', 'isv.invalid-signature-type', '无效的签名类型'));
    if (params.version !== '1.0')
      return signed(error('40002', 'Invalid Arguments', 'isv.invalid-version', '版本号错误'));
    const stamp = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)$/.exec(params.timestamp!);
    if (!stamp || Math.abs(Date.parse(`${stamp[1]}T${stamp[2]}+08:00`) - Date.now()) > maxSkew) {
      return signed(error('40002', 'Invalid Arguments', 'isv.invalid-timestamp', '非法的时间戳参数'));
    }
    if (!verify(requestSignContent(params), params.sign!, appPublicKey)) {
      return signed(
        error(
          '40002',
          'Invalid Arguments',
          'isv.invalid-signature',
          `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${requestSignContent(params)}`,
        ),
      );
    }
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content!) as Record<string, unknown>;
    } catch {
      return signed(error('40002', 'Invalid Arguments', 'isv.invalid-biz-content', 'biz_content格式错误'));
    }
    const outTradeNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : '';
    const totalAmount =
      typeof biz.total_amount === 'string' ? biz.total_amount : String(biz.total_amount ?? '');
    const subject = typeof biz.subject === 'string' ? biz.subject : '';
    if (!/^[A-Za-z0-9_]{1,64}$/.test(outTradeNo))
      return signed(error('40004', 'Business Failed', 'ACQ.INVALID_PARAMETER', '参数无效: out_trade_no'));
    if (!/^(0|[1-9]\d{0,8})\.\d{2}$/.test(totalAmount) || totalAmount === '0.00') {
      return signed(error('40004', 'Business Failed', 'ACQ.INVALID_PARAMETER', '参数无效: total_amount'));
    }
    if (!subject)
      return signed(error('40004', 'Business Failed', 'ACQ.INVALID_PARAMETER', '参数无效: subject'));
    for (const name of ['timeout_express', 'qr_code_timeout_express']) {
      const value = biz[name];
      if (
        value !== undefined &&
        (typeof value !== 'string' || !/^[1-9]\d*m$/.test(value) || Number(value.slice(0, -1)) > 21_600)
      ) {
        return signed(error('40004', 'Business Failed', 'ACQ.INVALID_PARAMETER', `参数无效: ${name}`));
      }
    }
    const previous = trades.get(outTradeNo);
    if (previous && (previous.totalAmount !== totalAmount || previous.subject !== subject)) {
      return signed(error('40004', 'Business Failed', 'ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改'));
    }

    const behaviour = queue.shift() ?? 'ok';
    if (behaviour === 'httpError') return [502, '<html><body>502 Bad Gateway</body></html>', {}, null];
    if (behaviour === 'businessError')
      return signed(error('40004', 'Business Failed', 'ACQ.TOTAL_FEE_EXCEED', '订单金额超过限额'));
    if (behaviour === 'systemBusy')
      return signed(error('20000', 'Service Currently Unavailable', 'isp.unknow-error', '系统繁忙'));

    const trade: FakeAlipayTrade = previous ?? {
      outTradeNo,
      tradeNo: `2026${String(++tradeCounter).padStart(24, '0')}`,
      totalAmount,
      subject,
      notifyUrl: params.notify_url ?? '',
      qrCode: `https://qr.alipay.com/bax0${crypto.randomBytes(9).toString('hex')}`,
    };
    trades.set(outTradeNo, trade);
    const inner = { code: '10000', msg: 'Success', out_trade_no: outTradeNo, qr_code: trade.qrCode };
    if (behaviour === 'unsigned') return [200, answerBody(inner, null), inner, null];
    if (behaviour === 'forgedSignature')
      return [200, answerBody(inner, strangerKeys.privateKey), inner, null];
    if (behaviour === 'tamperedAfterSigning') {
      const changed = { qr_code: 'https://qr.alipay.com/attacker' };
      return [200, answerBody(inner, alipayKeys.privateKey, changed), { ...inner, ...changed }, changed];
    }
    return signed(inner);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      const contentType = req.headers['content-type'] ?? '';
      const form = contentType.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
        : new URLSearchParams();
      const params = Object.fromEntries([...query, ...form]);
      const [status, body, answer] = judge(params);
      let bizContent: Record<string, unknown> | null = null;
      try {
        bizContent = params.biz_content ? (JSON.parse(params.biz_content) as Record<string, unknown>) : null;
      } catch {
        bizContent = null;
      }
      requests.push({ params, bizContent, contentType, answer });
      res.writeHead(status, {
        'content-type': status === 200 ? 'text/html;charset=utf-8' : 'text/html',
        trace_id: crypto.randomBytes(12).toString('hex'),
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const withSignature = (fields: Record<string, string>, key: KeyObject): FakeNotification => {
    const unsigned = { ...fields };
    delete unsigned.sign;
    const signed = { ...unsigned, sign: sign(notificationSignContent(unsigned), key) };
    return {
      fields: signed,
      body: encodeForm(signed),
      contentType: 'application/x-www-form-urlencoded; charset=utf-8',
    };
  };

  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    appId,
    alipayPublicKeyPem: alipayKeys.publicKey.export({ format: 'pem', type: 'spki' }) as string,
    requests,
    trades,
    queue,

    notification(outTradeNo, status, overrides = {}) {
      const trade = trades.get(outTradeNo);
      const now = new Date();
      const totalAmount = overrides.total_amount ?? trade?.totalAmount ?? '0.01';
      const fields: Record<string, string> = {
        gmt_create: beijing(new Date(now.getTime() - 60_000)),
        charset: 'utf-8',
        seller_email: 'merchant@example.com',
        subject: trade?.subject ?? '会员年卡',
        sign_type: 'RSA2',
        buyer_id: '2088102177846880',
        invoice_amount: totalAmount,
        notify_id: `2026${crypto.randomBytes(14).toString('hex')}${++notifyCounter}`,
        notify_type: 'trade_status_sync',
        trade_status: status,
        receipt_amount: totalAmount,
        app_id: appId,
        buyer_pay_amount: totalAmount,
        seller_id: '2088102177890123',
        notify_time: beijing(now),
        point_amount: '0.00',
        total_amount: totalAmount,
        trade_no: trade?.tradeNo ?? `2026${String(++tradeCounter).padStart(24, '0')}`,
        auth_app_id: appId,
        out_trade_no: outTradeNo,
        version: '1.0',
        fund_bill_list: JSON.stringify([{ amount: totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
        ...(status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? { gmt_payment: beijing(now) } : {}),
        ...(status === 'TRADE_CLOSED' ? { gmt_close: beijing(now) } : {}),
        ...overrides,
      };
      return withSignature(fields, alipayKeys.privateKey);
    },

    tamper(notification, fields) {
      const changed = { ...notification.fields, ...fields };
      return { fields: changed, body: encodeForm(changed), contentType: notification.contentType };
    },

    forge(notification) {
      return withSignature(notification.fields, strangerKeys.privateKey);
    },

    asGbk(notification) {
      const fields: Record<string, string> = { ...notification.fields, charset: 'GBK' };
      delete fields.sign;
      const signed = { ...fields, sign: sign(notificationSignContent(fields), alipayKeys.privateKey) };
      const body = Object.entries(signed)
        .map(([k, v]) => `${javaUrlEncode(k)}=${javaUrlEncode(v, 'gbk', toGbk)}`)
        .join('&');
      return {
        fields: signed,
        body: Buffer.from(body, 'latin1'),
        contentType: 'application/x-www-form-urlencoded; charset=GBK',
      };
    },

    async deliver(notification, url) {
      const target = url ?? trades.get(notification.fields.out_trade_no ?? '')?.notifyUrl;
      if (!target) throw new Error('no notify_url known for this trade; pass one');
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': notification.contentType, 'user-agent': 'Mozilla/4.0' },
        body: typeof notification.body === 'string' ? notification.body : new Uint8Array(notification.body),
        redirect: 'manual',
      });
      return { status: res.status, body: await res.text() };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
