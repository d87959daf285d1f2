/**
 * The driver's proof sheet (src/pages/driver/ProofSheet.tsx): cash on delivery confirmed with
 * its method and amount when the request carries one (docs/money.md "Cash on delivery"), and,
 * when the business asks no proof, an optional photo, signature or name (issue 33).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { DriverDispatch } from '../../contract/dispatch';
import { AdminDriverKit } from '../../src/pages/driver/DriverPage';
import { ProofSheet, type ProofGiven } from '../../src/pages/driver/ProofSheet';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { noStepYet } from './support/records';

const dispatch = (over: Partial<DriverDispatch> = {}): DriverDispatch => ({
  id: 'd-1',
  request_id: 'r-1',
  reference: 'FLT-2026-000101',
  status: 'in_transit',
  asset_id: 'a-1',
  asset_name: 'Renault Master',
  pickup_address: '12 rue de Rivoli, 75004 Paris',
  dropoff_address: '3 place Bellecour, 69002 Lyon',
  pickup_lat: null,
  pickup_lng: null,
  dropoff_lat: null,
  dropoff_lng: null,
  scheduled_at: null,
  recipient_name: 'Awa Diop',
  recipient_phone: null,
  notes: null,
  proof_required: [],
  cod_amount: null,
  current: false,
  currency: 'EUR',
  created_at: '2026-11-26T08:00:00.000Z',
  updated_at: '2026-11-26T08:00:00.000Z',
  ...noStepYet,
  ...over,
});

function renderSheet(over: Partial<DriverDispatch>) {
  const onSubmit = vi.fn<(given: ProofGiven) => void>();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <AdminDriverKit>
        <ProofSheet
          dispatch={dispatch(over)}
          busy={false}
          failure={null}
          onClose={() => undefined}
          onSubmit={onSubmit}
        />
      </AdminDriverKit>
    </AdminContext>,
  );
  return onSubmit;
}

const confirm = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Confirmer la livraison' }));

describe('cash on delivery on the proof sheet', () => {
  it('asks how the recipient paid and how much, prefilled with the amount asked', async () => {
    const onSubmit = renderSheet({ cod_amount: 4550 });
    const sheet = await screen.findByRole('dialog', { name: 'Preuve de livraison' });
    expect(
      within(sheet).getByText(/^Paiement à la livraison : 45,50\s€ à encaisser/),
    ).toBeInTheDocument();
    const amount = within(sheet).getByRole('textbox', { name: /Montant encaissé \(EUR\)/ });
    expect(amount).toHaveValue('45,50');

    // No method picked: refused here, on the field, which takes the focus.
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amount).toHaveAccessibleDescription('Obligatoire.');
    expect(amount).toHaveFocus();

    await userEvent.click(within(sheet).getByRole('radio', { name: 'Carte' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '4x');
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amount).toHaveAccessibleDescription(/Montant invalide/);

    await userEvent.clear(amount);
    await userEvent.type(amount, '40,5');
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith({
      proof: { cod: { method: 'card', amount: 4050 } },
      files: {},
    });
  });

  it('asks nothing of a request without an amount to collect', async () => {
    const onSubmit = renderSheet({ proof_required: ['name'] });
    const sheet = await screen.findByRole('dialog', { name: 'Preuve de livraison' });
    expect(within(sheet).queryByText(/Paiement à la livraison/)).toBeNull();
    await userEvent.type(
      within(sheet).getByRole('textbox', { name: /Nom du destinataire/ }),
      'Awa Diop',
    );
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith({ proof: { name: 'Awa Diop' }, files: {} });
  });
});

describe('a delivery whose business asks no proof', () => {
  it('offers a photo, a signature and a name, none required', async () => {
    const onSubmit = renderSheet({ proof_required: [] });
    const sheet = await screen.findByRole('dialog', { name: 'Preuve de livraison' });
    expect(within(sheet).getByText(/Vous pouvez ajouter une photo/)).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Prendre une photo' })).toBeInTheDocument();
    expect(within(sheet).getByRole('img', { name: 'Zone de signature' })).toBeInTheDocument();
    const name = within(sheet).getByRole('textbox', { name: /Nom du destinataire/ });
    expect(name).not.toBeRequired();
    expect(within(sheet).queryByRole('textbox', { name: /Code de livraison/ })).toBeNull();

    // Nothing given: delivered without a proof.
    await confirm();
    expect(onSubmit).toHaveBeenLastCalledWith({ proof: {}, files: {} });

    // A name given: it goes along.
    await userEvent.type(name, ' Awa Diop ');
    await confirm();
    expect(onSubmit).toHaveBeenLastCalledWith({ proof: { name: 'Awa Diop' }, files: {} });

    // A photo taken: it goes along too.
    const photo = new File(['jpeg'], 'colis.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(sheet).getByLabelText(/Photo du colis livré/), photo);
    await confirm();
    expect(onSubmit).toHaveBeenLastCalledWith({
      proof: { name: 'Awa Diop' },
      files: { photo: expect.any(Blob) },
    });
  });
});
