/**
 * Vendor licence servers (Widevine, PlayReady, FairPlay): the API checks entitlement, then hands the player's
 * licence request to the vendor and its answer back (decision 0027). Behind this interface so that tests use
 * a sandbox; production forwards over HTTP to the configured URL.
 */
import type { VendorDrmSystem } from '@hanabi/contract';

/** What the vendor made of a licence request. */
export type VendorAnswer =
  | { outcome: 'licence'; body: Buffer; contentType: string }
  /** The vendor answered with an error status, or could not be reached. */
  | { outcome: 'failed'; reason: string }
  | { outcome: 'timeout' };

export interface LicenseServer {
  forward(request: { body: Buffer; contentType: string }): Promise<VendorAnswer>;
}

/** The configured licence servers by system; a missing system is not configured. */
export type LicenseServers = Readonly<Partial<Record<VendorDrmSystem, LicenseServer>>>;

/** How long a vendor has to answer before the player is told to try again. */
export const VENDOR_TIMEOUT_MS = 10_000;

/** A licence server reached by POST at `url`. */
export function httpLicenseServer(url: string, timeoutMs = VENDOR_TIMEOUT_MS): LicenseServer {
  return {
    async forward({ body, contentType }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') return { outcome: 'timeout' };
        return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      if (!response.ok) return { outcome: 'failed', reason: `vendor answered ${response.status}` };
      return {
        outcome: 'licence',
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  };
}

/** A server for each configured URL. */
export function httpLicenseServers(urls: Readonly<Partial<Record<VendorDrmSystem, string>>>): LicenseServers {
  return Object.fromEntries(Object.entries(urls).map(([system, url]) => [system, httpLicenseServer(url)]));
}
