import { describe, expect, it } from 'vitest';
import { vetAddress } from '../../src/monitor/addressPolicy';

describe('vetAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses %s as %s', (address, kind) => {
    const verdict = vetAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed ? '' : verdict.reason).toBe(`is a ${kind} address`);
  });

  it.each(['169.254.169.254', '100.100.100.200', '168.63.129.16', 'fd00:ec2::254', '192.0.0.192'])(
    'refuses the cloud metadata address %s',
    (address) => {
      const verdict = vetAddress(address);
      expect(verdict.allowed).toBe(false);
      expect(verdict.allowed ? '' : verdict.reason).toMatch(/metadata|link-local|carrier|unique-local|reserved/);
    },
  );

  it('unwraps IPv4-mapped IPv6 before deciding', () => {
    expect(vetAddress('::ffff:127.0.0.1')).toMatchObject({ allowed: false, address: '127.0.0.1' });
    expect(vetAddress('::ffff:10.0.0.1')).toMatchObject({ allowed: false, address: '10.0.0.1' });
    expect(vetAddress('[::ffff:169.254.169.254]')).toMatchObject({
      allowed: false,
      reason: 'is a cloud metadata address',
    });
    expect(vetAddress('::ffff:93.184.216.34')).toMatchObject({ allowed: true, address: '93.184.216.34' });
  });

  it('refuses IPv6 prefixes that can carry a private IPv4 (6to4, NAT64, Teredo)', () => {
    expect(vetAddress('2002:7f00:1::1').allowed).toBe(false);
    expect(vetAddress('64:ff9b::7f00:1').allowed).toBe(false);
    expect(vetAddress('2001:0:4136:e378:8000:63bf:3fff:fdd2').allowed).toBe(false);
  });

  it.each([
    ['::7f00:1', 'is not a global unicast IPv6 address'], // IPv4-compatible 127.0.0.1 (::/96)
    ['::a00:1', 'is not a global unicast IPv6 address'], // IPv4-compatible 10.0.0.1
    ['::1:2:3:4', 'is not a global unicast IPv6 address'],
    ['100::1', 'is a special-purpose (discard) address'],
    ['5f00::1', 'is a special-purpose (segmentRouting) address'],
    ['2001:db8::1', 'is a reserved address'],
    ['3fff::1', 'is a reserved address'],
    ['2001:2::1', 'is a special-purpose (benchmarking) address'],
    ['2001:1::1', 'is a reserved address'],
    ['2001:20::1', 'is a special-purpose (orchid2) address'],
    ['4000::1', 'is not a global unicast IPv6 address'],
  ])('refuses the non-global IPv6 address %s', (address, reason) => {
    const verdict = vetAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed ? '' : verdict.reason).toBe(reason);
  });

  it('lets public unicast addresses through', () => {
    expect(vetAddress('93.184.216.34')).toEqual({ allowed: true, address: '93.184.216.34' });
    expect(vetAddress('8.8.8.8').allowed).toBe(true);
    expect(vetAddress('2606:4700:4700::1111').allowed).toBe(true);
    expect(vetAddress('[2a00:1450:4001:82b::200e]').allowed).toBe(true);
  });

  it('refuses what is not an address', () => {
    expect(vetAddress('example.com').allowed).toBe(false);
  });
});
