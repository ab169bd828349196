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

export type AddressVerdict = { allowed: true; address: string } | { allowed: false; address: string; reason: string };

/**
 * Decides whether the monitor may connect to an IP address. Only ordinary
 * public unicast passes: loopback, private, link-local, unique-local,
 * multicast, unspecified, CGNAT, reserved, translation prefixes that can
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
  return { allowed: true, address: canonical };
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

/** Raised when a URL or connection is refused by the address policy. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  readonly code = 'ERR_MONITOR_BLOCKED_ADDRESS';
}
