import dns from 'node:dns/promises';
import net from 'node:net';
import { env } from '@/env';

/*
 * Where a webhook may point. In production only public HTTPS receivers: a buyer must not be able to make
 * our servers call into our own network (loopback, private ranges, link-local metadata services).
 * WEBHOOK_ALLOW_LOCAL lifts both rules for development and tests.
 */

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

export function allowLocalTargets(): boolean {
  return env.WEBHOOK_ALLOW_LOCAL;
}

/** The URL's scheme is acceptable here (https, or http when local targets are allowed). */
export function acceptableScheme(url: string): boolean {
  const protocol = new URL(url).protocol;
  return protocol === 'https:' || (protocol === 'http:' && allowLocalTargets());
}

/** Null when the host resolves only to public addresses (or local targets are allowed), else why not. */
export async function refusedTarget(url: string): Promise<string | null> {
  if (!acceptableScheme(url)) return 'scheme';
  if (allowLocalTargets()) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await dns.lookup(host, { all: true });
  const bad = addresses.find((a) => blocked.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'));
  return bad ? 'private address' : null;
}
