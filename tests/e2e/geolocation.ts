/**
 * An IP geolocation service on loopback (ipapi.co's JSON shape), standing in for the third-party
 * one `GEOIP_URL` names: the browser calls it across origins, so it answers CORS as such
 * services do, and the server's Content-Security-Policy must let the page reach it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GeolocationStandIn {
  url: string;
  /** How many lookups it answered. */
  calls(): number;
  stop(): Promise<void>;
}

export async function startGeolocation(
  answer: Record<string, string>,
): Promise<GeolocationStandIn> {
  let calls = 0;
  const server = createServer((_request, response) => {
    calls += 1;
    response.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/json/`,
    calls: () => calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
