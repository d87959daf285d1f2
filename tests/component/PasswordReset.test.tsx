import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt, server, serveMockApi } from './support/app';
import { apiError } from './support/api';
import { recordPosts } from './support/posts';

serveMockApi();

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)?.textContent : null;
};

describe('forgotten password', () => {
  it('always answers the same, then leads to the reset page', async () => {
    const posted = recordPosts('*/api/auth/user/forgot-password', { accepted: true }, 202);
    renderAppAt('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    await userEvent.type(await screen.findByLabelText(/Adresse e-mail/), 'nobody@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le code' }));

    expect(
      await screen.findByText(
        'Si un compte existe pour cette adresse, un code vient de lui être envoyé.',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ email: 'nobody@example.test' }]);
    await userEvent.click(screen.getByRole('link', { name: 'Saisir le code reçu' }));
    expect(
      await screen.findByRole('heading', { name: 'Nouveau mot de passe' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('nobody@example.test');
  });

  it('resets with a matching confirmation, then back to sign-in with a notice', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/user/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { accepted: true } });
      }),
    );
    renderAppAt('/reset-password?email=olga%40example.test');
    await userEvent.type(await screen.findByLabelText(/Code à 6 chiffres/), '654321');
    await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), 'new-password-1');
    const confirmation = screen.getByLabelText(/Confirmez le mot de passe/);
    await userEvent.type(confirmation, 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(errorOf(confirmation)).toBe('Les deux mots de passe ne correspondent pas.'),
    );
    expect(bodies).toHaveLength(0);

    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    expect(
      await screen.findByText('Mot de passe changé. Connectez-vous avec le nouveau.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Connexion à Flotte' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'olga@example.test', code: '654321', password: 'new-password-1' },
    ]);
  });

  it('shows a dead code translated on the code field', async () => {
    server.use(
      http.post('*/api/auth/user/reset-password', () =>
        apiError(429, 'too_many_attempts', { message: 'dead' }),
      ),
    );
    renderAppAt('/reset-password?email=olga%40example.test');
    const code = await screen.findByLabelText(/Code à 6 chiffres/);
    await userEvent.type(code, '654321');
    await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), 'new-password-1');
    await userEvent.type(screen.getByLabelText(/Confirmez le mot de passe/), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(errorOf(code)).toBe("Trop d'essais avec ce code. Demandez-en un nouveau."),
    );
    expect(window.location.hash).toContain('#/reset-password');
  });
});
