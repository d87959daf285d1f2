import { http, HttpResponse } from 'msw';
import { server } from './app';

/** Answers POST `url` with `{ data }` (201 Created); answers the bodies posted, in order. */
export function recordPosts(url: string, data: unknown): unknown[] {
  const posted: unknown[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ data }, { status: 201 });
    }),
  );
  return posted;
}
