import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from './app';

/** Answers `method` `url` with `{ data }` and `status`; answers the bodies sent, in order. */
function recordBodies(method: 'post' | 'patch', url: string, data: unknown, status: number) {
  const sent: unknown[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data }, { status });
    }),
  );
  return sent;
}

/** Answers POST `url` with `{ data }` (`status`: 201 Created); answers the bodies posted, in order. */
export const recordPosts = (url: string, data: unknown, status = 201): unknown[] =>
  recordBodies('post', url, data, status);

/** Answers PATCH `url` with `{ data }` (200); answers the bodies patched, in order. */
export const recordPatches = (url: string, data: unknown): unknown[] =>
  recordBodies('patch', url, data, 200);

/** Saves the form on screen: answers the one body it posted (as `recordPosts` keeps them). */
export async function saveForm(posted: unknown[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  return posted[0];
}
