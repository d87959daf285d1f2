/**
 * "The required mark under a field stays after it is filled" (issue 33): on the request form,
 * a refused save marks each empty required field; filling a field takes its mark away at once,
 * before any new save, and leaves the others' until they are filled too.
 */
import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { list } from './support/api';
import { serveBusinessBasics } from './support/business';
import { vanType } from './support/records';

// The form's point pickers open their map on demand (the stand-in MapLibre, as elsewhere).
vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'));

serveMockApi();

const REQUIRED = 'Ce champ est obligatoire.';

/** The helper text under `input` (react-admin's `<id>-helper-text`, which the input names). */
const markOf = (input: HTMLElement) => document.getElementById(`${input.id}-helper-text`);

describe('the required mark (issue 33)', () => {
  it('leaves a field as soon as it is filled, and stays on those still empty', async () => {
    signInAs('business');
    serveBusinessBasics();
    server.use(
      http.get('*/api/asset-type', () => list([vanType])),
      http.get('*/api/request-package-types', () => list([])),
    );
    renderAppAt('/business-dispatches/create');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: 30_000 }),
    );
    const pickup = screen.getByLabelText(/Adresse de prise en charge/);
    const dropoff = screen.getByLabelText(/Adresse de livraison/);
    await waitFor(() => expect(markOf(pickup)).toHaveTextContent(REQUIRED));
    expect(markOf(dropoff)).toHaveTextContent(REQUIRED);
    const marks = screen.getAllByText(REQUIRED).length;

    await userEvent.type(pickup, '1 rue de Paris, Lyon');
    await waitFor(() => expect(markOf(pickup)?.textContent ?? '').not.toContain(REQUIRED));
    expect(markOf(dropoff)).toHaveTextContent(REQUIRED);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(marks - 1);

    await userEvent.click(screen.getByLabelText(/Type d'actif/));
    await userEvent.click(await screen.findByRole('option', { name: 'Camionnette' }));
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(marks - 2));

    await userEvent.type(dropoff, '2 avenue de Lyon, Paris');
    await waitFor(() => expect(markOf(dropoff)?.textContent ?? '').not.toContain(REQUIRED));
  }, 120_000);
});
