import type { Health } from '@hanabi/contract';
import type { Database } from '@hanabi/db';

export interface HealthService {
  check(): Promise<Health>;
}

/** A database that does not answer within `timeoutMs` counts as unreachable. */
export function createHealthService(database: Pick<Database, 'ping'>, timeoutMs = 2_000): HealthService {
  return {
    async check() {
      const reachable = await pingWithin(database, timeoutMs);
      return reachable ? { status: 'ok', database: 'ok' } : { status: 'degraded', database: 'unreachable' };
    },
  };
}

async function pingWithin(database: Pick<Database, 'ping'>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([database.ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
