import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Cloud metadata and host-agent endpoints. Most already fall in refused ranges
 * (169.254/16, 100.64/10, fc00::/7); Azure's wire server is public unicast, so
 * the list names them all rather than rely on the ranges alone.
 */
const METADATA_ADDRESSES = new Set([
  '169.254.169.254', // AWS, GCP, Azure, OpenStack, DigitalOcean
  '169.254.170.2', // AWS ECS task metadata
  '169.254.169.253', // AWS DNS
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud
  '168.63.129.16', // Azure wire server
  'fd00:ec2::254', // AWS over IPv6
]);

/** IPv6 global unicast (2000::/3) is the only IPv6 the web lives on. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
/** Inside 2000::/3, blocks that are not ordinary hosts (RFC 6890 and its updates). */
const IPV6_SPECIAL_INSIDE_GLOBAL = [
  '2001::/23', // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT, AS112
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4, which can carry any IPv4
  '3fff::/20', // documentation
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/** The ports the monitor and every outbound caller may connect to by default. */
export const DEFAULT_ALLOWED_PORTS: ReadonlySet<number> = new Set([80, 443]);

/** Ports an outbound request may use: a set, or any port (MONITOR_ALLOW_PRIVATE, tests, local demos). */
export type PortPolicy = ReadonlySet<number> | 'any';

export type AddressVerdict = { allowed: true; address: string } | { allowed: false; address: string; reason: string };

/**
 * What a page (or any caller) is told when an address is refused: always the
 * same sentence, so neither the resolved address nor the kind of network it
 * belongs to leaks back to whoever typed the URL. Logs keep the detail.
 */
export const REFUSED_ADDRESS_MESSAGE = 'This address cannot be checked: only public web addresses can';

/**
 * Decides whether an outbound request may connect to an IP address. Only
 * ordinary public unicast passes: loopback, private, link-local,
 * unique-local, multicast, unspecified, CGNAT, reserved, documentation,
 * IPv4-compatible and other non-global IPv6, translation prefixes that can
 * embed a private IPv4 (6to4, Teredo, NAT64) and metadata endpoints are refused.
 */
export function vetAddress(raw: string): AddressVerdict {
  const text = raw.startsWith('[') && raw.endsWith(']') ? raw.slice(1, -1) : raw;
  // Zone ids (fe80::1%eth0) only occur on link-local addresses, refused anyway.
  const withoutZone = text.split('%')[0] ?? text;
  if (!ipaddr.isValid(withoutZone)) return { allowed: false, address: raw, reason: 'is not an IP address' };
  // process() unwraps IPv4-mapped IPv6 (::ffff:127.0.0.1) into the IPv4 it carries.
  const address = ipaddr.process(withoutZone);
  const normalised = address.toNormalizedString();
  const canonical = address.kind() === 'ipv6' ? address.toString() : normalised;
  if (METADATA_ADDRESSES.has(canonical) || METADATA_ADDRESSES.has(normalised)) {
    return { allowed: false, address: canonical, reason: 'is a cloud metadata address' };
  }
  const range = address.range();
  if (range !== 'unicast') {
    return { allowed: false, address: canonical, reason: `is a ${describeRange(range)} address` };
  }
  if (address.kind() === 'ipv6') {
    const ipv6 = address as ipaddr.IPv6;
    if (!ipv6.match(IPV6_GLOBAL_UNICAST)) {
      // ::/96 (IPv4-compatible, deprecated) lands here, with every other block outside 2000::/3.
      return { allowed: false, address: canonical, reason: 'is not a global unicast IPv6 address' };
    }
    if (IPV6_SPECIAL_INSIDE_GLOBAL.some((block) => ipv6.match(block))) {
      return { allowed: false, address: canonical, reason: 'is a special-purpose IPv6 address' };
    }
  }
  return { allowed: true, address: canonical };
}

/** The port a URL connects to, its scheme's default when it names none. */
export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

export function portAllowed(port: number, policy: PortPolicy): boolean {
  return policy === 'any' || policy.has(port);
}

export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return isIP(bare) !== 0;
}

const RANGE_NAMES: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  uniqueLocal: 'unique-local',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  '6to4': '6to4',
  teredo: 'Teredo',
  deprecatedSiteLocal: 'site-local',
};

function describeRange(range: string): string {
  return RANGE_NAMES[range] ?? `special-purpose (${range})`;
}

/**
 * Raised when a URL or connection is refused by the address policy. Its
 * message is the generic one; `detail` says what was refused, for the logs.
 */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  readonly code = 'ERR_MONITOR_BLOCKED_ADDRESS';

  constructor(readonly detail: string) {
    super(REFUSED_ADDRESS_MESSAGE);
  }
}
