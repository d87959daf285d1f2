import { http, HttpResponse } from 'msw';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../contract/auth';
import { StorageKeys } from '../../src/providers/storage';
import { renderAppAt, requests, server, serveMockApi } from './support/app';
import { testUser } from './support/accounts';
import { apiError } from './support/api';

serveMockApi();

const signInRequests = () =>
  requests.filter((r) => new URL(r.url).pathname === '/api/authentication');

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)?.textContent : null;
};

async function openLoginPage() {
  renderAppAt('/login');
  const email = await screen.findByLabelText(/Adresse e-mail/);
  const password = screen.getByLabelText(/Mot de passe/);
  const submit = screen.getByRole('button', { name: 'Se connecter' });
  return { email, password, submit };
}

describe('sign-in page', () => {
  it('opens in French, with required fields checked before anything is sent', async () => {
    const { email, password, submit } = await openLoginPage();
    expect(screen.getByRole('heading', { name: 'Connexion à Flotte' })).toBeInTheDocument();

    await userEvent.click(submit);

    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(errorOf(email)).toBe('Ce champ est obligatoire.');
    expect(errorOf(password)).toBe('Ce champ est obligatoire.');
    expect(signInRequests()).toHaveLength(0);
  });

  it('rejects a malformed email address', async () => {
    const { email, password, submit } = await openLoginPage();
    await userEvent.type(email, 'not-an-address');
    await userEvent.type(password, 'secret-123');
    await userEvent.click(submit);

    expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument();
    expect(errorOf(email)).toBe('Adresse e-mail invalide.');
    expect(signInRequests()).toHaveLength(0);
  });

  it("shows the server's refusal translated and stays on the page", async () => {
    server.use(
      http.post('*/api/authentication', () =>
        apiError(401, 'invalid_credentials', { message: 'Invalid credentials' }),
      ),
    );
    const { email, password, submit } = await openLoginPage();
    await userEvent.type(email, 'admin@flotte.demo');
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(submit);

    expect(
      await screen.findByText('Adresse e-mail ou mot de passe incorrect.'),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login');
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
  });

  it('signs in and lands on the dashboard, welcomed by name', async () => {
    const answer: LoginResponse = {
      user: testUser('superadmin', 'u-1', { email: 'admin@flotte.demo', name: 'Awa Diallo' }),
      accessToken: 'jwt-token',
      authentication: { strategy: 'local', sessionId: 's-1', expiresAt: '2030-01-01T00:00:00Z' },
    };
    let body: unknown;
    server.use(
      http.post('*/api/authentication', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(answer);
      }),
    );
    const { email, password, submit } = await openLoginPage();
    await userEvent.type(email, 'admin@flotte.demo');
    await userEvent.type(password, 'demo-pass-123');
    await userEvent.click(submit);

    expect(await screen.findByText('Bienvenue, Awa Diallo')).toBeInTheDocument();
    expect(body).toEqual({ email: 'admin@flotte.demo', password: 'demo-pass-123' });
    expect(screen.getByRole('link', { name: "Créer un type d'actif" })).toBeInTheDocument();
  });

  it('hides Google sign-in when no client id is configured', async () => {
    await openLoginPage();
    expect(screen.queryByText('ou')).not.toBeInTheDocument();
    expect(document.querySelector('iframe, script[src*="accounts.google.com"]')).toBeNull();
  });

  it('offers Google sign-in when a client id is configured', async () => {
    window.FLOTTE_CONFIG = { googleClientId: 'test-client.apps.googleusercontent.com' };
    try {
      await openLoginPage();
      // Google's script has not loaded (jsdom loads none): no "ou" above an empty space.
      expect(screen.queryByText('ou')).not.toBeInTheDocument();
      const script = document.querySelector<HTMLScriptElement>(
        'script[src="https://accounts.google.com/gsi/client"]',
      );
      expect(script).not.toBeNull();
      act(() => script!.dispatchEvent(new Event('load')));
      expect(await screen.findByText('ou')).toBeInTheDocument();
    } finally {
      delete window.FLOTTE_CONFIG;
    }
  });

  // Last: it leaves the app's i18nProvider in English.
  it('switches to English from the sign-in page and remembers it', async () => {
    await openLoginPage();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem(StorageKeys.language)).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
