/**
 * The request form's live quote (src/resources/business-dispatches/LiveQuote.tsx,
 * docs/money.md "Tariffs and quotes"): nothing asked until the type and both addresses are
 * there; then the quote's lines and price show, asked again as a priced field changes (its id
 * goes into the form, so the request is created at that price); a failure is said.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import {
  AdminContext,
  NumberInput,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  memoryStore,
  type DataProvider,
  type TranslationMessages,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { Quote, QuoteCreate } from '../../contract/quote';
import { fr } from '../../src/i18n/fr';
import { mergeCatalogs } from '../../src/providers/i18nProvider';
import { LiveQuote } from '../../src/resources/business-dispatches/LiveQuote';
import { plain } from './support/app';

type Messages = Parameters<typeof mergeCatalogs>[0];
const catalog = mergeCatalogs(frenchMessages as unknown as Messages, fr) as TranslationMessages;

/** A quote of the base and the weight above the included kilograms, as the API answers it. */
const quoteFor = (body: QuoteCreate, id: string): Quote => {
  const weight = Math.max(0, (body.weight_kg ?? 0) - 10) * 50;
  return {
    id,
    business_id: 'b-1',
    asset_type_id: body.asset_type_id,
    tariff_id: 't-1',
    currency: 'EUR',
    price: 1_500 + weight,
    breakdown: [
      { component: 'base', quantity: null, rate: 1_500, amount: 1_500, label: null },
      ...(weight > 0
        ? [
            {
              component: 'weight' as const,
              quantity: body.weight_kg! - 10,
              rate: 50,
              amount: weight,
              label: null,
            },
          ]
        : []),
    ],
    distance_m: 12_400,
    distance_method: 'straight_line',
    expires_at: '2026-11-29T10:15:00Z',
    created_at: '2026-11-29T10:00:00Z',
  };
};

/** The form's `quote_id`, shown so the test reads what the request would be sent with. */
const QuoteId = () => {
  const id = useWatch({ name: 'quote_id' }) as string | null | undefined;
  return <output aria-label="quote_id">{id ?? ''}</output>;
};

function renderQuote(createQuote: (body: QuoteCreate) => Promise<Quote>) {
  const dataProvider = { createQuote } as unknown as DataProvider;
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={polyglotI18nProvider(() => catalog, 'fr')}
      store={memoryStore()}
    >
      <ResourceContextProvider value="business-dispatches">
        <SimpleForm record={{}} toolbar={false}>
          <TextInput source="asset_type_id" label="type" />
          <TextInput source="pickup_address" label="départ" />
          <TextInput source="dropoff_address" label="arrivée" />
          <NumberInput source="weight_kg" label="poids" />
          <LiveQuote toBody={(values) => values} />
          <QuoteId />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const quoteBox = () => screen.getByRole('region', { name: 'Devis' });

async function fillAddresses() {
  await userEvent.type(screen.getByLabelText('type'), 'a-van');
  await userEvent.type(screen.getByLabelText('départ'), '1 rue de Rivoli, Paris');
  await userEvent.type(screen.getByLabelText('arrivée'), '5 quai de Bercy, Paris');
}

describe('the live quote', () => {
  it('prices the form once it is complete, and again as the weight changes', async () => {
    let n = 0;
    const createQuote = vi.fn((body: QuoteCreate) => Promise.resolve(quoteFor(body, `q-${++n}`)));
    renderQuote(createQuote);

    expect(
      within(quoteBox()).getByText(/Le prix s’affichera quand le type d’actif/),
    ).toBeInTheDocument();
    await fillAddresses();
    await waitFor(() => expect(screen.getByTestId('live-quote-price')).toBeInTheDocument());
    // Debounced: the quote shown is the whole form's, not a half-typed address's.
    expect(createQuote.mock.calls.at(-1)![0]).toMatchObject({
      asset_type_id: 'a-van',
      pickup_address: '1 rue de Rivoli, Paris',
      dropoff_address: '5 quai de Bercy, Paris',
    });
    expect(plain(screen.getByTestId('live-quote-price').textContent)).toBe('15,00 €');
    expect(plain(quoteBox().textContent)).toContain('Distance : 12,4 km (à vol d’oiseau × détour)');
    expect(within(quoteBox()).getByText('Base')).toBeInTheDocument();
    expect(screen.getByLabelText('quote_id')).toHaveTextContent(`q-${n}`);

    await userEvent.type(screen.getByLabelText('poids'), '30');
    await waitFor(() =>
      expect(plain(screen.getByTestId('live-quote-price').textContent)).toBe('25,00 €'),
    );
    expect(plain(quoteBox().textContent)).toContain('Poids');
    expect(createQuote.mock.calls.at(-1)![0]).toMatchObject({ weight_kg: 30 });
    expect(screen.getByLabelText('quote_id')).toHaveTextContent(`q-${n}`);
  }, 60_000);

  it('says when the price cannot be computed, and the form carries no quote', async () => {
    renderQuote(() => Promise.reject(new Error('no tariff')));

    await fillAddresses();
    expect(
      await within(quoteBox()).findByText('Le prix n’a pas pu être calculé.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('live-quote-price')).not.toBeInTheDocument();
    expect(screen.getByLabelText('quote_id')).toHaveTextContent('');
  }, 60_000);
});
