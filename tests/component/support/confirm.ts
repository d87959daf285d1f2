import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect } from 'vitest';
import { server } from './app';

/** Every DELETE of `url` refused with `answer`: answers how many reached the API so far. */
export function refuseDeletes(url: string, answer: () => Response) {
  let count = 0;
  server.use(
    http.delete(url, () => {
      count += 1;
      return answer();
    }),
  );
  return () => count;
}

/** After a confirmed delete: the refusal `message` shown, one DELETE sent, the page still `hash`. */
export async function expectDeleteRefused(
  message: string | RegExp,
  deletes: () => number,
  hash: string,
) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(deletes()).toBe(1);
  expect(window.location.hash).toBe(hash);
}

/**
 * A confirmation, declined then accepted: the button `open` opens the dialog titled `title`;
 * `decline` closes it with nothing `sent` (the requests the test records); `open` again, and
 * `accept`. What the acceptance shows is the test's to check.
 */
export async function declineThenAccept({
  open,
  title,
  decline,
  accept,
  sent,
}: {
  open: string;
  title: string;
  decline: string;
  accept: string;
  sent: unknown[];
}) {
  await userEvent.click(await screen.findByRole('button', { name: open }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: decline }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: open }));
  dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: accept }));
}

/**
 * The account `name` disabled from its row through the confirmation (declined first, then
 * accepted): the notice, the one PATCH recorded in `patches` (`id`, disabled) and its row's
 * "Désactivé".
 */
export async function disableAfterConfirming(name: string, id: string, patches: unknown[]) {
  await declineThenAccept({
    open: `Désactiver ${name}`,
    title: `Désactiver ${name} ?`,
    decline: 'Laisser le compte actif',
    accept: 'Désactiver',
    sent: patches,
  });
  expect(await screen.findByText(`${name} est désactivé.`)).toBeInTheDocument();
  expect(patches).toEqual([{ id, disabled: true }]);
  const row = () => screen.getByText(name).closest('tr') as HTMLElement;
  await waitFor(() => expect(within(row()).getByText('Désactivé')).toBeInTheDocument());
}
