/**
 * The TRUST_PROXY setting, read the same way by the API (geo restriction) and the sign-in service (per-address
 * limits): the reverse proxies whose X-Forwarded-For is believed for the client's address, as Fastify's
 * `trustProxy` list takes them.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What Fastify's trustProxy list accepts: an IP address, a CIDR range or one of proxy-addr's names. */
function isProxyAddress(item: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Comma-separated IP addresses or CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`. Unset believes no
 * proxy: the client address is then the connection's, so nobody can choose theirs by sending the header.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context) => {
    const proxies = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    for (const proxy of proxies.filter((item) => !isProxyAddress(item))) {
      context.addIssue({ code: 'custom', message: `not an IP address, CIDR range or proxy-addr name: ${proxy}` });
    }
    return proxies;
  });
