/**
 * Liveness and readiness (decision 0056). Live: the process answers at all, nothing else is asked, so a
 * database outage never gets healthy processes restarted. Ready: every check passes — the database answers and
 * its migrations are applied (API, sign-in service), the API is ready (web) — and the process is not shutting
 * down: on SIGTERM readiness fails first, so load balancers stop sending before the port closes.
 */

/** A check answers true when the dependency can serve; throwing or taking too long counts as false. */
export type ReadinessCheck = () => Promise<boolean>;

export interface ReadinessReport {
  status: 'ready' | 'not_ready';
  /** Each check by name, and `accepting`: false once shutting down. */
  checks: Record<string, 'ok' | 'failing'>;
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on the process is not ready, whatever its checks say. */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
}

async function passesWithin(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(checks: Record<string, ReadinessCheck>, timeoutMs = 2_000): Readiness {
  let shuttingDown = false;
  return {
    async check() {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => passesWithin(checks[name] as ReadinessCheck, timeoutMs)));
      const report: Record<string, 'ok' | 'failing'> = { accepting: shuttingDown ? 'failing' : 'ok' };
      names.forEach((name, index) => {
        report[name] = results[index] ? 'ok' : 'failing';
      });
      const ready = !shuttingDown && results.every(Boolean);
      return { status: ready ? 'ready' : 'not_ready', checks: report };
    },
    beginShutdown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
  };
}

/** What `GET /health/live` answers: the process is up; `worker` tells which cluster worker answered (0: none). */
export function livenessReport(workerId: number | undefined): { status: 'ok'; worker: number } {
  return { status: 'ok', worker: workerId ?? 0 };
}
