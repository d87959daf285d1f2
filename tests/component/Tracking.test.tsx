import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicTracking } from '../../contract/tracking';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';

serveMockApi();

const TOKEN = 'tYq3Vn8kP2wLx5RbZ0cJ7hG4dS9fA1eU6mT3oN8iK2v';

const tracking: PublicTracking = {
  reference: 'FLT-2026-000123',
  status: 'in_transit',
  timeline: [
    { kind: 'created', at: '2026-03-02T08:00:00.000Z' },
    { kind: 'assigned', at: '2026-03-02T08:20:00.000Z' },
    { kind: 'in_transit', at: '2026-03-02T09:05:00.000Z' },
  ],
  pickup_address: '12 rue de Rivoli, 75004 Paris',
  dropoff_address: '3 place Bellecour, 69002 Lyon',
  scheduled_at: '2026-03-02T14:00:00.000Z',
  business: { name: 'Atlas Logistique', logo: '/api/uploads/atlas.png', primary_color: '#0a7d5a' },
  eta: null,
  driver_position: null,
  proof: null,
};

function serveTracking(answer: PublicTracking = tracking) {
  server.use(
    http.get('*/api/tracking/:token', ({ params }) =>
      params.token === TOKEN
        ? HttpResponse.json({ data: answer })
        : HttpResponse.json(
            { statusCode: 404, code: 'not_found', message: 'Not found.' },
            { status: 404, headers: { 'x-robots-tag': 'noindex' } },
          ),
    ),
  );
}

/** The browser's languages (jsdom says en-US): a French visitor unless a test says otherwise. */
const browserLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
beforeEach(() => browserLanguages(['fr-FR', 'fr']));
afterEach(() => Reflect.deleteProperty(window.navigator, 'languages'));

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('the recipient’s tracking page (#/t/:token)', () => {
  it('shows the delivery in the business’s colours: reference, status, its moves, addresses', async () => {
    serveTracking();
    renderAppAt(`/t/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suivi de votre livraison' }),
    ).toBeInTheDocument();
    expect(robots()).toBe('noindex');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('De la part de Atlas Logistique')).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: 'Logo de Atlas Logistique' })).toHaveAttribute(
      'src',
      '/api/uploads/atlas.png',
    );
    expect(screen.getByText('Livraison FLT-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('En route')).toBeInTheDocument();

    const status = screen.getByRole('region', { name: 'Où en est-elle ?' });
    const steps = within(status).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Demande reçue'),
      expect.stringContaining('Transporteur affecté'),
      expect.stringContaining('Prise en charge, en route'),
      expect.stringContaining('Livrée'),
    ]);
    expect(steps[0]).toHaveTextContent('2 mars 2026');
    expect(steps[3]).toHaveTextContent('À venir');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');

    const details = screen.getByRole('region', { name: 'Détails' });
    expect(details).toHaveTextContent('12 rue de Rivoli, 75004 Paris');
    expect(details).toHaveTextContent('3 place Bellecour, 69002 Lyon');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Suivi assuré par Flotte');
  });

  it('an unknown or expired link says so, and the robots tag goes with the page', async () => {
    serveTracking();
    const { unmount } = renderAppAt('/t/unknown-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien inconnu ou expiré' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ne correspond à aucune livraison/)).toBeInTheDocument();
    expect(robots()).toBe('noindex');
    unmount();
    expect(robots()).toBeUndefined();
  });

  it('a failure of the server offers to try again', async () => {
    server.use(
      http.get('*/api/tracking/:token', () =>
        HttpResponse.json({ statusCode: 500, code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    renderAppAt(`/t/${TOKEN}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Le suivi n’a pas pu se charger' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('a cancelled delivery says when, in English for an English browser', async () => {
    serveTracking({
      ...tracking,
      status: 'cancelled',
      timeline: [
        { kind: 'created', at: '2026-03-02T08:00:00.000Z' },
        { kind: 'cancelled', at: '2026-03-02T10:00:00.000Z' },
      ],
    });
    browserLanguages(['en-GB']);
    renderAppAt(`/t/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tracking your delivery' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This delivery was cancelled on 2 March 2026/)).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('stays open to a signed-in visitor (the business’s staff checking their link)', async () => {
    serveTracking();
    signInAs('business');
    renderAppAt(`/t/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suivi de votre livraison' }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/t/${TOKEN}`);
  });
});
