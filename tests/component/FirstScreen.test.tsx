import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { routeChanged } from '../../src/pages/auth/router';
import { StorageKeys } from '../../src/providers/storage';
import { loginAnswer } from './support/accounts';
import { apiError } from './support/api';

// The admin stands in for itself: the test is about what the first screen loads, and when.
// A module is imported once per file: the tests that must not load it come first.
const admin = vi.hoisted(() => ({ imported: 0, renders: 0 }));
vi.mock('../../src/AdminApp', () => {
  admin.imported += 1;
  return {
    default: () => {
      admin.renders += 1;
      return <p>The admin</p>;
    },
  };
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function openAt(route: string) {
  window.history.replaceState(null, '', `/#${route}`);
  return render(<App />);
}

const signIn = () => localStorage.setItem(StorageKeys.token, 'a-token');

describe('the first screen', () => {
  it.each([
    ['/login', 'Connexion à Flotte'],
    ['/signup/owner', 'Créer un compte propriétaire'],
    ['/forgot-password', 'Mot de passe oublié'],
    ['/verify?email=a%40b.test', 'Vérifiez votre adresse e-mail'],
  ])('renders %s without loading the admin', async (route, heading) => {
    openAt(route);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(admin.imported).toBe(0);
  });

  it('renders a branded page without loading the admin', async () => {
    server.use(
      http.get('*/api/business-signup-dashboard-customization', () =>
        apiError(404, 'not_found', { message: 'x' }),
      ),
    );
    openAt('/b/acme/signup');
    expect(
      await screen.findByRole('heading', { name: "Cette page d'entreprise n'existe pas" }),
    ).toBeInTheDocument();
    expect(admin.imported).toBe(0);
  });

  it('sends a signed-out visit elsewhere to the sign-in page, and back there once signed in', async () => {
    server.use(
      http.post('*/api/authentication', () => HttpResponse.json(loginAnswer('asset_owner'))),
    );
    openAt('/assets?page=2');
    expect(await screen.findByRole('heading', { name: 'Connexion à Flotte' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login');
    expect(admin.imported).toBe(0);

    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'bea@acme.test');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('The admin')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/assets?page=2');
    expect(localStorage.getItem(StorageKeys.token)).toBe('jwt-asset_owner');
    expect(admin.imported).toBe(1);
  });

  it('loads the admin for any other page once signed in', async () => {
    signIn();
    openAt('/assets');
    expect(await screen.findByText('The admin')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/assets');
  });

  it('sends a signed-in visitor from an account page to the admin', async () => {
    signIn();
    openAt('/login');
    expect(await screen.findByText('The admin')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });

  it("leaves the admin alone when the admin's own route changes", async () => {
    signIn();
    openAt('/');
    await screen.findByText('The admin');
    const renders = admin.renders;
    act(() => {
      window.history.pushState(null, '', '#/assets');
      routeChanged();
    });
    expect(screen.getByText('The admin')).toBeInTheDocument();
    expect(admin.renders).toBe(renders);
  });

  it('comes back to the account pages when the admin navigates there (sign-out)', async () => {
    signIn();
    openAt('/');
    await screen.findByText('The admin');
    // What react-admin's sign-out does: drop the session, push /login with where it was.
    localStorage.removeItem(StorageKeys.token);
    act(() => {
      window.history.pushState(
        { usr: { nextPathname: '/leases' }, key: 'k', idx: 1 },
        '',
        '#/login',
      );
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Connexion à Flotte' })).toBeInTheDocument();
    expect(screen.queryByText('The admin')).not.toBeInTheDocument();
  });
});
