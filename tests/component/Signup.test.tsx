import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppAt, requests, server, serveMockApi } from './support/app';
import { apiError } from './support/api';

serveMockApi();

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)?.textContent : null;
};

const posted = (path: string) => requests.filter((r) => new URL(r.url).pathname === path);

/** Answers a sign-up endpoint with 201, keeping the body it received. */
function acceptSignup(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/api${path}`, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      bodies.push(body);
      return HttpResponse.json(
        { data: { email: body.email, verificationRequired: true } },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

afterEach(() => {
  delete window.FLOTTE_CONFIG;
});

describe('asset owner sign-up', () => {
  it('checks every field, translated, before sending anything', async () => {
    renderAppAt('/signup/owner');
    expect(
      await screen.findByRole('heading', { name: 'Créer un compte propriétaire' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'not-an-address');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'short');
    await userEvent.type(screen.getByLabelText(/Téléphone/), 'abc');
    await userEvent.type(screen.getByLabelText(/Pays/), 'F1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument();
    expect(errorOf(screen.getByLabelText(/Nom complet/))).toBe('Ce champ est obligatoire.');
    // The limit is named, as the contract sets it.
    expect(errorOf(screen.getByLabelText(/^Mot de passe/))).toBe(
      'Trop court : 8 caractères au moins.',
    );
    expect(errorOf(screen.getByLabelText(/Téléphone/))).toBe('Numéro de téléphone invalide.');
    expect(errorOf(screen.getByLabelText(/Pays/))).toBe('Code pays à deux lettres (ex. FR).');
    expect(posted('/api/asset-owners/signup')).toHaveLength(0);
  });

  it('posts the right body, then asks for the code', async () => {
    const bodies = acceptSignup('/asset-owners/signup');
    renderAppAt('/signup/owner');
    await userEvent.type(await screen.findByLabelText(/Nom complet/), 'Olga Owner');
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'Olga@Example.test');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(/Pays/), 'sn');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    expect(
      await screen.findByRole('heading', { name: 'Vérifiez votre adresse e-mail' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Olga Owner',
        email: 'Olga@Example.test',
        password: 'long-enough-1',
        country: 'SN',
        locale: 'fr',
      },
    ]);
    expect(window.location.hash).toBe('#/verify?email=Olga%40Example.test');
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('Olga@Example.test');
  });

  it('puts a taken e-mail on the e-mail field, translated', async () => {
    server.use(
      http.post('*/api/asset-owners/signup', () =>
        apiError(409, 'email_taken', { message: 'taken' }),
      ),
    );
    renderAppAt('/signup/owner');
    await userEvent.type(await screen.findByLabelText(/Nom complet/), 'Olga Owner');
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'olga@example.test');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/Adresse e-mail/))).toBe(
        'Un compte utilise déjà cette adresse e-mail.',
      ),
    );
    expect(window.location.hash).toBe('#/signup/owner');
  });

  it('pre-fills country and phone prefix from the IP geolocation', async () => {
    window.FLOTTE_CONFIG = { geoIpUrl: 'http://geo.test/json/' };
    server.use(
      http.get('http://geo.test/json/', () =>
        HttpResponse.json({ country_code: 'CI', country_calling_code: '+225', currency: 'XOF' }),
      ),
    );
    renderAppAt('/signup/owner');
    await waitFor(() => expect(screen.getByLabelText(/Pays/)).toHaveValue('CI'));
    expect(screen.getByLabelText(/Téléphone/)).toHaveValue('+225 ');
  });
});

describe('Google sign-up', () => {
  it('is offered on the owner sign-up only when a client id is configured', async () => {
    renderAppAt('/signup/owner');
    await screen.findByLabelText(/Nom complet/);
    expect(screen.queryByText('ou')).not.toBeInTheDocument();
  });

  it('shows when a client id is configured', async () => {
    window.FLOTTE_CONFIG = { googleClientId: 'test-client.apps.googleusercontent.com' };
    renderAppAt('/signup/owner');
    expect(await screen.findByText('ou')).toBeInTheDocument();
  });
});

describe('business sign-up', () => {
  it('posts business, kind and currency, then asks for the code', async () => {
    const bodies = acceptSignup('/business/whitelabel/signup');
    renderAppAt('/signup/business');
    await userEvent.type(await screen.findByLabelText(/Nom de l'entreprise/), 'Transports Diallo');
    await userEvent.click(screen.getByLabelText(/Type d'entreprise/));
    await userEvent.click(await screen.findByRole('option', { name: 'Standard' }));
    await userEvent.type(screen.getByLabelText(/Adresse de votre page/), 'Bad Slug!');
    await userEvent.type(screen.getByLabelText(/Nom complet/), 'Awa Diallo');
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'awa@diallo.test');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    expect(
      await screen.findByText('De 3 à 48 caractères : minuscules, chiffres et tirets.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/Adresse de votre page/));
    await userEvent.type(screen.getByLabelText(/Adresse de votre page/), 'diallo');
    await userEvent.click(screen.getByLabelText(/Devise/));
    await userEvent.click(await screen.findByRole('option', { name: 'Franc CFA BCEAO (XOF)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    await screen.findByRole('heading', { name: 'Vérifiez votre adresse e-mail' });
    expect(bodies).toEqual([
      {
        business_name: 'Transports Diallo',
        kind: 'standard',
        slug: 'diallo',
        name: 'Awa Diallo',
        email: 'awa@diallo.test',
        password: 'long-enough-1',
        currency: 'XOF',
        locale: 'fr',
      },
    ]);
  });
});

describe('B2B sign-up', () => {
  it('posts the optional parent slug', async () => {
    const bodies = acceptSignup('/auth/b2b/sign-up');
    renderAppAt('/signup/b2b');
    await userEvent.type(await screen.findByLabelText(/Nom de l'entreprise/), 'Client SA');
    await userEvent.type(screen.getByLabelText(/entreprise partenaire/), 'acme');
    await userEvent.type(screen.getByLabelText(/Nom complet/), 'Bob Client');
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'bob@client.test');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    await screen.findByRole('heading', { name: 'Vérifiez votre adresse e-mail' });
    expect(bodies).toEqual([
      {
        business_name: 'Client SA',
        parent_slug: 'acme',
        name: 'Bob Client',
        email: 'bob@client.test',
        password: 'long-enough-1',
        locale: 'fr',
      },
    ]);
  });

  it('starts from the parent named in the address', async () => {
    renderAppAt('/signup/b2b?parent=acme');
    expect(await screen.findByLabelText(/entreprise partenaire/)).toHaveValue('acme');
  });

  it('links to the other account pages', async () => {
    renderAppAt('/signup/b2b');
    expect(
      await screen.findByRole('link', { name: 'Déjà un compte ? Se connecter' }),
    ).toHaveAttribute('href', '#/login');
    expect(screen.getByRole('link', { name: 'Inscription entreprise' })).toHaveAttribute(
      'href',
      '#/signup/business',
    );
  });
});
