import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address.ts';

describe('isPrivateAddress', () => {
  it('is true for loopback, private, link-local and unique-local addresses, IPv4-mapped ones too', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:192.168.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('is false for public addresses, neighbours of the private ranges and anything that is not an address', () => {
    for (const address of [
      '8.8.8.8',
      '133.0.0.1',
      '172.15.255.255',
      '172.32.0.0',
      '192.169.0.1',
      '11.0.0.1',
      '128.0.0.1',
      '2400:4050::1',
      'fe00::1',
      '::ffff:8.8.8.8',
      '',
      'localhost',
      '10.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
