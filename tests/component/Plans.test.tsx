import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../contract/plan';
import type { Role } from '../../contract/roles';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { recordsOf } from './support/api';
import { apiError, proPlan } from './support/business-fixtures';
import { recordPosts, saveForm } from './support/posts';
import { readOnlyRow } from './support/lists';
import { expectDeleteRefused, refuseDeletes } from './support/confirm';

serveMockApi();

const whiteLabel: Plan = {
  ...proPlan,
  id: 'p-wl',
  code: 'whitelabel',
  name: 'Marque blanche',
  prices: [
    { currency: 'EUR', monthly_price: 14900 },
    { currency: 'XOF', monthly_price: 98000 },
  ],
  max_assets: 500,
  max_users: 100,
  whitelabel_allowed: true,
  commission_rate: 0.08,
  active: false,
};

function servePlans(rows: Plan[]) {
  server.use(...recordsOf('plans', rows));
}

/** The plans list on `rows`, as the superadmin unless told. */
function openPlans(rows: Plan[], role: Role = 'superadmin') {
  servePlans(rows);
  signInAs(role);
  renderAppAt('/plans');
}

describe('plans (superadmin)', () => {
  it('lists prices, limits, white-label and commission in words a person reads', async () => {
    openPlans([proPlan, whiteLabel]);

    const pro = (await screen.findByText('pro')).closest('tr')!;
    expect(plain(pro.textContent)).toContain('59,00 €');
    expect(within(pro).getByText('Sans limite')).toBeInTheDocument();
    expect(within(pro).getByText('50')).toBeInTheDocument();
    expect(within(pro).getByText('Non')).toBeInTheDocument();
    expect(plain(within(pro).getByText(/10/).textContent)).toBe('10 %');
    expect(within(pro).getByText('Proposé')).toBeInTheDocument();
    const wl = screen.getByText('whitelabel').closest('tr')!;
    // Every currency the plan is sold in, each in its own way (no decimals in F CFA).
    expect(plain(wl.textContent)).toContain('149,00 €');
    expect(plain(wl.textContent)).toContain('98 000 F CFA');
    expect(within(wl).getByText('Oui')).toBeInTheDocument();
    expect(within(wl).getByText((text) => plain(text) === '8 %')).toBeInTheDocument();
    expect(within(wl).getByText('Retiré')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer' })).toBeInTheDocument();
  });

  it('creates a plan sold in several currencies: major units become minor ones, a percentage a rate', async () => {
    servePlans([]);
    const posted = recordPosts('*/api/plans', { ...proPlan, id: 'p-new' });
    signInAs('superadmin');
    renderAppAt('/plans/create');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), 'business');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Business');
    await userEvent.type(screen.getByRole('textbox', { name: /^Prix mensuel/ }), '79,90');
    // A second row, in CFA francs (no decimals); a third one added then removed.
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getAllByRole('textbox', { name: /^Prix mensuel/ })).toHaveLength(3);
    await userEvent.click(screen.getAllByRole('button', { name: 'Retirer ce prix' })[2]!);
    await waitFor(() =>
      expect(screen.getAllByRole('textbox', { name: /^Prix mensuel/ })).toHaveLength(2),
    );
    await userEvent.click(screen.getAllByRole('combobox', { name: 'Devise' })[1]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Franc CFA BCEAO (XOF)' }));
    await userEvent.type(screen.getAllByRole('textbox', { name: /^Prix mensuel/ })[1]!, '12 500');
    await userEvent.type(screen.getByRole('textbox', { name: /^Commission/ }), '8');
    await userEvent.type(screen.getByRole('textbox', { name: 'Utilisateurs max.' }), '20');

    expect(await saveForm(posted)).toMatchObject({
      code: 'business',
      name: 'Business',
      prices: [
        { currency: 'EUR', monthly_price: 7990 },
        { currency: 'XOF', monthly_price: 12500 },
      ],
      commission_rate: 0.08,
      max_assets: null,
      max_users: 20,
      whitelabel_allowed: false,
      active: true,
    });
  }, 60_000);

  it('refuses a commission above 100 % in its own words, and sends nothing', async () => {
    servePlans([]);
    const posted = recordPosts('*/api/plans', proPlan);
    signInAs('superadmin');
    renderAppAt('/plans/create');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), 'big');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Big');
    await userEvent.type(screen.getByRole('textbox', { name: /^Prix mensuel/ }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /^Commission/ }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Un taux entre 0 et 100 %, au plus deux décimales.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('edits a plan: shows the rate as a percentage and sends only what changed', async () => {
    servePlans([proPlan]);
    let patched: unknown;
    server.use(
      http.patch('*/api/plans/p-pro', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ data: { ...proPlan, ...(patched as object) } });
      }),
    );
    signInAs('superadmin');
    renderAppAt('/plans');
    await userEvent.click(await screen.findByText('pro'));

    const commission = await screen.findByRole('textbox', { name: /^Commission/ });
    expect(commission).toHaveValue('10,00');
    const price = screen.getByRole('textbox', { name: /^Prix mensuel/ });
    expect(price).toHaveValue('59,00');
    await userEvent.clear(commission);
    // Typed the French way: a decimal comma.
    await userEvent.type(commission, '12,5');
    await userEvent.clear(price);
    await userEvent.type(price, '49.9');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(patched).toEqual({
        commission_rate: 0.125,
        prices: [{ currency: 'EUR', monthly_price: 4990 }],
      }),
    );
  }, 60_000);

  it('shows a refused delete (plan in use) translated, suggesting to withdraw it', async () => {
    servePlans([proPlan]);
    const deletes = refuseDeletes('*/api/plans/p-pro', () => apiError(409, 'plan_in_use'));
    signInAs('superadmin');
    renderAppAt('/plans/p-pro');

    // The plan's own delete button; each price row's remove button has its own name.
    const price = await screen.findByRole('textbox', { name: /^Prix mensuel/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/retirez-le plutôt/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Garder le forfait' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le forfait' }));
    await expectDeleteRefused(
      'Des entreprises sont abonnées à ce forfait : désactivez-le plutôt que de le supprimer.',
      deletes,
      '#/plans/p-pro',
    );
    // The refused delete left the form as it was: its price row still there.
    expect(price).toBeInTheDocument();
    expect(price).toHaveValue('59,00');
  });
});

describe('plans (in-house manager)', () => {
  it('reads the list without create, edit or the state filter', async () => {
    openPlans([proPlan], 'in_house_manager');

    const row = await readOnlyRow('pro');
    expect(screen.queryByRole('combobox', { name: 'État' })).not.toBeInTheDocument();
    await userEvent.click(row);
    expect(window.location.hash).toBe('#/plans');
  });
});
