import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../contract/staff';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { apiError, list, member, serveBusinessBasics } from './support/business';
import { disableAfterConfirming } from './support/confirm';

serveMockApi();

// signInAs('business') signs in `user-business`.
const me = member({
  id: 'user-business',
  name: 'Test business',
  last_login_at: '2025-03-02T08:00:00.000Z',
});
const lea = member({ id: 'u-lea', name: 'Léa Martin', status: 'invited' });
const max = member({ id: 'u-max', name: 'Max Petit', status: 'disabled' });

function serveStaff(rows: StaffMember[]) {
  let current = rows;
  const patches: unknown[] = [];
  server.use(
    http.get('*/api/business/staff', () => list(current)),
    http.patch('*/api/business/staff/:id', async ({ request, params }) => {
      const body = (await request.json()) as { disabled: boolean };
      patches.push({ id: params.id, ...body });
      current = current.map((m) =>
        m.id === params.id ? { ...m, status: body.disabled ? 'disabled' : 'active' } : m,
      );
      return HttpResponse.json({ data: current.find((m) => m.id === params.id) });
    }),
  );
  return patches;
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('staff', () => {
  it('lists the staff with their status and last sign-in, and no action on one’s own row', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveStaff([me, lea, max]);
    renderAppAt('/staff');

    expect(await screen.findByText('Léa Martin')).toBeInTheDocument();
    expect(within(row('Léa Martin')).getByText('Invité')).toBeInTheDocument();
    expect(within(row('Léa Martin')).getByText('Jamais')).toBeInTheDocument();
    expect(within(row('Max Petit')).getByText('Désactivé')).toBeInTheDocument();
    expect(
      await within(row('Max Petit')).findByRole('button', { name: 'Réactiver Max Petit' }),
    ).toBeInTheDocument();
    const mine = row('Test business');
    expect(within(mine).getByText('Vous')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables a colleague only after confirming', async () => {
    signInAs('business');
    serveBusinessBasics();
    const patches = serveStaff([me, lea]);
    renderAppAt('/staff');

    await disableAfterConfirming('Léa Martin', 'u-lea', patches);
  });

  it('invites a colleague by name, e-mail and language', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveStaff([me]);
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/business/staff', async ({ request }) => {
        const body = (await request.json()) as Partial<StaffMember>;
        posted.push(body);
        return HttpResponse.json(
          { data: member({ id: 'u-new', name: String(body.name), status: 'invited' }) },
          { status: 201 },
        );
      }),
    );
    renderAppAt('/staff');

    await userEvent.click(await screen.findByRole('link', { name: 'Inviter un collègue' }));
    await userEvent.type(await screen.findByLabelText(/^Nom/), 'Nina Roux');
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'nina@acme.test');
    await userEvent.click(screen.getByLabelText(/Langue/));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inviter un collègue' }));

    expect(await screen.findByText('Invitation envoyée à nina@acme.test.')).toBeInTheDocument();
    expect(posted).toEqual([{ name: 'Nina Roux', email: 'nina@acme.test', locale: 'en' }]);
  });

  it('puts an address in use on its field, and says when the plan is full', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveStaff([me]);
    const refusals = [apiError(409, 'email_taken'), apiError(409, 'plan_limit_reached')];
    server.use(http.post('*/api/business/staff', () => refusals.shift()!));
    renderAppAt('/staff/create');

    await userEvent.type(await screen.findByLabelText(/^Nom/), 'Nina Roux');
    const email = screen.getByLabelText(/Adresse e-mail/);
    await userEvent.type(email, 'lea@acme.test');
    const invite = screen.getByRole('button', { name: 'Inviter un collègue' });
    await userEvent.click(invite);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(
      (await screen.findAllByText('Un compte utilise déjà cette adresse e-mail.')).length,
    ).toBeGreaterThan(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'nina@acme.test');
    await userEvent.click(invite);
    expect(await screen.findByText(/La limite de votre forfait est atteinte/)).toBeInTheDocument();
    expect(refusals).toEqual([]);
  });
});
