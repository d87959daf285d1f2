/**
 * The owner's dispatch dialog shows which of its assets are not compliant and why, before it
 * picks one (docs/compliance.md): a non-compliant asset is listed, not selectable, with its
 * reasons; a warning only is said but selectable.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssetCompliance } from '../../contract/documents';
import { renderAppAt, server, signInAs, serveMockApi } from './support/app';
import { assetChoiceRecord, requestRecord } from './support/records';

serveMockApi();

const pending = requestRecord({
  requested_by: 'user-business',
  recipient_name: 'Jean',
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
});

const reason = (over: Partial<AssetCompliance['reasons'][number]>) => ({
  code: 'document_expired' as const,
  blocking: true,
  kind_code: null,
  kind_name: null,
  record_id: null,
  date: null,
  title: null,
  ...over,
});

describe('the dispatch dialog and compliance', () => {
  it('lists non-compliant assets with their reasons, not selectable', async () => {
    signInAs('asset_owner');
    const asked: string[][] = [];
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: pending })),
      http.get('*/api/assets/all', () =>
        HttpResponse.json({
          data: [
            assetChoiceRecord('a-1', 'Camion en règle'),
            assetChoiceRecord('a-2', 'Camion assurance échue'),
          ],
        }),
      ),
      http.get('*/api/compliance/assets', ({ request }) => {
        asked.push(new URL(request.url).searchParams.getAll('id'));
        const data: AssetCompliance[] = [
          {
            asset_id: 'a-1',
            compliant: true,
            reasons: [
              reason({
                code: 'document_missing',
                blocking: false,
                kind_code: 'registration',
                kind_name: 'Certificat d’immatriculation',
              }),
            ],
          },
          {
            asset_id: 'a-2',
            compliant: false,
            reasons: [
              reason({ kind_code: 'insurance', kind_name: 'Assurance', date: '2025-01-14' }),
              reason({
                code: 'maintenance_overdue',
                title: 'Vidange',
                date: '2025-01-10T08:00:00Z',
              }),
            ],
          },
        ];
        return HttpResponse.json({ data });
      }),
    );
    renderAppAt('/business-dispatches/r-1/show');
    await userEvent.click(await screen.findByRole('button', { name: 'Affecter un actif' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    const blocked = await screen.findByRole('option', { name: /Camion assurance échue/ });
    await within(blocked).findByText(/Non conforme/);
    // Issue 33: the sentence agrees with the kind's gender.
    expect(blocked).toHaveTextContent('Assurance expirée le 14 janv. 2025');
    expect(blocked).toHaveTextContent('Maintenance en retard : Vidange');
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    const fine = screen.getByRole('option', { name: /Camion en règle/ });
    expect(fine).toHaveTextContent('À compléter : Certificat d’immatriculation non enregistré');
    expect(fine).not.toHaveAttribute('aria-disabled', 'true');
    expect(asked.at(-1)?.sort()).toEqual(['a-1', 'a-2']);
    await userEvent.click(fine);
    expect(
      within(dialog).getByText(/Les actifs non conformes ne peuvent pas être affectés/),
    ).toBeInTheDocument();
  });
});
