import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EarningsSummary } from '../../contract/earnings';
import {
  plain,
  renderAppAt,
  requests,
  server,
  serveMockApi,
  signInAs,
  queriesTo,
} from './support/app';
import {
  brakes,
  inspection,
  oilChange,
  page,
  serveMaintenance,
  signInAsStaff,
  truck,
  work,
} from './support/maintenance-fixtures';
import { earningsMonth, earningsSummary } from './support/records';

serveMockApi();

/** Earnings with the maintenance side (issue 9): February had 50 € of work. */
const earnings: EarningsSummary = earningsSummary([
  earningsMonth('2025-01', 10000, 1),
  earningsMonth('2025-02', 20000, 2, 5000),
]);

const done = work({
  id: 'm-7',
  title: 'Pneus avant',
  kind: 'corrective',
  status: 'completed',
  due_level: null,
  completed_at: '2025-02-10T10:00:00.000Z',
  cost: 5000,
});

function serveAssetPage(summary: EarningsSummary = earnings) {
  serveMaintenance([inspection, oilChange, brakes, done]);
  server.use(
    http.get('*/api/asset-dispatch/by-asset/a-1', () => page([])),
    http.get('*/api/earnings', () => HttpResponse.json({ data: summary })),
  );
}

const maintenanceQueries = () => queriesTo('/api/maintenance');

/** The truck's page, signed in as its owner. */
function openOwnersAssetPage() {
  signInAs('asset_owner');
  serveAssetPage();
  renderAppAt('/assets/a-1/show');
}

/** The truck's page as staff of b-1, the truck in `businessId`'s fleet: its maintenance section. */
async function businessAssetSection(businessId: string) {
  signInAsStaff('b-1');
  serveAssetPage();
  const asset = { ...truck, owner_user_id: null, business_id: businessId };
  server.use(http.get('*/api/assets/a-1', () => HttpResponse.json({ data: asset })));
  renderAppAt('/assets/a-1/show');
  return screen.findByLabelText('Maintenance', { selector: 'section' });
}

describe('the asset page', () => {
  it('shows what comes up, most urgent first, the history and a way to schedule more', async () => {
    openOwnersAssetPage();

    const section = await screen.findByLabelText('Maintenance', { selector: 'section' });
    const next = await within(section).findByLabelText('À prévoir', { selector: 'ul' });
    const items = [...next.querySelectorAll('li')].map((li) => plain(li.textContent));
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^En retardPlaquettes de frein.*En retard de 2 jours/);
    expect(items[1]).toMatch(/^Bientôt dueVidange.*Échéance dans 420 km/);
    expect(items[2]).toMatch(/^À venirContrôle technique/);

    // The history: every piece of work on the asset, done ones with their cost.
    const history = await within(section).findByText('Pneus avant');
    const row = history.closest('tr')!;
    expect(plain(row.textContent)).toContain('Terminée');
    expect(plain(row.textContent)).toContain('50,00 €');
    const queries = maintenanceQueries();
    expect(queries.every((q) => q.get('asset_id') === 'a-1')).toBe(true);
    expect(queries.some((q) => q.get('status') === 'scheduled')).toBe(true);
    expect(queries.some((q) => q.get('sort') === 'created_at' && q.get('order') === 'desc')).toBe(
      true,
    );

    const schedule = within(section).getByText('Planifier une intervention').closest('a');
    expect(schedule).toHaveAttribute(
      'href',
      `#/maintenance/create?source=${encodeURIComponent('{"asset_id":"a-1"}')}`,
    );
  });

  it('puts maintenance cost beside earnings, with the figures as text for the chart', async () => {
    openOwnersAssetPage();

    const money = await screen.findByLabelText('Revenus et maintenance', { selector: 'section' });
    const dt = await within(money).findByText('Net après maintenance', { selector: 'dt' });
    const totals = plain(dt.closest('dl')!.textContent);
    expect(totals).toContain('Maintenance50,00 €');
    expect(totals).toContain('Net après maintenance220,00 €');

    // The chart is described by a one-line summary and hidden from screen readers; the table
    // carries every figure.
    const figure = money.querySelector('figure')!;
    expect(figure).toHaveAccessibleName('Revenus nets et coût de maintenance par mois');
    expect(figure).toHaveAccessibleDescription(
      /^Sur 2 mois : 270,00\s€ de revenus nets, 50,00\s€ de maintenance, soit 220,00\s€ nets après maintenance\.$/,
    );
    expect(figure.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const table = within(figure).getByLabelText('Revenus et maintenance par mois', {
      selector: 'table',
    });
    const rows = [...table.querySelectorAll('tr')].map((tr) =>
      [...tr.querySelectorAll('th, td')].map((c) => plain(c.textContent)),
    );
    expect(rows[0]).toEqual([
      'Mois',
      'Livraisons',
      'Brut',
      'Commission',
      'Net',
      'Maintenance',
      'Net après maintenance',
    ]);
    expect(rows[2]).toEqual([
      expect.stringMatching(/févr\.? 2025/),
      '2',
      '200,00 €',
      '20,00 €',
      '180,00 €',
      '50,00 €',
      '130,00 €',
    ]);
    expect(rows.at(-1)).toEqual([
      'Total',
      '3',
      '300,00 €',
      '30,00 €',
      '270,00 €',
      '50,00 €',
      '220,00 €',
    ]);
    const asked = requests.find((r) => new URL(r.url).pathname === '/api/earnings')!;
    expect(new URL(asked.url).searchParams.get('id')).toBe('a-1');
  });

  it('shows a business its maintenance but not the earnings it has none of', async () => {
    const section = await businessAssetSection('b-1');
    expect(await within(section).findByText('Planifier une intervention')).toBeInTheDocument();
    expect(screen.queryByLabelText('Revenus et maintenance')).not.toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/earnings')).toBe(false);
  });

  it("offers a white-label business no scheduling on its client's asset", async () => {
    const section = await businessAssetSection('b-client');
    expect(await within(section).findByText('Pneus avant')).toBeInTheDocument();
    expect(within(section).queryByText('Planifier une intervention')).not.toBeInTheDocument();
  });

  it('shows a B2B client no maintenance', async () => {
    signInAs('b2b');
    serveAssetPage();
    server.use(http.get('*/api/business', () => HttpResponse.json({ data: { id: 'b-1' } })));
    renderAppAt('/assets/a-1/show');

    expect(await screen.findByText('Historique des missions')).toBeInTheDocument();
    expect(screen.queryByLabelText('Maintenance', { selector: 'section' })).not.toBeInTheDocument();
    expect(maintenanceQueries()).toEqual([]);
  });
});
