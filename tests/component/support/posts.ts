import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from './app';

/** Answers POST `url` with `{ data }` (`status`: 201 Created); answers the bodies posted, in order. */
export function recordPosts(url: string, data: unknown, status = 201): unknown[] {
  const posted: unknown[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ data }, { status });
    }),
  );
  return posted;
}

/** Saves the form on screen: answers the one body it posted (as `recordPosts` keeps them). */
export async function saveForm(posted: unknown[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  return posted[0];
}
