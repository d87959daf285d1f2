import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';

/** An absolute base: axios in Node cannot resolve the app's relative `/api`. */
export const API = 'http://flotte.test/api';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Every request the code under test sent, in order. */
export const sent: SentRequest[] = [];

export const server = setupServer();

type Method = 'get' | 'post' | 'patch' | 'delete';
type Reply = (request: SentRequest) => Response | Promise<Response>;

/** Answers `method API+path` with `reply`, recording each request it receives. */
export function answer(method: Method, path: string, reply: Reply): void {
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const text = await request.clone().text();
      const captured: SentRequest = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      sent.push(captured);
      return reply(captured);
    }),
  );
}

export const json = (body: JsonBodyType, status = 200, headers?: Record<string, string>) =>
  HttpResponse.json(body, { status, headers });

/** The API's error shape. */
export const apiError = (
  statusCode: number,
  code: string,
  details?: Array<{ path: string; message: string; args?: Record<string, string | number> }>,
) =>
  json(
    { statusCode, code, message: `server says ${code}`, ...(details && { details }) },
    statusCode,
  );

/** Call in a test file's top level: a server per file, handlers and records reset per test. */
export function serveApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(() => server.close());
}
