import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt, serveMockApi, signInAs } from './support/app';
import { acme, serveBusinessBasics } from './support/business';
import { serveLists } from './support/operations-fixtures';
import { requestRecord } from './support/records';

serveMockApi();

/** The list's column headers, as read. */
const headers = async () => {
  const table = (await screen.findByText('1 rue de Paris, Lyon')).closest('table')!;
  return [...within(table).getAllByRole('columnheader')].map((th) => th.textContent?.trim());
};

/** A 1366 px laptop: MUI's `down('xl')` matches, `down('sm')` (a phone) does not. */
function atLaptopWidth() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('max-width:1535.95px'),
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the requests list (issue 33)', () => {
  it('keeps the asset type and the planned time on a laptop, what an owner picks a job by', async () => {
    atLaptopWidth();
    serveLists();
    signInAs('asset_owner');
    renderAppAt('/business-dispatches');
    const shown = await headers();
    expect(shown).toContain("Type d'actif");
    expect(shown).toContain('Prévue le');
    expect(shown).toContain('Statut');
  });

  it('names each request’s client for a white-label business', async () => {
    serveBusinessBasics(acme);
    serveLists({
      requests: [requestRecord({ business_id: 'b-client', business_name: 'Pharmacie du Lac' })],
    });
    signInAs('business');
    renderAppAt('/business-dispatches');
    await waitFor(async () => expect(await headers()).toContain('Client'));
    const row = screen.getByText('1 rue de Paris, Lyon').closest('tr')!;
    expect(within(row).getByText('Pharmacie du Lac')).toBeInTheDocument();
  });
});
