/**
 * A request's history names who made each move (issue 33: "… par inconnu"): a person by name,
 * auto-dispatch's decision as made automatically, "inconnu" only for a move nobody recorded.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RequestEvent } from '../../contract/request';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { requestRecord } from './support/records';

// The request's page holds a map: jsdom has no WebGL.
vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'));

serveMockApi();

const event = (kind: RequestEvent['kind'], at: string, by_name: string | null): RequestEvent => ({
  kind,
  at,
  by_user_id: by_name ? `u-${by_name}` : null,
  by_name,
  asset_id: kind === 'auto_dispatched' ? 'a-1' : null,
  asset_name: kind === 'auto_dispatched' ? 'Fourgon 12' : null,
  previous_asset_id: null,
  previous_asset_name: null,
  reason: kind === 'auto_dispatched' ? 'nearest' : null,
});

describe('the request’s history', () => {
  it('names each move’s person, and auto-dispatch’s decision as automatic', async () => {
    signInAs('business');
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: requestRecord() })),
      http.get('*/api/business-dispatches/r-1/timeline', () =>
        HttpResponse.json({
          data: [
            event('created', '2026-03-02T08:00:00.000Z', 'Claire Martin'),
            event('auto_dispatched', '2026-03-02T08:01:00.000Z', null),
            event('cancelled', '2026-03-02T09:00:00.000Z', 'Claire Martin'),
          ],
        }),
      ),
    );
    renderAppAt('/business-dispatches/r-1/show');
    const history = await screen.findByRole('region', { name: 'Historique' }, { timeout: 30_000 });
    const items = await within(history).findAllByRole('listitem');
    const texts = items.map((li) => plain(li.textContent));
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('par Claire Martin');
    expect(texts[1]).toContain('Dispatch automatique');
    expect(texts[1]).toContain('automatiquement');
    expect(texts[2]).toContain('Annulée');
    expect(texts[2]).toContain('par Claire Martin');
    expect(plain(history.textContent)).not.toContain('inconnu');
  }, 60_000);
});
