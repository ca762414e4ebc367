const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Benchmarks send load to this machine only: any other address is refused before the first request. */
export function loopbackOnly(url: string): string {
  const { hostname } = new URL(url);
  if (!LOOPBACK_HOSTS.has(hostname) && !hostname.startsWith('127.')) {
    console.error(`Refusing to benchmark ${url}: only addresses on this machine (loopback) are allowed.`);
    process.exit(2);
  }
  return url;
}
