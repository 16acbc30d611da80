import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may go (issue 14, decision 544): https only, and never to a loopback, private, link-local,
 * shared, reserved or metadata address. The rule is checked when the endpoint is saved and again at every delivery,
 * on the addresses the name resolves to at that moment; the request then connects to the address that was checked
 * (no second lookup an attacker's DNS could answer differently: DNS rebinding). `allowLoopback` (the
 * WEBHOOKS_ALLOW_LOOPBACK setting, tests only) lets http and loopback through; every other range stays refused.
 */

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;
export type AddressRules = { allowLoopback: boolean; resolve?: Resolver };

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, and the deprecated IPv4-compatible ::a.b.c.d (::1 is loopback, checked first)
  ['64:ff9b:1::', 48], // local NAT64
  ['2001::', 32], // Teredo: a tunnel to the IPv4 addresses inside it (decision 1049)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS's fd00:ec2::254 metadata too)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address carried inside an IPv6 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d), else null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** The IPv4 address a 6to4 address (2002:AABB:CCDD::/48) routes to, else null (decision 1049). */
function sixToFourIpv4(address: string): string | null {
  const [head] = address.toLowerCase().split('::');
  const groups = (head ?? '').split(':');
  if (groups[0] !== '2002' || groups.length < 3) return null;
  const hi = parseInt(groups[1]!, 16);
  const lo = parseInt(groups[2]!, 16);
  if (Number.isNaN(hi) || Number.isNaN(lo)) return null;
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export type AddressVerdict = 'ok' | 'loopback' | 'blocked';

/** Classifies one IP address. */
export function classify(address: string): AddressVerdict {
  const v4 = isIP(address) === 6 ? embeddedIpv4(address) : null;
  if (v4) return classify(v4);
  // A 6to4 address reaches the IPv4 address inside it: refused when that one is (loopback included: it is no
  // loopback of this machine, so the test setting does not let it through).
  const tunnelled = isIP(address) === 6 ? sixToFourIpv4(address) : null;
  if (tunnelled) return classify(tunnelled) === 'ok' ? 'ok' : 'blocked';
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(address, type)) return 'loopback';
  if (blocked.check(address, type)) return 'blocked';
  return 'ok';
}

export class AddressRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'url' | 'scheme' | 'credentials' | 'address' | 'resolve',
  ) {
    super(message);
  }
}

/** The URL's shape: https (http only with loopback allowed), no user name or password in it. */
export function checkUrlShape(raw: string, rules: AddressRules): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('not a URL', 'url');
  }
  if (url.protocol !== 'https:' && !(rules.allowLoopback && url.protocol === 'http:')) {
    throw new AddressRefused('the address must start with https://', 'scheme');
  }
  if (url.username || url.password) throw new AddressRefused('no credentials in the address', 'credentials');
  return url;
}

/** The URL's host without an IPv6 address's brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Resolves the URL's host and checks every address it has; returns the one to connect to. A name with any refused
 * address is refused (an attacker's DNS could otherwise mix a public and a private answer).
 */
export async function resolveChecked(url: URL, rules: AddressRules): Promise<ResolvedAddress> {
  const host = bareHost(url);
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (rules.resolve ?? systemResolver)(host);
    } catch {
      throw new AddressRefused(`the host name ${host} does not resolve`, 'resolve');
    }
    if (addresses.length === 0) throw new AddressRefused(`the host name ${host} does not resolve`, 'resolve');
  }
  for (const { address } of addresses) {
    const verdict = classify(address);
    if (verdict === 'blocked' || (verdict === 'loopback' && !rules.allowLoopback)) {
      throw new AddressRefused(`${host} resolves to ${address}, a private or reserved address`, 'address');
    }
  }
  return addresses[0]!;
}
