import crypto from 'node:crypto';
import type { SmsTemplate } from '@/server/notifications/outbox-payload';
import { DeliveryError, networkFailure } from '../delivery-error';
import { aliyunCanonicalQuery, aliyunPercentEncode, aliyunSignature } from './aliyun-signature';
import type { SmsProvider } from './sms-provider';

export type AliyunSmsConfig = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Template code per message; a message without one fails permanently (sms-provider-from-env requires them all). */
  templates: Partial<Record<SmsTemplate, string>>;
  /** https://dysmsapi.aliyuncs.com, or a local fake server in tests. */
  endpoint: string;
  timeoutMs?: number;
};

/** Codes where a later attempt can succeed: throttling, carrier/system trouble, a nonce clash. */
const RETRYABLE_CODES = new Set([
  'isv.BUSINESS_LIMIT_CONTROL',
  'isp.SYSTEM_ERROR',
  'isp.GATEWAY_ERROR',
  'isv.OUT_OF_SERVICE',
  'ServiceUnavailable',
  'InternalError',
  'SignatureNonceUsed',
]);

function isRetryableCode(code: string): boolean {
  return RETRYABLE_CODES.has(code) || code.startsWith('Throttling');
}

/** Alibaba wants ISO 8601 UTC without milliseconds. */
function aliyunTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** Alibaba expects the national number; the outbox may hold +86/0086 forms. */
function nationalNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('86')) return digits.slice(2);
  if (digits.length === 15 && digits.startsWith('0086')) return digits.slice(4);
  return digits;
}

/**
 * Alibaba Cloud SMS (Dysmsapi SendSms, API version 2017-05-25, RPC style, signature v1.0 HMAC-SHA1).
 * Plain fetch instead of the SDK: one request, and the protocol is tested against a local fake server.
 */
export function createAliyunSmsProvider(config: AliyunSmsConfig): SmsProvider {
  return {
    name: 'aliyun',
    keepsCodeReadable: false,
    async send({ to, template, params }) {
      const templateCode = config.templates[template];
      if (!templateCode) {
        throw new DeliveryError('template.missing', `no Alibaba template code for ${template}`, { retryable: false });
      }
      const query: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: nationalNumber(to),
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: crypto.randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(params),
        // The real time, not the business clock: Alibaba rejects stale timestamps.
        Timestamp: aliyunTimestamp(new Date()),
        Version: '2017-05-25',
      };
      const signature = aliyunSignature('GET', query, config.accessKeySecret);
      const url = new URL(config.endpoint);
      url.pathname = '/';
      // Encoded exactly as signed (%20 for spaces, never `+`), the way Alibaba's own SDKs send it.
      url.search = `${aliyunCanonicalQuery(query)}&Signature=${aliyunPercentEncode(signature)}`;

      let res: Response;
      try {
        res = await fetch(url, {
          method: 'GET',
          redirect: 'manual',
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw networkFailure(err);
      }
      const body = (await res.text().catch(() => '')).slice(0, 4000);
      let answer: { Code?: unknown; Message?: unknown; BizId?: unknown; RequestId?: unknown } = {};
      try {
        answer = JSON.parse(body) as typeof answer;
      } catch {
        // not JSON: judged by the HTTP status below
      }
      const code = typeof answer.Code === 'string' ? answer.Code : '';
      if (res.ok && code === 'OK') {
        return { messageId: String(answer.BizId ?? answer.RequestId ?? '') || `aliyun-${crypto.randomUUID()}` };
      }
      const detail = `HTTP ${res.status} ${code || 'no code'}: ${typeof answer.Message === 'string' ? answer.Message : body.slice(0, 200)}`;
      if (code) throw new DeliveryError(code, detail, { retryable: isRetryableCode(code) });
      const retryable = res.status >= 500 || res.status === 429;
      throw new DeliveryError(`http.${res.status}`, detail, { retryable });
    },
  };
}
