import { BlockList, isIP } from 'node:net';

/**
 * Addresses a web push endpoint may not name: a subscription is a URL the server will call, so a member
 * could otherwise make it call the server's own machine or its network. Literal addresses only: a name
 * is not resolved (a push service's name is public; the ones every machine resolves to itself are
 * refused by name below).
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  refused.addSubnet(net, prefix, 'ipv6');

const localNames = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

/**
 * Why the server will not call this endpoint, or undefined when it will: it must be https, name a host
 * with a dot that is not a local name, and not be a private, loopback, link-local or reserved literal
 * address. `allowInsecure` (WEB_PUSH_ALLOW_INSECURE, tests and local trials) lets http and any host by.
 */
export function endpointProblem(endpoint: string, allowInsecure: boolean): string | undefined {
  if (!URL.canParse(endpoint)) return 'not a URL';
  const url = new URL(endpoint);
  if (url.username || url.password) return 'credentials in the URL';
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) return 'not https';
  if (allowInsecure) return undefined;
  // The WHATWG parser has already turned 0x7f.1 or 2130706433 into 127.0.0.1.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const kind = isIP(host);
  if (kind === 4) return refused.check(host, 'ipv4') ? 'a private or reserved address' : undefined;
  if (kind === 6) {
    // IPv4-mapped (::ffff:a.b.c.d, which the parser writes ::ffff:XXXX:XXXX): checked as IPv4.
    const mapped = mappedIpv4(host);
    if (refused.check(host, 'ipv6') || (mapped && refused.check(mapped, 'ipv4')))
      return 'a private or reserved address';
    return undefined;
  }
  if (!host.includes('.') || localNames.test(host)) return 'a local name';
  return undefined;
}

/** The IPv4 address of an IPv4-mapped IPv6 address (::ffff:7f00:1 → 127.0.0.1), if it is one. */
function mappedIpv4(host: string): string | undefined {
  const m = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(host);
  if (m) {
    const [hi, lo] = [Number.parseInt(m[1]!, 16), Number.parseInt(m[2]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host)?.[1];
}
