/** The API as a real process (src/server.ts), for tests of starting, stopping and being killed. */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ReturnType<typeof spawn>;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
}

/** Starts `src/server.ts` with the test process's environment plus development, silent, and `env`. */
export function runServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, APP_ENV: 'development', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
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
