/**
 * With DATABASE_URL the launcher runs web, API and sign-in service as processes of their own, each started by
 * its standalone entry with its own number of workers (WEB_WORKERS, API_WORKERS, ACCOUNTS_WORKERS; decision
 * 0056), as production runs them. Their output goes to the terminal; each is waited for until its
 * `/health/ready` answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface ServiceEntry {
  name: string;
  /** The standalone entry, from the repository root. */
  entry: string;
  /** Where it answers, e.g. http://127.0.0.1:4000. */
  url: string;
}

export interface ServiceProcesses {
  /** SIGTERM to each (they drain their requests), then waits until every one has exited. */
  close(): Promise<void>;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) resolvePromise(child.exitCode);
    else child.once('exit', (code) => resolvePromise(code));
  });
}

async function waitUntilReady(name: string, url: string, exited: Promise<unknown>, timeoutMs: number) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The ${name} process stopped while starting (its output is above).`);
    const ready = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
  throw new Error(`The ${name} process was not ready after ${timeoutMs / 1000} s (its output is above).`);
}

/** Starts each service in order, waiting for it to be ready before the next (the web server needs the API). */
export async function startServiceProcesses(
  services: ServiceEntry[],
  env: NodeJS.ProcessEnv,
  readyTimeoutMs = 120_000,
): Promise<ServiceProcesses> {
  const children: ChildProcess[] = [];
  const close = async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exitOf));
  };
  try {
    for (const service of services) {
      const child = spawn(process.execPath, ['--import', 'tsx', service.entry], { cwd: root, env, stdio: 'inherit' });
      children.push(child);
      await waitUntilReady(service.name, service.url, exitOf(child), readyTimeoutMs);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}
