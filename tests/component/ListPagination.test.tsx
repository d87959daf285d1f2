/**
 * Every list's pagination (docs/totals.md): "10 000+" in French, "10,000+" in English when the
 * API says its total is a lower bound, the exact total (in the user's language) otherwise; and
 * the app's lists use it.
 */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import {
  AdminContext,
  ListBase,
  memoryStore,
  testDataProvider,
  type TranslationMessages,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../../contract/asset';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { mergeCatalogs } from '../../src/providers/i18nProvider';
import { ListPagination } from '../../src/resources/common/ListPagination';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { assetRecord } from './support/records';

serveMockApi();

type Messages = Parameters<typeof mergeCatalogs>[0];
const catalogs: Record<string, TranslationMessages> = {
  fr: mergeCatalogs(frenchMessages as unknown as Messages, fr) as TranslationMessages,
  en: mergeCatalogs(englishMessages as unknown as Messages, en) as TranslationMessages,
};

/** A list of 25 rows a page over the API's answer: `total`, and its `meta`. */
function renderList(locale: 'fr' | 'en', total: number, lowerBound: boolean) {
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: `r${i}` }));
  const dataProvider = testDataProvider({
    getList: () =>
      Promise.resolve({
        data: rows,
        total,
        ...(lowerBound ? { meta: { totalIsLowerBound: true } } : {}),
      }) as never,
  });
  return render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={polyglotI18nProvider((l) => catalogs[l]!, locale)}
      store={memoryStore()}
    >
      <ListBase resource="assets" perPage={25}>
        <ListPagination rowsPerPageOptions={[10, 25, 50]} />
      </ListBase>
    </AdminContext>,
  );
}

/** The "first-last sur total" label, spaces made plain (Intl groups with narrow spaces). */
const label = async (pattern: RegExp) => plain((await screen.findByText(pattern)).textContent);

describe('list pagination', () => {
  it.each([
    ['a lower-bound total as "10 000+" in French', 'fr', 10000, true, /sur/, '1-25 sur 10 000+'],
    ['a lower-bound total as "10,000+" in English', 'en', 10000, true, / of /, '1-25 of 10,000+'],
    [
      'an exact total as it is, grouped in the language',
      'fr',
      12345,
      false,
      /sur/,
      '1-25 sur 12 345',
    ],
    ['an exact total in English too', 'en', 12345, false, / of /, '1-25 of 12,345'],
  ] as const)('shows %s', async (_, locale, total, lowerBound, pattern, text) => {
    renderList(locale, total, lowerBound);
    expect(await label(pattern)).toBe(text);
  });
});

describe("the app's lists", () => {
  const van = (i: number): Asset =>
    assetRecord({
      id: `a-${i}`,
      owner_user_id: 'user-superadmin',
      name: `Camion ${i}`,
      registration: null,
    });

  it('show the API\'s lower bound with a "+" (the assets list)', async () => {
    signInAs('asset_owner');
    server.use(
      http.get('*/api/assets', () =>
        HttpResponse.json({
          data: Array.from({ length: 10 }, (_, i) => van(i)),
          pagination: { total: 10000, limit: 10, skip: 0, lower_bound: true },
        }),
      ),
    );
    renderAppAt('/assets');
    expect(await label(/sur 10/)).toBe('1-10 sur 10 000+');
  });
});
