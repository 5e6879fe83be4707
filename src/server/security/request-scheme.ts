/**
 * Whether the browser reached us over HTTPS: the request URL says so when this process terminates
 * TLS; behind a TLS-terminating proxy only that proxy's X-Forwarded-Proto says so, and it is believed
 * only when TRUST_PROXY declares such a proxy (otherwise any client could send the header). The
 * left-most value is the scheme the client used when proxies chain.
 */
export function cameOverHttps(input: { url: string; forwardedProto?: string | null; trustProxy: boolean }): boolean {
  if (input.url.startsWith('https:')) return true;
  if (!input.trustProxy || !input.forwardedProto) return false;
  return input.forwardedProto.split(',')[0]!.trim().toLowerCase() === 'https';
}
