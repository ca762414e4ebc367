/**
 * The end-to-end step's start-up — the web build, the data's first preparation and the console's first
 * operators, about a minute — run ahead, beside the lint and the type check, which leave a core idle much of
 * their time (decision 0038). Its output goes to a file, shown when the end-to-end step waits for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { preparationCommand, productEnv } from '../../e2e/support/first-start.ts';
import { ensureWebBuilt } from './web-build.ts';

export interface EndToEndPreparation {
  /** Resolves once the product can start; rejects with the preparation's output when it failed. */
  finished(): Promise<void>;
  /** Stops whatever still runs (a failed earlier step ends the run). */
  stop(): void;
}

export function startEndToEndPreparation(root: string, dataDir: string, logFile: string): EndToEndPreparation {
  const output = openSync(logFile, 'w');
  const aborted = new AbortController();
  let shell: ChildProcess | undefined;

  const prepare = async () => {
    await ensureWebBuilt(root, (line) => writeSync(output, `${line}\n`), {
      stdio: ['ignore', output, output],
      signal: aborted.signal,
    });
    aborted.signal.throwIfAborted();
    await new Promise<void>((resolve, reject) => {
      // A process group of its own, so that stop() ends the npm commands the shell runs, too.
      shell = spawn('sh', ['-c', preparationCommand(dataDir)], {
        cwd: root,
        env: { ...process.env, ...productEnv(dataDir) },
        stdio: ['ignore', output, output],
        detached: true,
      });
      shell.once('error', reject);
      shell.once('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`exited with ${signal ?? `exit code ${code}`}`)),
      );
    });
  };
  const done = prepare()
    .then(() => undefined)
    .catch((error: unknown) => error)
    .finally(() => closeSync(output));

  return {
    async finished() {
      const failure = await done;
      if (failure === undefined) return;
      const printed = readFileSync(logFile, 'utf8');
      throw new Error(`${printed}\n✘ The end-to-end preparation failed: ${String(failure)}`);
    },
    stop() {
      aborted.abort();
      if (shell?.pid !== undefined && shell.exitCode === null && shell.signalCode === null) {
        process.kill(-shell.pid, 'SIGTERM');
      }
    },
  };
}
