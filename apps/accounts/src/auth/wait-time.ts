/** How long a refused viewer must wait until `until`: seconds for Retry-After, whole minutes (at least 1) for the page. */
export function waitTime(until: Date, now: Date): { seconds: number; minutes: number } {
  const milliseconds = until.getTime() - now.getTime();
  return { seconds: Math.ceil(milliseconds / 1000), minutes: Math.max(1, Math.ceil(milliseconds / 60_000)) };
}
