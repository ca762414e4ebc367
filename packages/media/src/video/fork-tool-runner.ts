/**
 * Runs tools from a small helper process instead of this one. Starting a program copies the starting
 * process's page tables, so its cost grows with that process's memory: 11 ms a start from the launcher with
 * the embedded database open (600 MB), against under 2 ms from a small process (measured). The demo's first
 * start runs the packager once per episode, hundreds of times.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { settleTool, type ToolOutcome, type ToolRunner } from './run-tool.ts';

export interface ForkedToolRunner {
  run: ToolRunner;
  /** Stops the helper process; runs still pending reject. */
  close(): void;
}

export function forkToolRunner(): ForkedToolRunner {
  // The helper is TypeScript like the rest: tsx (a dependency of the repository) loads it.
  const child = fork(join(import.meta.dirname, 'tool-runner-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<
    number,
    { binary: string; resolve: (output: string) => void; reject: (error: unknown) => void }
  >();
  let nextId = 0;
  child.on('message', ({ id, outcome }: { id: number; outcome: ToolOutcome }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (!waiting) return;
    try {
      waiting.resolve(settleTool(waiting.binary, outcome));
    } catch (error) {
      waiting.reject(error);
    }
  });
  child.once('exit', (code, signal) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`The tool runner stopped (${signal ?? code}).`));
    pending.clear();
  });
  return {
    run: (binary, args, options = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { binary, resolve, reject });
        // An AbortSignal cannot cross to the helper process: only the plain options go.
        child.send({ id, binary, args: [...args], options: { cwd: options.cwd, timeoutMs: options.timeoutMs } });
      }),
    close: () => {
      if (child.connected) child.disconnect();
    },
  };
}
