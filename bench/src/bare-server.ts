/**
 * A bare `node:http` server answering a few bytes, in a process of its own (not sharing the load tool's
 * event loop): what one Node process serves at best on this machine, the ceiling the services are compared to.
 */
import { spawn } from 'node:child_process';

const SERVER = `
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"ok"}');
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

export async function startBareServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
