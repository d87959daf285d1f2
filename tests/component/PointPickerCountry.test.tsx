/**
 * The point picker knows where its business works (issue 33): its map opens around the
 * business's last points or on its country, not on the world; a point placed far from its
 * address's country is warned beside the field, in the user's language, and the form still saves.
 * MapLibre is the recording stand-in (tests/component/support/maplibre.ts), as elsewhere.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import {
  AdminContext,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  memoryStore,
  type DataProvider,
  type TranslationMessages,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PointPicker } from '../../src/components/map/PointPicker';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { mergeCatalogs } from '../../src/providers/i18nProvider';
import { setAuthState } from '../../src/providers/store';
import { testUser } from './support/accounts';
import { maps } from './support/maplibre';
import { keepStyles } from './support/styles';

// Its assertions read CSS (getComputedStyle, toBeVisible): MUI's rules stay in the document.
keepStyles();

vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'));

type Messages = Parameters<typeof mergeCatalogs>[0];
const catalogs = {
  fr: mergeCatalogs(frenchMessages as unknown as Messages, fr) as TranslationMessages,
  en: mergeCatalogs(englishMessages as unknown as Messages, en as Messages) as TranslationMessages,
};

const lyonAddress = '5 rue de la République, 69002 Lyon';
const atlantic = { lat: 20.19, lng: -32.7 };

beforeEach(() => {
  // Business staff: the picker reads its own business (GET /business) for its country.
  setAuthState({ user: testUser('business', 'u-1'), token: 'test-token', isAuthenticated: true });
});
afterEach(() => {
  setAuthState({ user: null, token: null, isAuthenticated: false });
  maps.length = 0;
});

/** The API as the picker reads it: the own business and its latest requests. */
function api(country: string | null, requests: Record<string, unknown>[] = []) {
  const lists: { resource: string; params: unknown }[] = [];
  const dataProvider = {
    getOne: (resource: string) => Promise.resolve({ data: { id: 'own', country, resource } }),
    getList: (resource: string, params: unknown) => {
      lists.push({ resource, params });
      return Promise.resolve({
        data: requests.map((r, i) => ({ id: `r-${i}`, ...r })),
        total: requests.length,
      });
    },
  } as unknown as DataProvider;
  return { dataProvider, lists };
}

function renderPickers(
  dataProvider: DataProvider,
  record: Record<string, unknown>,
  { locale = 'fr' as 'fr' | 'en', onSubmit = () => {} } = {},
) {
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={polyglotI18nProvider((l) => catalogs[l as 'fr' | 'en'], locale)}
      store={memoryStore()}
    >
      <ResourceContextProvider value="business-dispatches">
        <SimpleForm record={record} onSubmit={onSubmit}>
          <TextInput source="pickup_address" />
          <PointPicker kind="pickup" />
          <TextInput source="dropoff_address" />
          <PointPicker kind="dropoff" />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const farFrench = /^Ce point est à (.+) km hors du pays de l’adresse \((.+)\)/;

describe('a point far from its address’s country (issue 33)', () => {
  it('warns beside the drop-off of a Lyon address placed in the Atlantic, and the form saves', async () => {
    const onSubmit = vi.fn();
    const { dataProvider } = api('FR');
    renderPickers(
      dataProvider,
      { dropoff_address: lyonAddress, dropoff_lat: 45.764, dropoff_lng: 4.8357 },
      { onSubmit },
    );
    const dropoff = await screen.findByRole('group', { name: 'Point de livraison' });
    expect(within(dropoff).getByText('Point placé : 45,764, 4,8357.')).toBeVisible();
    expect(screen.queryByText(farFrench)).not.toBeInTheDocument();

    fireEvent.change(within(dropoff).getByLabelText('Latitude'), {
      target: { value: String(atlantic.lat) },
    });
    fireEvent.change(within(dropoff).getByLabelText('Longitude'), {
      target: { value: String(atlantic.lng) },
    });
    const warning = await within(dropoff).findByText(farFrench);
    // The distance outside France in French digits, the country named in French.
    expect(warning.textContent?.replace(/\s/g, ' ')).toMatch(
      /à 2 \d{3} km hors du pays de l’adresse \(France\).*l’enregistrement reste possible/,
    );
    // Only the point concerned: the pickup has none placed.
    const pickup = screen.getByRole('group', { name: 'Point de prise en charge' });
    expect(within(pickup).queryByText(farFrench)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      dropoff_lat: atlantic.lat,
      dropoff_lng: atlantic.lng,
    });
  });

  it('checks against the country the address names, and says it in English', async () => {
    const { dataProvider } = api('FR');
    renderPickers(
      dataProvider,
      { pickup_address: 'Rue du Rhône 1, Genève, Suisse', pickup_lat: 48.8566, pickup_lng: 2.3522 },
      { locale: 'en' },
    );
    const pickup = await screen.findByRole('group', { name: 'Pickup point' });
    expect(
      await within(pickup).findByText(
        /^This point is [\d,]+ km outside the address’s country \(Switzerland\): check/,
      ),
    ).toBeVisible();
  });

  it("says nothing for a point in the business's country, or without a country known", async () => {
    const { dataProvider } = api(null);
    renderPickers(dataProvider, {
      pickup_address: lyonAddress,
      pickup_lat: atlantic.lat,
      pickup_lng: atlantic.lng,
      dropoff_address: 'Place Bellecour, Lyon, France',
      dropoff_lat: 45.7578,
      dropoff_lng: 4.832,
    });
    const pickup = await screen.findByRole('group', { name: 'Point de prise en charge' });
    await within(pickup).findByText('Point placé : 20,19, -32,7.');
    expect(screen.queryByText(farFrench)).not.toBeInTheDocument();
  });
});

describe('where the picker’s map opens (issue 33)', () => {
  const openMap = async (name: string) => {
    const group = await screen.findByRole('group', { name });
    await userEvent.click(within(group).getByRole('button', { name: 'Placer sur la carte' }));
    await waitFor(() => expect(maps).toHaveLength(1));
    return maps[0]!;
  };

  it("around the business's last points, leaving out one placed in the ocean", async () => {
    const { dataProvider, lists } = api('FR', [
      { pickup_lat: 45.75, pickup_lng: 4.85, dropoff_lat: 45.9, dropoff_lng: 4.7 },
      { pickup_lat: 45.7, pickup_lng: 5.1, dropoff_lat: atlantic.lat, dropoff_lng: atlantic.lng },
    ]);
    renderPickers(dataProvider, { pickup_address: lyonAddress });
    const map = await openMap('Point de prise en charge');
    await waitFor(() =>
      expect(map.fitted).toContainEqual([
        [4.7, 45.7],
        [5.1, 45.9],
      ]),
    );
    // The latest requests of the business, newest first.
    expect(lists[0]).toMatchObject({
      resource: 'business-dispatches',
      params: { sort: { field: 'created_at', order: 'DESC' } },
    });
  });

  it("on the business's country when it has no point yet", async () => {
    const { dataProvider } = api('FR');
    renderPickers(dataProvider, { dropoff_address: lyonAddress });
    const map = await openMap('Point de livraison');
    await waitFor(() =>
      expect(map.fitted).toContainEqual([
        [-4.8, 41.3],
        [9.6, 51.1],
      ]),
    );
  });
});
