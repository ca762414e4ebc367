/**
 * A service (the API, the sign-in service) as a real process, for tests of starting, stopping, being killed
 * and outliving its database: what only a separate process shows.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';

export interface ServiceProcess {
  child: ReturnType<typeof spawn>;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether the process is still running. */
  alive(): boolean;
  stdout(): string;
  stderr(): string;
}

/** Runs `entry` (a TypeScript file, through tsx) in `cwd` with the test process's environment plus `env`. */
export function runServiceProcess(cwd: string, entry: string, env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let running = true;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  return { child, exited, alive: () => running, stdout: () => stdout, stderr: () => stderr };
}

export async function occupyPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { server, port: address.port };
}

export async function freePort(): Promise<number> {
  const { server, port } = await occupyPort();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `url` until it answers 200; fails as soon as the process exits. */
export async function waitForHealth(url: string, exited: Promise<unknown>): Promise<unknown> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error('the server exited before answering');
    try {
      const response = await fetch(url);
      if (response.ok) return await response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
