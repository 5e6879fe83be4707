/**
 * One client, one key: a dual-stack listener sees an IPv4 caller as `::ffff:192.0.2.1`, while a proxy
 * writes `192.0.2.1` into X-Forwarded-For. Both become the plain IPv4 form.
 */
function canonical(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped ? mapped[1]! : address).slice(0, 64);
}

/**
 * The address the sign-in and SMS rate limits are keyed on. The socket's address when this process owns
 * the socket (@hono/node-server passes its bindings as `c.env`). Forwarding headers are believed only
 * when TRUST_PROXY says a proxy we run sets them (otherwise anyone could rotate X-Forwarded-For);
 * then the right-most X-Forwarded-For entry, the one our proxy appended. Behind Next (no socket) our
 * own server, scripts/serve.ts, writes the socket's address into X-Forwarded-For and says so
 * (SERVER_STAMPS_CLIENT_IP), which callers pass here as `trustProxy`. Without any of these —
 * in-process tests, or a bare `next start` — every caller shares the key 'local'.
 */
export function clientIp(input: {
  socketAddress?: string | null;
  forwardedFor?: string | null;
  realIp?: string | null;
  trustProxy: boolean;
}): string {
  if (input.trustProxy) {
    const last = input.forwardedFor
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    const candidate = last ?? input.realIp?.trim();
    if (candidate) return canonical(candidate);
  }
  if (input.socketAddress) return canonical(input.socketAddress);
  return 'local';
}
