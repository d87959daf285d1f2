/**
 * The live layer in the page (src/layout/LiveUpdates.tsx) with a fake stream: a change refetches
 * the queries that show it (the page stays, its data changes), and says what changed among the
 * records on screen, once per burst, in the user's language.
 */
import { act, render, screen } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BURST_MS, LiveUpdates } from '../../src/layout/LiveUpdates';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import type { LiveConnectionOptions } from '../../src/providers/liveEvents';
import { liveEvent as change } from '../unit/support/live-events';

/** A request's page: its status as the server answers it (`load`, once per (re)fetch). */
function RequestPage({ load }: { load: () => Record<string, string> }) {
  const { data } = useQuery({
    queryKey: ['business-dispatches', 'getOne', { id: 'r1' }],
    queryFn: load,
  });
  return <p>Statut : {data?.status ?? '…'}</p>;
}

function renderLive() {
  const server = { status: 'pending', fetches: 0 };
  const load = () => {
    server.fetches++;
    return {
      id: 'r1',
      pickup_address: '12 rue des Lilas',
      dropoff_address: '3 place Bellecour',
      status: server.status,
    };
  };
  const streams: LiveConnectionOptions[] = [];
  let closed = 0;
  const connect = (options: LiveConnectionOptions) => {
    streams.push(options);
    return { close: () => void closed++ };
  };
  const queryClient = new QueryClient();
  const view = render(
    <AdminContext i18nProvider={createI18nProvider()} queryClient={queryClient}>
      <RequestPage load={load} />
      <LiveUpdates connect={connect} />
      <Notification />
    </AdminContext>,
  );
  return { server, streams, closed: () => closed, view, queryClient };
}

describe('LiveUpdates', () => {
  it('connects once with the API address and the current token, and closes when unmounted', async () => {
    const { streams, closed, view } = renderLive();
    await screen.findByText('Statut : pending');
    expect(streams).toHaveLength(1);
    expect(streams[0]!.url).toBe('/api/events');
    view.unmount();
    expect(closed()).toBe(1);
  });

  it('a change of the request on screen refetches it in place and says so', async () => {
    const { server, streams } = renderLive();
    await screen.findByText('Statut : pending');
    expect(server.fetches).toBe(1);
    server.status = 'assigned';
    act(() => streams[0]!.onEvent(change()));
    await screen.findByText('Statut : assigned');
    expect(server.fetches).toBe(2);
    await screen.findByText('Demande « 12 rue des Lilas → 3 place Bellecour » : Affectée');
  });

  it('a burst is one refetch and one notice; changes of records not on screen say nothing', async () => {
    const { server, streams } = renderLive();
    await screen.findByText('Statut : pending');
    server.status = 'in_transit';
    act(() => {
      streams[0]!.onEvent(change({ status: 'assigned' }));
      streams[0]!.onEvent(change({ resource: 'dispatches', id: 'd1', request_id: 'r1' }));
      streams[0]!.onEvent(change({ status: 'in_transit' }));
      streams[0]!.onEvent(change({ id: 'elsewhere' }));
    });
    await screen.findByText('Statut : in_transit');
    expect(server.fetches).toBe(2);
    await screen.findByText('Demande « 12 rue des Lilas → 3 place Bellecour » : En route');
    // Another request, not on screen: refetched when shown, never announced.
    act(() => streams[0]!.onEvent(change({ id: 'elsewhere', status: 'delivered' })));
    await act(() => new Promise((r) => setTimeout(r, BURST_MS + 100)));
    expect(screen.queryByText(/elsewhere|Livrée/)).toBeNull();
  });

  it('no notice right after the user’s own action (its own notice said it), still a refetch', async () => {
    const { server, streams, queryClient } = renderLive();
    await screen.findByText('Statut : pending');
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'dispatched' })
      .execute(undefined);
    server.status = 'assigned';
    act(() => streams[0]!.onEvent(change()));
    await screen.findByText('Statut : assigned');
    await act(() => new Promise((r) => setTimeout(r, BURST_MS + 100)));
    expect(screen.queryByText(/Demande «/)).toBeNull();
  });

  it('a reconnection (resync) refetches everything live, without a notice', async () => {
    const { server, streams } = renderLive();
    await screen.findByText('Statut : pending');
    server.status = 'delivered';
    act(() => streams[0]!.onResync());
    await screen.findByText('Statut : delivered');
    expect(screen.queryByText(/Demande «/)).toBeNull();
  });
});
