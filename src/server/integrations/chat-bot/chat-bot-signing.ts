import crypto from 'node:crypto';

/**
 * Feishu custom bot "签名校验": the HMAC-SHA256 *key* is `${timestamp}\n${secret}` and the message is
 * empty; timestamp in seconds; both go into the JSON body.
 */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return crypto.createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/**
 * DingTalk custom bot "加签": HMAC-SHA256 keyed with the secret over `${timestamp}\n${secret}`,
 * timestamp in milliseconds; base64, then URL-encoded into the query (`&timestamp=…&sign=…`).
 */
export function dingtalkSign(secret: string, timestampMs: number): string {
  return crypto.createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}
