/**
 * A webhook receiver on loopback for the tests (and the benchmark): records each POST (path,
 * headers, body) and answers the next scripted status of its path (200 once the script is out).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: (path: string) => string;
  received: Received[];
  /** What `path` answers next, in order (then 200). */
  script: (path: string, statuses: (number | { status: number; location: string })[]) => void;
  on(listener: (r: Received) => void): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const scripts = new Map<string, (number | { status: number; location: string })[]>();
  const listeners: ((r: Received) => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const entry = {
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(entry);
      for (const l of listeners) l(entry);
      const next = scripts.get(path)?.shift() ?? 200;
      if (typeof next === 'number') {
        res.writeHead(next, { 'content-type': 'text/plain' }).end(next < 300 ? 'ok' : 'no');
      } else {
        res.writeHead(next.status, { location: next.location }).end();
      }
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    script: (path, statuses) => scripts.set(path, [...statuses]),
    on: (listener) => listeners.push(listener),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
