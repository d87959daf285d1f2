import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { list, member, serveBusinessBasics } from './support/business';
import { keepStyles } from './support/styles';

// Its assertions read CSS (getComputedStyle, toBeVisible): MUI's rules stay in the document.
keepStyles();

serveMockApi();

beforeAll(() => {
  // jsdom has no object URLs: the ZIP is saved through one.
  URL.createObjectURL = () => 'blob:my-data';
  URL.revokeObjectURL = () => undefined;
});

describe('personal data (docs/privacy.md)', () => {
  it(
    'erases a colleague only with a reason, after a confirmation saying what goes',
    { timeout: 90_000 },
    async () => {
      signInAs('business');
      serveBusinessBasics();
      const me = member({ id: 'user-business', name: 'Test business' });
      const lea = member({ id: 'u-lea', name: 'Léa Martin' });
      const erased: unknown[] = [];
      server.use(
        http.get('*/api/business/staff', () => list([me, lea])),
        http.post('*/api/people/:id/erasure', async ({ request, params }) => {
          erased.push({ id: params.id, ...((await request.json()) as object) });
          return HttpResponse.json({ data: { id: params.id, erased_at: '2026-11-29T02:00:00Z' } });
        }),
      );
      renderAppAt('/staff');

      expect(await screen.findByText('Léa Martin')).toBeInTheDocument();
      const open = await screen.findByRole('button', {
        name: 'Effacer les données personnelles de Léa Martin',
      });
      const mine = (await screen.findByText('Test business')).closest('tr') as HTMLElement;
      expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
      await userEvent.click(open);
      const dialog = await screen.findByRole('dialog', {
        name: 'Effacer les données personnelles de Léa Martin ?',
      });
      expect(
        within(dialog).getByText(/Les demandes, l’argent et l’historique restent/),
      ).toBeVisible();
      const confirm = within(dialog).getByRole('button', { name: 'Effacer pour toujours' });
      expect(confirm).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Garder les données' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(erased).toEqual([]);

      await userEvent.click(open);
      const again = await screen.findByRole('dialog');
      await userEvent.type(within(again).getByRole('textbox'), 'Demande RGPD');
      await userEvent.click(within(again).getByRole('button', { name: 'Effacer pour toujours' }));
      expect(await screen.findByText('Données personnelles effacées.')).toBeInTheDocument();
      expect(erased).toEqual([{ id: 'u-lea', reason: 'Demande RGPD' }]);
    },
  );

  it('downloads the signed-in person’s data from "Mes données"', async () => {
    signInAs('asset_owner');
    let downloads = 0;
    server.use(
      http.get('*/api/me/export', () => {
        downloads += 1;
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 5, 6]), {
          headers: { 'content-type': 'application/zip' },
        });
      }),
    );
    renderAppAt('/my-data');
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(downloads).toBe(1));
  });
});
