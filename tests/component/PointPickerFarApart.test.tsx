/**
 * The request form's point pickers warn when the pickup and the drop-off are more than
 * FAR_APART_KM apart (issue 33: a Lyon address placed in the Atlantic), without refusing the
 * save; the warning goes once the point is moved back within reach.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import {
  AdminContext,
  ResourceContextProvider,
  SimpleForm,
  memoryStore,
  type TranslationMessages,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { haversineMeters } from '../../contract/distance';
import { FAR_APART_KM, PointPicker } from '../../src/components/map/PointPicker';
import { fr } from '../../src/i18n/fr';
import { mergeCatalogs } from '../../src/providers/i18nProvider';
import { keepStyles } from './support/styles';

// Its assertions read CSS (getComputedStyle, toBeVisible): MUI's rules stay in the document.
keepStyles();

// The map opens on demand; these tests type coordinates (the stand-in MapLibre, as elsewhere).
vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'));

type Messages = Parameters<typeof mergeCatalogs>[0];
const french = mergeCatalogs(frenchMessages as unknown as Messages, fr) as TranslationMessages;

const lyon = { lat: 45.764, lng: 4.8357 };
const atlantic = { lat: 20.19, lng: -32.7 };
const paris = { lat: 48.8566, lng: 2.3522 };

function renderPickers(record: Record<string, unknown>) {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => french, 'fr')} store={memoryStore()}>
      <ResourceContextProvider value="business-dispatches">
        <SimpleForm record={record} toolbar={false}>
          <PointPicker kind="pickup" />
          <PointPicker kind="dropoff" />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const picker = (name: string) => screen.getByRole('group', { name });
const warning = /^Ce point est à (.+) km du (point de livraison|point de prise en charge)/;

describe('the pickup and drop-off far apart (issue 33)', () => {
  it('warns on both points, with the distance, and stops once they are within reach', async () => {
    renderPickers({
      pickup_address: '2 quai de Saône, Lyon',
      pickup_lat: lyon.lat,
      pickup_lng: lyon.lng,
      dropoff_address: '5 rue de la République, Lyon',
      dropoff_lat: atlantic.lat,
      dropoff_lng: atlantic.lng,
    });
    const km = Math.round(haversineMeters(lyon, atlantic) / 1000);
    expect(km).toBeGreaterThan(FAR_APART_KM);
    const pickup = await waitFor(() => picker('Point de prise en charge'));
    const dropoff = picker('Point de livraison');
    const shown = (group: HTMLElement) => within(group).getByText(warning).textContent ?? '';
    // Each names the distance (French digits) and the other point.
    expect(shown(pickup).replace(/\s/g, '')).toContain(`${km}km`);
    expect(shown(pickup)).toContain('du point de livraison');
    expect(shown(dropoff)).toContain('du point de prise en charge');
    expect(shown(dropoff)).toContain('l’enregistrement reste possible');

    // The drop-off typed at Paris, 392 km from Lyon: within reach, no warning.
    expect(Math.round(haversineMeters(lyon, paris) / 1000)).toBeLessThan(FAR_APART_KM);
    fireEvent.change(within(dropoff).getByLabelText('Latitude'), {
      target: { value: String(paris.lat) },
    });
    fireEvent.change(within(dropoff).getByLabelText('Longitude'), {
      target: { value: String(paris.lng) },
    });
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
  });

  it('says nothing while only one point is placed', async () => {
    renderPickers({ pickup_lat: lyon.lat, pickup_lng: lyon.lng });
    await waitFor(() => picker('Point de livraison'));
    expect(within(picker('Point de livraison')).getByText('Aucun point placé.')).toBeVisible();
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });
});
