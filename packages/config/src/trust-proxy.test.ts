import { describe, expect, it } from 'vitest';
import { trustProxySetting } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('believes no proxy when unset, so that nobody chooses their address by sending X-Forwarded-For', () => {
    expect(trustProxySetting.parse(undefined)).toEqual([]);
  });

  it('takes addresses, CIDR ranges and proxy-addr names separated by commas, blanks ignored', () => {
    expect(trustProxySetting.parse(' loopback, 10.0.0.0/8,,fd00::/8 , 192.0.2.1,linklocal,uniquelocal ')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.1',
      'linklocal',
      'uniquelocal',
    ]);
    expect(trustProxySetting.parse('::1/128, 0.0.0.0/0')).toEqual(['::1/128', '0.0.0.0/0']);
  });

  it.each(['proxy.internal', '1', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.0/', '10.0.0.0/+8', 'LOOPBACK'])(
    'refuses %s, naming it',
    (value) => {
      const result = trustProxySetting.safeParse(`loopback, ${value}`);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        `not an IP address, CIDR range or proxy-addr name: ${value}`,
      ]);
    },
  );
});
