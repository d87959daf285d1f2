/** What the dashboard tests of every role read on the page: where a figure's link leads, the retry. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The list and filter a dashboard link opens (react-admin's `filter` URL parameter). */
export const filterOf = (link: HTMLElement) => {
  const href = link.getAttribute('href') ?? '';
  return {
    path: href.split('?')[0],
    filter: JSON.parse(new URLSearchParams(href.split('?')[1]).get('filter') ?? 'null') as unknown,
  };
};

/**
 * Retries from the failed figures' `alert` (the API answering again by then): the figure whose
 * link is described as `figure` shows, and the alert goes.
 */
export async function retryFigures(alert: HTMLElement, figure: string) {
  await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { description: figure })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
}
