import { createServer } from 'node:net';

/** Resolves true when nothing listens on host:port. */
function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen({ host, port, exclusive: true });
  });
}

export interface NamedPort {
  service: string;
  port: number;
  variable: string;
}

/**
 * Checks every port before anything starts, so a clash is reported in one clear sentence instead of a
 * half-started product and an EADDRINUSE stack trace.
 */
export async function findBusyPorts(host: string, ports: NamedPort[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { service, port, variable } of ports) {
    if (!(await isPortFree(host, port))) {
      problems.push(
        `Port ${port} (${service}) is already in use. Stop whatever uses it, or set ${variable} to another port.`,
      );
    }
  }
  return problems;
}
