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
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** `::ffff:7f00:1` → `127.0.0.1`: an IPv4-mapped IPv6 address is judged as the IPv4 address it carries. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(address);
  if (!match) return null;
  if (match[3]) return match[3];
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function isBlocked(address: string, family: number): boolean {
  const v4 = family === 6 ? mappedIpv4(address) : address;
  return v4 ? blocked.check(v4, 'ipv4') : blocked.check(address, 'ipv6');
}

/** The URL's scheme is acceptable here (https, or http when local targets are allowed). */
export function acceptableScheme(url: string, allowLocal: boolean = env.WEBHOOK_ALLOW_LOCAL): boolean {
  const protocol = new URL(url).protocol;
  return protocol === 'https:' || (protocol === 'http:' && allowLocal);
}

/** Null when the host resolves only to public addresses (or local targets are allowed), else why not. */
export async function refusedTarget(url: string, allowLocal: boolean = env.WEBHOOK_ALLOW_LOCAL): Promise<string | null> {
  if (!acceptableScheme(url, allowLocal)) return 'scheme';
  if (allowLocal) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await dns.lookup(host, { all: true });
  const bad = addresses.find((a) => isBlocked(a.address, a.family));
  return bad ? 'private address' : null;
}
