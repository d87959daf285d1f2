/**
 * A throw-away Redis for the tests of REDIS_URL: Debian's `redis-server` on 127.0.0.1, a free
 * port, no persistence. Undefined when the binary is missing (those tests are then skipped;
 * CI installs it: `apt-get install redis-server`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export const hasRedis = () => spawnSync('redis-server', ['--version']).status === 0;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
