/**
 * `npm run typecheck`: the three programs of decision 0038 — the server side, the browser drivers, the web
 * client — at the same time. The compiler uses one core, and the two smaller programs together take about as
 * long as the server side, so on two cores the check takes the time of the largest program.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const PROGRAMS: { name: string; command: string; args: string[] }[] = [
  { name: 'server side (tsconfig.json)', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  {
    name: 'browser drivers (tsconfig.browser-drivers.json)',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.browser-drivers.json'],
  },
  {
    name: 'web client (apps/web)',
    command: 'npm',
    args: ['run', '--silent', 'typecheck', '--workspace', '@hanabi/web'],
  },
];

function check(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.once('error', () => resolvePromise(false));
    child.once('exit', (code) => resolvePromise(code === 0));
  });
}

const passed = await Promise.all(PROGRAMS.map(({ command, args }) => check(command, args)));
const failed = PROGRAMS.filter((_, index) => !passed[index]).map(({ name }) => name);
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
