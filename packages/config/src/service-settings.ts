import { z } from 'zod';
import { appEnvSetting, logLevelSetting } from './app-env.ts';
import { trustProxySetting } from './trust-proxy.ts';
import { httpOrigin } from './urls.ts';

/**
 * The settings the API and the sign-in service read alike, each with the same meaning and default: spread
 * into a service's schema beside its own settings.
 */
export const serverSettings = {
  /** The interface to listen on. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The web client: the origin viewers come from, and the one allowed to call with credentials. */
  WEB_ORIGIN: httpOrigin.default('http://localhost:3000'),
  /** Unset is production (decision 0032). */
  APP_ENV: appEnvSetting,
  LOG_LEVEL: logLevelSetting,
  /** Where the embedded database (`db/`), the media and the development mailbox live. */
  HANABI_DATA_DIR: z.string().min(1).default('.data'),
  /** A PostgreSQL server; unset means the embedded database in `<data dir>/db`. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  /** Product-wide domain of the festa_auth cookie (e.g. `.hanabi.example`); unset keeps it on the host. */
  COOKIE_DOMAIN: z.string().min(1).optional(),
  /**
   * The reverse proxies (load balancers, the web servers in front of the API) whose X-Forwarded-For is
   * believed for the client's address: comma-separated IP addresses or CIDR ranges, or `loopback`,
   * `linklocal`, `uniquelocal`. Unset believes none, so nobody dodges a per-address limit with that header.
   */
  TRUST_PROXY: trustProxySetting,
};
