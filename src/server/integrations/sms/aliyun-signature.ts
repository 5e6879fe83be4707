import crypto from 'node:crypto';

/**
 * Alibaba Cloud's percent-encoding (RFC 3986): encodeURIComponent leaves `!'()*` alone and Alibaba
 * expects them encoded; spaces are %20 and `~` stays literal.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Parameters sorted by name (code-unit order), each `key=value` percent-encoded, joined with `&`. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? '')}`)
    .join('&');
}

/**
 * RPC signature v1.0: Base64(HMAC-SHA1(secret + "&", METHOD + "&%2F&" + percentEncode(canonicalQuery))).
 */
export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
  return crypto.createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}
