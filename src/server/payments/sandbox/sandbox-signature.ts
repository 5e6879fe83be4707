import crypto from 'node:crypto';

/** Hex HMAC-SHA256 of the raw body: what the sandbox gateway puts in X-Sandbox-Signature. */
export function signSandboxBody(secret: string, body: Uint8Array | string): string {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time comparison of the header with the body's HMAC; anything malformed is simply false. */
export function sandboxSignatureValid(secret: string, body: Uint8Array, header: string | null): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signSandboxBody(secret, body), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(header.toLowerCase(), 'hex'));
}
