/**
 * The compliance screens (docs/compliance.md): an owner records an insurance certificate (the
 * file uploaded first) with its expiry and sees its due level on the asset's page; a driver fills
 * a pre-trip inspection on a 390-px phone with a failed critical item and is told the vehicle is
 * out of service; the fleet report shows the cost per km.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Document } from '../../contract/documents';
import { plain, queriesTo, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { assetRecord } from './support/records';
import { reportRow } from './support/fleet-report';

serveMockApi();

const truck = assetRecord({ odometer_km: 50000 });
const page = <T,>(rows: T[]) =>
  HttpResponse.json({ data: rows, pagination: { total: rows.length, limit: 50, skip: 0 } });

const insurance: Document = {
  id: 'd-1',
  subject: 'asset',
  asset_id: 'a-1',
  asset_name: truck.name,
  driver_id: null,
  driver_name: null,
  owner_user_id: 'user-asset_owner',
  business_id: null,
  kind_id: 'k-ins',
  kind_code: 'insurance',
  kind_name: 'Assurance',
  number: 'POL-42',
  issuer: 'MAIF',
  valid_from: '2025-01-01',
  valid_to: '2025-02-10',
  file_url: '/api/uploads/00000000-0000-4000-8000-000000000001.pdf',
  notes: null,
  cost: null,
  currency: 'EUR',
  current: true,
  due_level: 'expiring',
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
};

/**
 * The asset page's other sections, with nothing to say: compliant, no report, no dispatch, no
 * work, no earnings.
 */
const quietAssetPage = () => [
  http.get('*/api/compliance/assets', () =>
    HttpResponse.json({ data: [{ asset_id: 'a-1', compliant: true, reasons: [] }] }),
  ),
  http.get('*/api/fleet-report/asset/a-1', () => HttpResponse.json({ data: [] })),
  http.get('*/api/asset-dispatch/by-asset/a-1', () => page([])),
  http.get('*/api/maintenance', () => page([])),
  http.get('*/api/earnings', () => HttpResponse.json({ data: null }, { status: 404 })),
];

/** The truck's page, with no document and its other sections quiet: where the fuel tests start. */
const truckPageWithoutDocuments = () => [
  http.get('*/api/assets/a-1', () => HttpResponse.json({ data: truck })),
  http.get('*/api/documents', () => page([])),
  ...quietAssetPage(),
];

describe('documents', () => {
  it('an owner uploads an insurance certificate with its expiry and sees the due level', async () => {
    signInAs('asset_owner');
    const posted: unknown[] = [];
    let saved: Document[] = [];
    server.use(
      http.get('*/api/assets', () => page([truck])),
      http.get('*/api/assets/a-1', () => HttpResponse.json({ data: truck })),
      http.get('*/api/document-kinds', () =>
        page([
          { id: 'k-ins', code: 'insurance', name: 'Assurance', subject: 'asset' },
          { id: 'k-reg', code: 'registration', name: 'Carte grise', subject: 'asset' },
        ]),
      ),
      http.post('*/api/upload', () =>
        HttpResponse.json(
          { fileUrl: '/api/uploads/00000000-0000-4000-8000-000000000001.pdf' },
          { status: 201 },
        ),
      ),
      http.post('*/api/documents', async ({ request }) => {
        posted.push(await request.json());
        saved = [insurance];
        return HttpResponse.json({ data: insurance }, { status: 201 });
      }),
      http.get('*/api/documents', () => page(saved)),
      ...quietAssetPage(),
    );
    renderAppAt('/documents/create?asset_id=a-1');

    const kind = await screen.findByRole('combobox', { name: /Type de document/ });
    await userEvent.click(kind);
    await userEvent.click(await screen.findByRole('option', { name: 'Assurance' }));
    await userEvent.type(screen.getByLabelText('Numéro'), 'POL-42');
    await userEvent.type(screen.getByLabelText('Valable jusqu’au'), '2025-02-10');
    const file = new File(['%PDF-1.4'], 'attestation.pdf', { type: 'application/pdf' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, file);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await vi.waitFor(() =>
      expect(posted).toEqual([
        expect.objectContaining({
          asset_id: 'a-1',
          kind_id: 'k-ins',
          number: 'POL-42',
          valid_to: '2025-02-10',
          file_url: '/api/uploads/00000000-0000-4000-8000-000000000001.pdf',
        }),
      ]),
    );
    // Saved: the asset's page, where the document shows its due level.
    const section = await screen.findByRole('region', { name: 'Documents et conformité' });
    expect(await within(section).findByText('Expire bientôt')).toBeInTheDocument();
    expect(within(section).getByText('Assurance')).toBeInTheDocument();
  });
});

describe('inspection on a phone', () => {
  it('a driver fills the checklist at 390 px with a failed critical item: out of service', async () => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    signInAs('driver');
    const posted: { answers: { item_id: string; answer: string; note: string | null }[] }[] = [];
    server.use(
      http.get('*/api/inspections/checklist', () =>
        HttpResponse.json({
          data: [
            { id: 'i-1', position: 0, label: 'Freins', critical: true, template_id: 't-1' },
            { id: 'i-2', position: 1, label: 'Propreté', critical: false, template_id: 't-1' },
          ],
        }),
      ),
      http.post('*/api/inspections', async ({ request }) => {
        posted.push((await request.json()) as (typeof posted)[number]);
        return HttpResponse.json(
          { data: { id: 'x-1', result: 'failed', maintenance_id: 'm-1' } },
          { status: 201 },
        );
      }),
    );
    renderAppAt('/inspections/create?asset_id=a-1');

    const brakes = await screen.findByRole('group', { name: 'Freins' });
    const send = screen.getByRole('button', { name: 'Envoyer le contrôle' });
    expect(send).toBeDisabled();
    await userEvent.click(within(brakes).getByRole('button', { name: 'Défaut' }));
    await userEvent.type(screen.getByLabelText('Ce qui ne va pas : Freins'), 'Plaquettes usées');
    const cleanliness = screen.getByRole('group', { name: 'Propreté' });
    await userEvent.click(within(cleanliness).getByRole('button', { name: 'Sans objet' }));
    await userEvent.type(screen.getByLabelText('Compteur (km)'), '50210');
    await userEvent.click(send);

    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      asset_id: 'a-1',
      odometer_km: 50210,
      answers: [
        { item_id: 'i-1', answer: 'fail', note: 'Plaquettes usées' },
        { item_id: 'i-2', answer: 'na', note: null },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/retiré du service/);
  });
});

describe('fleet report', () => {
  it('shows each asset’s cost per km, sorted by profit for this month', async () => {
    signInAs('asset_owner');
    const row = reportRow({ asset_name: 'Van rentable' });
    server.use(
      http.get('*/api/fleet-report', () => page([row])),
      http.get('*/api/asset-type', () => page([])),
    );
    renderAppAt('/fleet-report');
    const cell = await screen.findByText('Van rentable');
    const tr = cell.closest('tr')!;
    expect(plain(tr.textContent)).toContain('1,25 € /km');
    expect(plain(tr.textContent)).toContain('500,00 €');
    const query = queriesTo('/api/fleet-report').at(-1)!;
    expect(query.get('period')).toBe(row.period);
    expect([query.get('sort'), query.get('order')]).toEqual(['profit', 'desc']);
  });
});

describe('dashboards', () => {
  it('the owner’s dashboard counts expired and expiring documents, each a link to its list', async () => {
    signInAs('asset_owner');
    server.use(
      http.get('*/api/dashboard/owner', () =>
        HttpResponse.json({
          data: {
            as_of: '2025-01-15T10:00:00.000Z',
            assets_by_status: {
              available: 1,
              dispatched: 0,
              in_maintenance: 0,
              leased: 0,
              inactive: 0,
            },
            earnings: [],
            requests_open: 0,
            maintenance_scheduled: 0,
            next_maintenance: null,
            documents: { expired: 1, expiring: 3 },
          },
        }),
      ),
    );
    renderAppAt('/');
    const panel = await screen.findByRole('region', { name: 'Documents' });
    const expired = await within(panel).findByRole('link', { name: /1\s*Expiré/ });
    expect(expired).toHaveAccessibleDescription('1 document expiré');
    expect(decodeURIComponent(expired.getAttribute('href')!)).toContain(
      '#/documents?filter={"due_level":"expired"}',
    );
    expect(
      within(panel).getByRole('link', { name: /3\s*Expire bientôt/ }),
    ).toHaveAccessibleDescription('3 documents expirent bientôt');
  });
});

describe('fuel on the asset page', () => {
  it('shows the consumption, and a fill behind the odometer is refused with its limit', async () => {
    signInAs('asset_owner');
    const posted: unknown[] = [];
    server.use(
      ...truckPageWithoutDocuments(),
      http.get('*/api/fuel', () =>
        page([
          {
            id: 'f-1',
            asset_id: 'a-1',
            asset_name: truck.name,
            owner_user_id: 'user-asset_owner',
            business_id: null,
            filled_at: '2025-01-14T08:00:00.000Z',
            odometer_km: 50000,
            quantity: 30.5,
            unit: 'l',
            total_price: 5400,
            currency: 'EUR',
            full_fill: true,
            station: null,
            receipt_url: null,
            notes: null,
            distance_km: 500,
            consumption_per_100km: 6.31,
            created_at: '2025-01-14T08:00:00.000Z',
            updated_at: '2025-01-14T08:00:00.000Z',
          },
        ]),
      ),
      http.post('*/api/fuel', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'validation_failed',
            message: 'invalid',
            details: [
              {
                path: 'odometer_km',
                message: 'flotte.fuel.odometer_backwards',
                args: { min: 50000 },
              },
            ],
          },
          { status: 400 },
        );
      }),
    );
    renderAppAt('/assets/a-1/show');
    const section = await screen.findByRole('region', { name: 'Carburant et énergie' });
    expect(plain((await within(section).findByText(/100 km/)).textContent)).toBe('6,31 l /100 km');
    await userEvent.click(within(section).getByRole('button', { name: 'Ajouter un plein' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un plein' });
    await userEvent.type(within(dialog).getByLabelText('Compteur (km)'), '120');
    await userEvent.type(within(dialog).getByLabelText('Quantité'), '40,5');
    await userEvent.type(within(dialog).getByLabelText('Prix total'), '72,90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      // Issue 33: the server's number with its thousands space, as French writes it.
      await within(dialog).findByText(/^Le compteur ne peut pas reculer : au moins 50\s000 km\.$/),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        asset_id: 'a-1',
        odometer_km: 120,
        quantity: 40.5,
        unit: 'l',
        total_price: 7290,
        full_fill: true,
      }),
    ]);
  });
  it('says why a fill cannot be saved: a quantity that is no number, a date to come', async () => {
    signInAs('asset_owner');
    const posted: unknown[] = [];
    server.use(
      ...truckPageWithoutDocuments(),
      http.get('*/api/fuel', () => page([])),
      http.post('*/api/fuel', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderAppAt('/assets/a-1/show');
    const section = await screen.findByRole('region', { name: 'Carburant et énergie' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Ajouter un plein' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un plein' });
    await userEvent.type(within(dialog).getByLabelText('Compteur (km)'), '120');
    await userEvent.type(within(dialog).getByLabelText('Quantité'), 'abc');
    await userEvent.type(within(dialog).getByLabelText('Prix total'), '72,90');
    expect(
      await within(dialog).findByText(/^Nombre illisible : écrivez-le comme/),
    ).toBeInTheDocument();
    const date = within(dialog).getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2099-03-01T08:00');
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(
      await within(dialog).findByText('La date ne peut pas être dans le futur.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
