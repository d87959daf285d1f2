import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StorageKeys } from '../../src/providers/storage';
import { loginAnswer } from './support/accounts';
import { renderAppAt, requests, server, serveMockApi } from './support/app';
import { apiError } from './support/api';
import { emptyOwnerFigures } from './support/owner-dashboard';
import { recordPosts } from './support/posts';

serveMockApi();

/** What a new owner's dashboard reads: nothing yet, over the twelve months of 2024. */
const newOwnerFigures = emptyOwnerFigures(
  Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
);

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)?.textContent : null;
};

describe('code verification', () => {
  it('refuses a malformed code before sending it', async () => {
    renderAppAt('/verify?email=olga%40example.test');
    const code = await screen.findByLabelText(/Code à 6 chiffres/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/Un code a été envoyé à olga@example.test/)).toBeInTheDocument();
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(errorOf(code)).toBe('Saisissez le code à 6 chiffres.'));
    expect(requests).toHaveLength(0);
  });

  it('stores the session and lands on the owner dashboard', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/user/verify', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(loginAnswer('asset_owner', { name: 'Olga Owner' }));
      }),
      http.get('*/api/dashboard/owner', () => HttpResponse.json({ data: newOwnerFigures })),
    );
    renderAppAt('/verify?email=olga%40example.test');
    await userEvent.type(await screen.findByLabelText(/Code à 6 chiffres/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(await screen.findByText('Bienvenue, Olga Owner')).toBeInTheDocument();
    expect(body).toEqual({ email: 'olga@example.test', code: '123456' });
    expect(localStorage.getItem(StorageKeys.token)).toBe('jwt-asset_owner');
    expect(JSON.parse(localStorage.getItem(StorageKeys.user) ?? '{}')).toMatchObject({
      role: 'asset_owner',
    });
    expect(screen.getByRole('region', { name: 'Mes actifs par statut' })).toBeInTheDocument();
  });

  it('shows a wrong code on the code field and stays signed out', async () => {
    server.use(
      http.post('*/api/auth/user/verify', () => apiError(400, 'invalid_code', { message: 'bad' })),
    );
    renderAppAt('/verify?email=olga%40example.test');
    const code = await screen.findByLabelText(/Code à 6 chiffres/);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(errorOf(code)).toBe('Ce code est incorrect ou a expiré.'));
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
  });

  it('resends the code with a confirmation', async () => {
    const posted = recordPosts('*/api/resend-otp', { accepted: true }, 202);
    renderAppAt('/verify?email=olga%40example.test');
    await userEvent.click(await screen.findByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByText(/un nouveau code a été envoyé/)).toBeInTheDocument();
    expect(posted).toEqual([{ email: 'olga@example.test' }]);
  });
});

describe('sign-in of an unverified account', () => {
  it('offers the code page and a new code', async () => {
    server.use(
      http.post('*/api/authentication', () =>
        apiError(403, 'email_not_verified', { message: 'unverified' }),
      ),
      http.post('*/api/resend-otp', () =>
        HttpResponse.json({ data: { accepted: true } }, { status: 202 }),
      ),
    );
    renderAppAt('/login');
    await userEvent.type(await screen.findByLabelText(/Adresse e-mail/), 'Olga@Example.test');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Votre adresse e-mail n'est pas encore vérifiée.");
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    await screen.findByText(/un nouveau code a été envoyé/);
    expect(requests.filter((r) => new URL(r.url).pathname === '/api/resend-otp')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Saisir le code' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre adresse e-mail' }));
    expect(window.location.hash).toBe('#/verify?email=olga%40example.test');
  });

  it('links to the forgotten password and the three sign-ups', async () => {
    renderAppAt('/login');
    await screen.findByRole('link', { name: 'Mot de passe oublié ?' });
    for (const [name, href] of [
      ['Inscription propriétaire d’actifs', '#/signup/owner'],
      ['Inscription entreprise', '#/signup/business'],
      ['Inscription client B2B', '#/signup/b2b'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
