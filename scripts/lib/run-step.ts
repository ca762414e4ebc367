import { spawn } from 'node:child_process';

/** Runs `work` as one step of the test command: its name, then ✔ or ✘ with the time it took. */
export async function timeStep(name: string, work: () => Promise<void>): Promise<void> {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    await work();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`✘ ${name} failed (${reason}) after ${seconds()} s`);
  }
  console.info(`✔ ${name} (${seconds()} s)`);
}

/** Runs one step of the test command with inherited output; rejects with the step's name when it fails. */
export function runStep(
  name: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<void> {
  return timeStep(
    name,
    () =>
      new Promise((resolve, reject) => {
        const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
        child.once('error', reject);
        child.once('exit', (code, signal) =>
          code === 0 ? resolve() : reject(new Error(signal ?? `exit code ${code}`)),
        );
      }),
  );
}
