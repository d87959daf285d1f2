import { http, HttpResponse, type HttpHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '../../contract/integrations';
import type { B2bClient } from '../../contract/white-label';
import { StorageKeys } from '../../src/providers/storage';
import { renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';
import { acme, list, serveBusinessBasics, standard } from './support/business';

serveMockApi();

const key: ApiKey = {
  id: 'k-1',
  business_id: 'b-acme',
  name: 'Boutique en ligne',
  prefix: 'flt_live_Ab12Cd34',
  scope: 'write',
  b2b_client_id: null,
  b2b_client_name: null,
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  created_at: '2025-03-01T09:00:00.000Z',
};

const endpoint: WebhookEndpoint = {
  id: 'w-1',
  business_id: 'b-acme',
  url: 'https://erp.example.com/flotte',
  description: null,
  events: ['request.created', 'request.delivered'],
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  failing_since: null,
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-01T09:00:00.000Z',
};

const delivery: WebhookDelivery = {
  id: 'd-1',
  endpoint_id: 'w-1',
  event_id: 'e-1',
  event_type: 'request.delivered',
  state: 'failed',
  attempts: 8,
  last_status_code: 500,
  last_error: 'HTTP 500',
  last_attempt_at: '2025-03-02T09:00:00.000Z',
  next_attempt_at: null,
  delivered_at: null,
  created_at: '2025-03-01T09:00:00.000Z',
};

const posted = async (method: string, path: string) => {
  const call = requests.find((r) => r.method === method && new URL(r.url).pathname === path);
  return call ? ((await call.clone().text()) ? await call.clone().json() : {}) : undefined;
};

const pharmacie: B2bClient = {
  id: 'c-pharma',
  name: 'Pharmacie du Lac',
  slug: 'pharmacie-du-lac',
  active: true,
  country: 'FR',
  contact_email: null,
  created_at: '2025-02-01T09:00:00.000Z',
};

/** The page's reads; a white-label business's B2B clients: `clients` (none unless told). */
function serveIntegrations(clients: B2bClient[] = []) {
  server.use(
    http.get('*/api/business/b2b-clients', () => list(clients)),
    http.get('*/api/api-keys', () => list([key])),
    http.get('*/api/webhook-endpoints', () => list([endpoint])),
    http.get('*/api/webhook-endpoints/w-1/deliveries', () => list([delivery])),
  );
}

/**
 * The page as a business's staff opens it, on its reads (`clients`, as `serveIntegrations`)
 * and `handlers`; answers a user to act on it.
 */
function openIntegrations(handlers: HttpHandler[] = [], clients: B2bClient[] = []) {
  signInAs('business');
  serveBusinessBasics();
  serveIntegrations(clients);
  server.use(...handlers);
  const user = userEvent.setup();
  renderAppAt('/integrations');
  return user;
}

describe('Intégrations', () => {
  it('lists the keys (never a secret) and the endpoints with their events', async () => {
    openIntegrations();
    const keys = await screen.findByRole('table', { name: 'Clés d’API' });
    expect(within(keys).getByText('Boutique en ligne')).toBeInTheDocument();
    expect(within(keys).getByText('flt_live_Ab12Cd34…')).toBeInTheDocument();
    expect(within(keys).getByText('Lecture et écriture')).toBeInTheDocument();
    expect(within(keys).getAllByText('Jamais')).toHaveLength(2); // never used, no expiry
    expect(keys.textContent).not.toContain('secret');
    const card = await screen.findByRole('region', { name: 'https://erp.example.com/flotte' });
    expect(within(card).getByText('Demande créée')).toBeInTheDocument();
    expect(within(card).getByText('Demande livrée')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it('creates a key and shows its secret once', async () => {
    const user = openIntegrations([
      http.post('*/api/api-keys', () =>
        HttpResponse.json(
          { data: { ...key, id: 'k-2', name: 'ERP', secret: 'flt_live_Zz99Yy88_secretpart' } },
          { status: 201 },
        ),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Créer une clé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une clé' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'ERP');
    await user.click(within(dialog).getByRole('combobox', { name: 'Droits' }));
    await user.click(await screen.findByRole('option', { name: 'Lecture et écriture' }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer une clé' }));
    const shown = await screen.findByRole('dialog', { name: 'Votre nouvelle clé d’API' });
    expect(within(shown).getByDisplayValue('flt_live_Zz99Yy88_secretpart')).toBeInTheDocument();
    expect(within(shown).getByText(/elle ne sera plus jamais affichée/)).toBeInTheDocument();
    expect(await posted('POST', '/api/api-keys')).toEqual({
      name: 'ERP',
      scope: 'write',
      expires_at: null,
    });
    await user.click(within(shown).getByRole('button', { name: 'J’ai copié la clé' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Votre nouvelle clé d’API' })).toBeNull(),
    );
  });

  it('restricts a white-label business’s key to one of its B2B clients, and lists it so', async () => {
    const bakery = { ...pharmacie, id: 'c-bakery', name: 'Boulangerie Moreau' };
    const restricted = { ...key, id: 'k-3', name: 'Officine', b2b_client_id: pharmacie.id };
    const created = { ...restricted, b2b_client_name: pharmacie.name };
    const user = openIntegrations(
      [
        http.post('*/api/api-keys', () => {
          server.use(http.get('*/api/api-keys', () => list([created, key])));
          return HttpResponse.json(
            { data: { ...created, secret: 'flt_live_Cc11_x' } },
            { status: 201 },
          );
        }),
      ],
      [bakery, pharmacie],
    );
    await user.click(await screen.findByRole('button', { name: 'Créer une clé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une clé' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'Officine');
    const choice = await within(dialog).findByRole('combobox', { name: 'Client B2B' });
    expect(choice).toHaveTextContent('Tous (l’entreprise)');
    await user.click(choice);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Tous (l’entreprise)',
      'Boulangerie Moreau',
      'Pharmacie du Lac',
    ]);
    await user.click(screen.getByRole('option', { name: 'Pharmacie du Lac' }));
    expect(choice).toHaveTextContent('Pharmacie du Lac');
    await user.click(within(dialog).getByRole('button', { name: 'Créer une clé' }));
    expect(await posted('POST', '/api/api-keys')).toEqual({
      name: 'Officine',
      scope: 'read',
      b2b_client_id: 'c-pharma',
      expires_at: null,
    });
    const shown = await screen.findByRole('dialog', { name: 'Votre nouvelle clé d’API' });
    await user.click(within(shown).getByRole('button', { name: 'J’ai copié la clé' }));
    const keys = await screen.findByRole('table', { name: 'Clés d’API' });
    expect(await within(keys).findByText('Client B2B : Pharmacie du Lac')).toBeInTheDocument();
  });

  it('offers the superadmin the B2B clients of the white-label business it opened', async () => {
    signInAs('superadmin');
    serveIntegrations([pharmacie]);
    server.use(http.get('*/api/business', () => list([acme, standard])));
    const user = userEvent.setup();
    renderAppAt('/integrations?business_id=b-acme');
    await user.click(await screen.findByRole('button', { name: 'Créer une clé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une clé' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Client B2B' }));
    expect(await screen.findByRole('option', { name: 'Pharmacie du Lac' })).toBeInTheDocument();
    const asked = requests.find((r) => new URL(r.url).pathname === '/api/business/b2b-clients');
    expect(new URL(asked!.url).searchParams.get('parent_business_id')).toBe('b-acme');
  });

  it('offers no B2B client to a standard business', async () => {
    signInAs('business');
    serveBusinessBasics(standard);
    serveIntegrations([pharmacie]);
    const user = userEvent.setup();
    renderAppAt('/integrations');
    await user.click(await screen.findByRole('button', { name: 'Créer une clé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une clé' });
    expect(within(dialog).getByRole('combobox', { name: 'Droits' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Client B2B' })).toBeNull();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/business/b2b-clients')).toBe(
      false,
    );
  });

  it('revokes a key after a confirmation', async () => {
    const user = openIntegrations([
      http.delete('*/api/api-keys/k-1', () =>
        HttpResponse.json({ data: { ...key, revoked_at: '2025-03-03T09:00:00.000Z' } }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Révoquer Boutique en ligne' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('Révoquer la clé « Boutique en ligne » ?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api-keys/k-1'))).toBe(
        true,
      ),
    );
  });

  it('registers an endpoint with its events; its secret is shown once', async () => {
    const user = openIntegrations([
      http.post('*/api/webhook-endpoints', () =>
        HttpResponse.json(
          { data: { ...endpoint, id: 'w-2', secret: 'whsec_abc' } },
          { status: 201 },
        ),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ajouter une adresse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une adresse' });
    const add = within(dialog).getByRole('button', { name: 'Ajouter une adresse' });
    expect(add).toBeDisabled(); // no event chosen yet
    const url = within(dialog).getByRole('textbox', { name: /Adresse/ });
    await user.clear(url);
    await user.type(url, 'https://shop.example.com/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Demande livrée' }));
    await user.click(add);
    expect(await screen.findByDisplayValue('whsec_abc')).toBeInTheDocument();
    expect(await posted('POST', '/api/webhook-endpoints')).toEqual({
      url: 'https://shop.example.com/hooks',
      description: null,
      events: ['request.delivered'],
    });
  });

  it('shows the delivery log, sends a delivery again and a test event', async () => {
    const user = openIntegrations([
      http.post('*/api/webhook-deliveries/d-1/resend', () =>
        HttpResponse.json({ data: { ...delivery, state: 'pending', attempts: 0 } }),
      ),
      http.post('*/api/webhook-endpoints/w-1/test', () =>
        HttpResponse.json(
          { data: { ...delivery, id: 'd-2', event_type: 'webhook.test', state: 'pending' } },
          { status: 201 },
        ),
      ),
    ]);
    const card = await screen.findByRole('region', { name: 'https://erp.example.com/flotte' });
    await user.click(within(card).getByRole('button', { name: 'Journal des envois' }));
    const log = await within(card).findByRole('table', { name: 'Journal des envois' });
    expect(within(log).getByText('Échoué')).toBeInTheDocument();
    expect(within(log).getByText('500')).toBeInTheDocument();
    expect(within(log).getByText('8')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Renvoyer' }));
    await waitFor(async () =>
      expect(await posted('POST', '/api/webhook-deliveries/d-1/resend')).toBeDefined(),
    );
    await user.click(within(card).getByRole('button', { name: 'Envoyer un test' }));
    await waitFor(async () =>
      expect(await posted('POST', '/api/webhook-endpoints/w-1/test')).toBeDefined(),
    );
  });

  it('gives an endpoint a new secret, shown once, and deletes it, each after a confirmation', async () => {
    const user = openIntegrations([
      http.post('*/api/webhook-endpoints/w-1/rotate-secret', () =>
        HttpResponse.json({ data: { ...endpoint, secret: 'whsec_rotated' } }),
      ),
      http.delete('*/api/webhook-endpoints/w-1', () => HttpResponse.json({ data: endpoint })),
    ]);
    const card = await screen.findByRole('region', { name: 'https://erp.example.com/flotte' });
    await user.click(within(card).getByRole('button', { name: 'Nouveau secret' }));
    const rotate = await screen.findByRole('dialog', {
      name: 'Remplacer le secret de signature ?',
    });
    await user.click(within(rotate).getByRole('button', { name: 'Nouveau secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Secret de signature de l’adresse' });
    expect(within(shown).getByDisplayValue('whsec_rotated')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'J’ai copié la clé' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Secret de signature de l’adresse' })).toBeNull(),
    );
    // The page behind is hidden from the accessibility tree until the last dialog has gone.
    await user.click(await within(card).findByRole('button', { name: 'Supprimer' }));
    const remove = await screen.findByRole('dialog', { name: 'Supprimer cette adresse ?' });
    expect(within(remove).getByText(/ne recevra plus rien/)).toBeInTheDocument();
    await user.click(within(remove).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/webhook-endpoints/w-1')),
      ).toBe(true),
    );
    expect(await screen.findByText('Adresse supprimée.')).toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    localStorage.setItem(StorageKeys.language, 'en');
    openIntegrations();
    expect(await screen.findByRole('table', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByText('Read and write')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'https://erp.example.com/flotte' });
    expect(within(card).getByText('Request delivered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeInTheDocument();
    localStorage.removeItem(StorageKeys.language);
  });

  it('is not offered to a B2B client’s staff', async () => {
    signInAs('b2b');
    serveBusinessBasics();
    renderAppAt('/integrations');
    expect(await screen.findByText("Vous n'avez pas le droit de faire cela.")).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/api-keys')).toBe(false);
  });
});
