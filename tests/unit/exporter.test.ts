import Papa from 'papaparse';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslateFunction, TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { request as requestRecord } from '../../contract/request';
import { en } from '../../src/i18n/en';
import { frenchCatalog, mergeCatalogs } from '../../src/providers/i18nProvider';
import { toPeopleCsv } from '../../src/resources/common/exporter';

type Messages = Parameters<typeof mergeCatalogs>[0];
const translatorOf = (catalog: TranslationMessages): TranslateFunction =>
  polyglotI18nProvider(() => catalog, 'x').translate as TranslateFunction;
const french = translatorOf(frenchCatalog);
const english = translatorOf(
  mergeCatalogs(englishMessages as unknown as Messages, en) as TranslationMessages,
);

/** A request as the API answers it. */
const request = {
  id: '6f1c2b8e-5d4a-4c3b-9a1e-0b2c3d4e5f60',
  reference: 'FLT-2026-000123',
  business_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  business_name: 'Transports Durand',
  requested_by: '11111111-2222-4333-8444-555555555555',
  package_type_id: null,
  package_type_name: null,
  asset_type_id: '22222222-3333-4444-8555-666666666666',
  asset_type_name: 'Camionnette',
  pickup_address: '12 rue de la Paix; Paris',
  dropoff_address: '3 place Bellecour, Lyon',
  scheduled_at: null,
  weight_kg: 1250,
  price: 25000,
  currency: 'EUR',
  status: 'pending',
  dispatch_id: null,
  created_at: '2026-11-24T23:30:00.000Z',
};

const parse = (csv: string, delimiter: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter }).data;

/**
 * The requests' CSV as a person downloads it (it must open with a BOM), read back with
 * `delimiter`: the file, its header row and the first row's cell under a header.
 */
function exportRequests(
  rows: (typeof request)[],
  options: { locale: 'fr' | 'en'; translate: TranslateFunction; timeZone: string },
  delimiter: string,
) {
  const csv = toPeopleCsv(rows, { resource: 'business-dispatches', ...options });
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, row] = parse(csv, delimiter);
  return { csv, header, cell: (name: string) => row![header!.indexOf(name)] };
}

describe('the people’s CSV exporter', () => {
  it('writes French: BOM, `;`, translated headers and statuses, decimal commas, local dates', () => {
    const { csv, header, cell } = exportRequests(
      [request],
      { locale: 'fr', translate: french, timeZone: 'Europe/Paris' },
      ';',
    );
    expect(header).toEqual([
      'Référence',
      'Identifiant interne',
      'Entreprise',
      'Entreprise (identifiant)',
      'Type de colis',
      'Type de colis (identifiant)',
      "Type d'actif",
      "Type d'actif (identifiant)",
      'Adresse de prise en charge',
      'Adresse de livraison',
      'Prévue le',
      'Poids (kg)',
      'Prix',
      'Devise',
      'Statut',
      'Créée le',
    ]);
    expect(cell('Référence')).toBe('FLT-2026-000123');
    expect(cell('Identifiant interne')).toBe(request.id);
    expect(cell('Entreprise')).toBe('Transports Durand');
    expect(cell('Prix')).toBe('250,00');
    expect(cell('Poids (kg)')).toBe('1250');
    expect(cell('Statut')).toBe('En attente');
    // 23:30 UTC is already the next day in Paris.
    expect(cell('Créée le')).toBe('25/11/2026 00:30');
    // A `;` inside a value is quoted, not a new column.
    expect(cell('Adresse de prise en charge')).toBe('12 rue de la Paix; Paris');
    expect(csv).toContain('"12 rue de la Paix; Paris"');
    // Ids without a readable column (who requested, the dispatch) are left out.
    expect(csv).not.toContain(request.requested_by);
  });

  it('writes English: `,`, decimal points, English words, ISO-like dates', () => {
    const { header, cell } = exportRequests(
      [{ ...request, status: 'in_transit', price: 1999 }],
      { locale: 'en', translate: english, timeZone: 'America/New_York' },
      ',',
    );
    expect(header).toContain('Reference');
    expect(header).toContain('Business (id)');
    expect(header).toContain('Currency');
    expect(cell('Price')).toBe('19.99');
    expect(cell('Status')).toBe('In transit');
    expect(cell('Created')).toBe('2026-11-24 18:30');
    expect(cell('Pickup address')).toBe('12 rue de la Paix; Paris');
  });

  it('writes money in its currency’s units, booleans as words, plain dates the language’s way', () => {
    const rows = [
      {
        id: 'a',
        name: 'Franc CFA',
        base_price: 5000,
        currency: 'XOF',
        active: true,
        day: '2026-03-01',
      },
    ];
    const options = { resource: 'asset-type', translate: french, timeZone: 'UTC' };
    const [header, row] = parse(toPeopleCsv(rows, { ...options, locale: 'fr' }), ';');
    expect(row![header!.indexOf('Prix de base')]).toBe('5000');
    expect(row).toContain('Oui');
    expect(row).toContain('01/03/2026');
  });

  it('names every column of a request in the language, its reference first, the tracking link whole', () => {
    const full = {
      ...request,
      recipient_name: 'Mme Roux',
      recipient_phone: '+33 6 12 34 56 78',
      recipient_email: 'roux@example.com',
      tracking_token: 'A'.repeat(43),
      pickup_lat: 45.76,
      pickup_lng: 4.83,
      dropoff_lat: 45.75,
      dropoff_lng: 4.85,
      notes: 'Sonner deux fois',
      attempts: 1,
      asset_id: '33333333-4444-4555-8666-777777777777',
      asset_name: 'Fourgon 12',
      updated_at: '2026-11-25T08:00:00.000Z',
      quote_id: null,
      price_breakdown: null,
      urgent: false,
      extra_stops: 0,
      cod_amount: 2500,
      cod_collected: null,
    };
    // Every field the API answers for a request is in the fixture.
    expect(Object.keys(full).sort()).toEqual(Object.keys(requestRecord.shape).sort());
    const appUrl = 'https://flotte.example.com/';
    for (const [locale, translate, delimiter] of [
      ['fr', french, ';'],
      ['en', english, ','],
    ] as const) {
      const csv = toPeopleCsv([full], {
        resource: 'business-dispatches',
        locale,
        translate,
        timeZone: 'Europe/Paris',
        appUrl,
      });
      const [header, row] = parse(csv, delimiter);
      // No header is a field's raw name (`pickup_lat`, `attempts`).
      const raw = header!.filter((h) => Object.keys(full).includes(h) || /_/.test(h));
      expect(raw).toEqual([]);
      expect(header![0]).toBe(locale === 'fr' ? 'Référence' : 'Reference');
      expect(row).toContain(`https://flotte.example.com/#/t/${'A'.repeat(43)}`);
      expect(row).not.toContain('A'.repeat(43));
    }
  });
});
