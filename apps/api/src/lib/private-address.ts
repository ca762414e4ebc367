/**
 * Addresses that never come from the Internet: loopback, private (RFC 1918), link-local and unique-local,
 * IPv4 and IPv6 — the ranges proxy-addr calls `loopback`, `uniquelocal` and `linklocal`. IPv4-mapped IPv6
 * addresses (`::ffff:10.0.0.1`, as a dual-stack socket reports IPv4 peers) count as their IPv4 address.
 */
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addSubnet('169.254.0.0', 16, 'ipv4');
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return privateRanges.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
