import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Maintenance } from '../../contract/maintenance';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import {
  apiError,
  oilChange,
  serveMaintenance,
  signInAsStaff,
  work,
} from './support/maintenance-fixtures';
import { typeDate } from './support/pickers';

serveMockApi();

// No pause between keystrokes: the machine is slow enough.
const user = userEvent.setup({ delay: null });

/** Types a whole value at once (one change event: keystrokes re-validate the form each time). */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Records each PATCH /maintenance/{id} body; answers `reply` (the record moved by default). */
function servePatches(record: Maintenance, reply?: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.patch('*/api/maintenance/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return reply ? reply(body) : HttpResponse.json({ data: { ...record, ...body } });
    }),
  );
  return bodies;
}

/** The page of `record`, served with its PATCHes recorded (as `servePatches`): answers them. */
function openWork(record: Maintenance, reply?: (body: Record<string, unknown>) => Response) {
  serveMaintenance([record]);
  const bodies = servePatches(record, reply);
  renderAppAt(`/maintenance/${record.id}/show`);
  return bodies;
}

/** Opens the completion dialog of the work titled `title`, from its page. */
async function openCompletion(title: string) {
  await user.click(await screen.findByLabelText(`Terminer « ${title} »`));
  return screen.findByRole('dialog', { name: `Terminer « ${title} »` });
}

describe('the work page', () => {
  it('explains the due level and links the work before and after it', async () => {
    signInAs('asset_owner');
    const previous = work({
      id: 'm-0',
      title: 'Vidange de printemps',
      status: 'completed',
      due_level: null,
    });
    serveMaintenance([previous, { ...oilChange, previous_id: 'm-0' }]);
    renderAppAt('/maintenance/m-1/show');

    const due = await screen.findByLabelText('Échéance', { selector: 'section' });
    const text = plain(due.textContent);
    expect(text).toContain('Bientôt due');
    expect(text).toMatch(/Échéance dans 3 jours \(\d\d\/\d\d\/\d{4}\)\./);
    expect(text).toContain('Échéance dans 420 km (à 60 000 km ; compteur : 59 580 km).');
    expect(text).toContain('Au premier des deux termes atteint.');
    expect(screen.getByText('tous les 180 jours ou tous les 15 000 km')).toBeInTheDocument();
    const history = screen.getByLabelText('Historique', { selector: 'section' });
    expect(
      await within(history).findByRole('link', { name: 'Vidange de printemps' }),
    ).toHaveAttribute('href', '#/maintenance/m-0/show');
    expect(within(history).getByText('Aucune')).toBeInTheDocument();
    expect(screen.getByText('Camion bleu').closest('a')).toHaveAttribute(
      'href',
      '#/assets/a-1/show',
    );
  });
});

describe('moving maintenance', () => {
  it('starts work after a confirmation naming the asset, and says so', async () => {
    signInAs('asset_owner');
    const bodies = openWork(oilChange);

    const start = await screen.findByLabelText('Démarrer « Vidange »');
    // Scheduled work may also be recorded as done on the spot, or cancelled.
    expect(screen.getByLabelText('Terminer « Vidange »')).toBeInTheDocument();
    expect(screen.getByLabelText('Annuler « Vidange »')).toBeInTheDocument();
    await user.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(plain(dialog.textContent)).toContain("L'actif « Camion bleu » passera en maintenance");
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Démarrer' }));

    await waitFor(() => expect(bodies).toEqual([{ status: 'in_progress' }]));
    expect(
      await screen.findByText("Intervention démarrée : l'actif est en maintenance."),
    ).toBeInTheDocument();
  });

  it('says why the asset cannot go into the workshop when the server refuses', async () => {
    signInAs('asset_owner');
    const bodies = openWork(oilChange, () => apiError(409, 'asset_unavailable'));

    await user.click(await screen.findByLabelText('Démarrer « Vidange »'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Démarrer' }));

    expect(await screen.findByText(/Cet actif est en mission ou en location/)).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'in_progress' }]);
  });

  it('cancels after a confirmation, from a row of the list', async () => {
    signInAsStaff('b-1');
    const inHouse = { ...oilChange, owner_user_id: null, business_id: 'b-1' };
    serveMaintenance([inHouse]);
    const bodies = servePatches(inHouse);
    renderAppAt('/maintenance');

    await screen.findByText('Vidange');
    await user.click(await screen.findByLabelText('Annuler « Vidange »'));
    const dialog = await screen.findByRole('dialog');
    expect(plain(dialog.textContent)).toContain("L'intervention ne sera pas faite.");
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Ne pas annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    // The click did not open the row either.
    expect(window.location.hash).toBe('#/maintenance');

    await user.click(screen.getByLabelText('Annuler « Vidange »'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: "Annuler l'intervention",
      }),
    );
    await waitFor(() => expect(bodies).toEqual([{ status: 'cancelled' }]));
    expect(await screen.findByText('Intervention annulée.')).toBeInTheDocument();
  });

  it('completes work with the actual cost in minor units, then links to the next one', async () => {
    signInAs('asset_owner');
    const started = { ...oilChange, status: 'in_progress', started_at: oilChange.created_at };
    const bodies = openWork(started as Maintenance, (body) =>
      HttpResponse.json({ data: { ...started, ...body, next_id: 'm-10' } }),
    );

    const dialog = await openCompletion('Vidange');
    expect(plain(dialog.textContent)).toContain("l'actif redeviendra disponible");
    // The estimate, the vendor and the asset's odometer are offered.
    const cost = within(dialog).getByLabelText(/^Coût réel/);
    expect(cost).toHaveValue('120,00');
    expect(within(dialog).getByLabelText(/^Prestataire/)).toHaveValue('Garage Martin');
    expect(within(dialog).getByLabelText(/^Compteur à la fin/)).toHaveValue('59\u202f580');

    await typeDate(/^Terminée le/, '2025-03-10T08:30', dialog, user);
    fill(cost, '150,5');
    fill(within(dialog).getByLabelText(/^Compteur à la fin/), '60120');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: "Terminer l'intervention" }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      status: 'completed',
      completed_at: new Date('2025-03-10T08:30').toISOString(),
      cost: 15050,
      vendor: 'Garage Martin',
      completed_odometer_km: 60120,
    });
    expect(
      await screen.findByText('Intervention terminée. La suivante est planifiée.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Voir la suivante').closest('a')).toHaveAttribute(
      'href',
      '#/maintenance/m-10/show',
    );
  });

  it('records scheduled work as done on the spot, without the workshop', async () => {
    signInAs('asset_owner');
    const bodies = openWork(oilChange);

    const dialog = await openCompletion('Vidange');
    expect(plain(dialog.textContent)).toContain("le statut de l'actif ne change pas");
    await typeDate(/^Terminée le/, '2025-03-10T08:30', dialog, user);
    await user.click(within(dialog).getByRole('button', { name: "Terminer l'intervention" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ status: 'completed', cost: 12000 });
    expect(await screen.findByText('Intervention terminée.')).toBeInTheDocument();
  });

  it('refuses a date in the future or before the start, then shows the refusal in the dialog', async () => {
    signInAsStaff('b-1');
    const started = work({
      id: 'm-4',
      title: 'Freins',
      status: 'in_progress',
      due_level: null,
      started_at: '2025-03-01T08:00:00.000Z',
      owner_user_id: null,
      business_id: 'b-1',
    });
    const bodies = openWork(started, () => apiError(403, 'business_inactive'));

    const dialog = await openCompletion('Freins');
    await typeDate(/^Terminée le/, '2999-01-01T10:00', dialog, user);
    const submit = within(dialog).getByRole('button', { name: "Terminer l'intervention" });
    await user.click(submit);
    expect(
      await within(dialog).findByText('La date ne peut pas être dans le futur.'),
    ).toBeInTheDocument();
    await typeDate(/^Terminée le/, '2025-02-01T10:00', dialog, user);
    expect(
      await within(dialog).findByText("La fin ne peut pas précéder le début de l'intervention."),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await typeDate(/^Terminée le/, '2025-03-10T08:30', dialog, user);
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Votre entreprise n'est pas active",
    );
    expect(bodies).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('scheduling maintenance', () => {
  it('asks for a due date or an odometer reading before sending anything', async () => {
    signInAs('asset_owner');
    serveMaintenance([]);
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/maintenance', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: { ...oilChange, id: 'm-9' } }, { status: 201 });
      }),
      http.get('*/api/maintenance/m-9', () =>
        HttpResponse.json({ data: { ...oilChange, id: 'm-9' } }),
      ),
    );
    renderAppAt(`/maintenance/create?source=${encodeURIComponent('{"asset_id":"a-1"}')}`);

    const title = await screen.findByLabelText(/^Intitulé/);
    // Opened from the asset page: its asset is chosen, and its odometer shown.
    expect(await screen.findByDisplayValue('Camion bleu (AB-123-CD)')).toBeInTheDocument();
    expect(await screen.findByText("Compteur actuel de l'actif : 59 580 km.")).toBeInTheDocument();
    fill(title, 'Vidange');
    const save = screen.getByLabelText('Enregistrer');
    await user.click(save);

    const message = "Indiquez une date d'échéance, un kilométrage, ou les deux.";
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(posted).toEqual([]);

    // Filling one of the two clears the message on both.
    fill(screen.getByLabelText(/^Échéance \(km\)/), '60000');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    fill(screen.getByLabelText(/^Répéter tous les \(km\)/), '15000');
    fill(screen.getByLabelText(/^Coût estimé/), '120,50');
    await user.click(save);

    await waitFor(() => expect(posted).toHaveLength(1));
    // Estimated cost in minor units; blank optional fields left out; no `currency`.
    expect(posted[0]).toEqual({
      asset_id: 'a-1',
      kind: 'preventive',
      title: 'Vidange',
      due_odometer_km: 60000,
      repeat_every_km: 15000,
      cost: 12050,
    });
    await waitFor(() => expect(window.location.hash).toBe('#/maintenance/m-9/show'));
  });

  it('names the document the work renews, sent as its kind and shown back on edit', async () => {
    signInAs('asset_owner');
    serveMaintenance([]);
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/maintenance', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ data: { ...oilChange, id: 'm-9' } }, { status: 201 });
      }),
      http.get('*/api/maintenance/m-9', () =>
        HttpResponse.json({ data: { ...oilChange, id: 'm-9' } }),
      ),
    );
    renderAppAt(`/maintenance/create?source=${encodeURIComponent('{"asset_id":"a-1"}')}`);

    fill(await screen.findByLabelText(/^Intitulé/), 'Contrôle technique');
    fill(screen.getByLabelText(/^Échéance \(km\)/), '60000');
    const renewed = screen.getByLabelText(/^Document renouvelé/);
    expect(
      screen.getByText(/Le document de l'actif que cette intervention renouvelle/),
    ).toBeInTheDocument();
    await user.click(renewed);
    await user.click(await screen.findByRole('option', { name: 'Contrôle technique' }));
    await user.click(screen.getByLabelText('Enregistrer'));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ title: 'Contrôle technique', document_kind_id: 'k-ct' });
  });

  it('shows the document kind a work renews on its edit form', async () => {
    signInAs('asset_owner');
    serveMaintenance([{ ...oilChange, document_kind_id: 'k-ct' }]);
    servePatches(oilChange);
    renderAppAt('/maintenance/m-1');
    const renewed = await screen.findByLabelText(/^Document renouvelé/);
    await waitFor(() => expect(renewed).toHaveValue('Contrôle technique'));
  });

  it('edits completed work: its record only, sending what changed', async () => {
    signInAs('asset_owner');
    const completed = work({
      id: 'm-6',
      title: 'Vidange',
      status: 'completed',
      due_level: null,
      scheduled_at: '2025-03-01T08:00:00.000Z',
      completed_at: '2025-03-02T08:00:00.000Z',
      cost: 15050,
      vendor: 'Garage Martin',
    });
    serveMaintenance([completed]);
    const bodies = servePatches(completed);
    renderAppAt('/maintenance/m-6');

    const vendor = await screen.findByLabelText(/^Prestataire/);
    await waitFor(() => expect(vendor).toHaveValue('Garage Martin'));
    // What was scheduled is history now; the actual cost is no estimate.
    expect(screen.getByLabelText(/^Intitulé/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Échéance \(km\)/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Coût/)).toHaveValue('150,50');
    expect(screen.queryByLabelText(/^Coût estimé/)).not.toBeInTheDocument();
    fill(vendor, 'Garage Durand');
    await user.click(screen.getByLabelText('Enregistrer'));
    await waitFor(() => expect(bodies).toEqual([{ vendor: 'Garage Durand' }]));
  });
});
