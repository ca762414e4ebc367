import { spawn } from 'node:child_process';

/** Runs one step of the test command with inherited output; rejects with the step's name when it fails. */
export function runStep(
  name: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<void> {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.info(`✔ ${name} (${seconds} s)`);
        resolve();
      } else {
        reject(new Error(`✘ ${name} failed (${signal ?? `exit code ${code}`}) after ${seconds} s`));
      }
    });
  });
}
