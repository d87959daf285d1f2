/** What the list tests check of a list its reader may not write to. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The row showing `text`, once the list's own actions are there (the page has settled) but no
 * "Créer" nor row selection: nothing that writes.
 */
export async function readOnlyRow(text: string) {
  const row = (await screen.findByText(text)).closest('tr')!;
  expect(await screen.findByRole('button', { name: 'Exporter' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Créer' })).not.toBeInTheDocument();
  expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
  return row;
}
