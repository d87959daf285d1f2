/**
 * A raster tile server on loopback, standing in for the one `MAP_TILES_URL` names (a
 * `{z}/{x}/{y}.png` address): every tile is a small real PNG, served across origins as tile
 * servers do, and counted, so a test can say the map asked this host and no other.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solidPng } from './png';

export interface TilesStandIn {
  /** The `MAP_TILES_URL` to give the server. */
  template: string;
  origin: string;
  /** How many tiles it served. */
  served(): number;
  stop(): Promise<void>;
}

export async function startTiles(): Promise<TilesStandIn> {
  const tile = solidPng(256, '#e8eef2');
  let served = 0;
  const server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    served += 1;
    response.writeHead(200, {
      'content-type': 'image/png',
      'access-control-allow-origin': '*',
      'cache-control': 'max-age=3600',
    });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.png`,
    origin,
    served: () => served,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
