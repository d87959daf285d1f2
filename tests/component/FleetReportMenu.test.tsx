/**
 * The fleet report as the menu opens it (docs/compliance.md, "Screens"): the menu's link
 * carries the report's default period, so "Période" shows this month and the figures of that
 * month are asked for and shown (an empty filter in the link used to leave the field empty).
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { plain, queriesTo, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { reportRow } from './support/fleet-report';
import { monthIn } from '../../contract/days';

serveMockApi();

const page = <T,>(rows: T[]) =>
  HttpResponse.json({ data: rows, pagination: { total: rows.length, limit: 50, skip: 0 } });

describe('fleet report from the menu', () => {
  it('opens on this month: the period is filled in and its figures shown', async () => {
    signInAs('asset_owner');
    // An owner's month is Paris's (docs/business.md "Days"), not UTC's.
    const month = monthIn('Europe/Paris', new Date());
    const row = reportRow({ asset_name: 'Van du mois' });
    server.use(
      http.get('*/api/documents', () => page([])),
      http.get('*/api/document-kinds', () => page([])),
      // Only this month has figures: a report asked without a period would show none.
      http.get('*/api/fleet-report', ({ request }) =>
        page(new URL(request.url).searchParams.get('period') === month ? [row] : []),
      ),
      http.get('*/api/asset-type', () => page([])),
    );
    renderAppAt('/documents');

    const menu = (await screen.findAllByRole('menu'))[0]!;
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Rentabilité' }));

    expect(await screen.findByLabelText('Période')).toHaveValue(month);
    const tr = (await screen.findByText('Van du mois')).closest('tr')!;
    expect(plain(tr.textContent)).toContain('500,00 €');
    expect(plain(tr.textContent)).toContain('1,25 € /km');
    expect(queriesTo('/api/fleet-report').every((q) => q.get('period') === month)).toBe(true);
  }, 60_000);
});
