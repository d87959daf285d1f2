import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicCustomization } from '../../contract/customization';
import { StorageKeys } from '../../src/providers/storage';
import { loginAnswer } from './support/accounts';
import { renderAppAt, server, serveMockApi } from './support/app';
import { apiError } from './support/api';
import { keepStyles } from './support/styles';

// Its assertions read CSS (getComputedStyle, toBeVisible): MUI's rules stay in the document.
keepStyles();

serveMockApi();

const acme: PublicCustomization = {
  slug: 'acme',
  business_id: 'b-acme',
  name: 'Acme Logistique',
  logo: '/uploads/acme-logo.png',
  cover_image: '/uploads/acme-cover.jpg',
  launcher_icon: null,
  primary_color: null,
};

function serveBranding(business: PublicCustomization = acme) {
  server.use(
    http.get('*/api/business-signup-dashboard-customization', ({ request }) =>
      new URL(request.url).searchParams.get('slug') === 'acme'
        ? HttpResponse.json({ data: business })
        : apiError(404, 'unknown_business', { message: 'unknown' }),
    ),
  );
}

describe('branded pages', () => {
  it("shows the business's name and logo on its sign-in page", async () => {
    serveBranding();
    renderAppAt('/b/acme/login');
    expect(await screen.findByRole('img', { name: 'Logo d’Acme Logistique' })).toHaveAttribute(
      'src',
      '/uploads/acme-logo.png',
    );
    expect(screen.getByText('Acme Logistique')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it("wears the business's primary colour before anyone signs in", async () => {
    serveBranding({ ...acme, primary_color: '#ff6600' });
    renderAppAt('/b/acme/login');
    const signIn = await screen.findByRole('button', { name: 'Se connecter' });
    // MUI paints a contained button with this variable (jsdom does not resolve it).
    expect(getComputedStyle(signIn).getPropertyValue('--variant-containedBg')).toBe('#ff6600');
  });

  it('an unknown slug shows a clear page with the way to the normal sign-in', async () => {
    serveBranding();
    renderAppAt('/b/nobody/login');
    expect(
      await screen.findByRole('heading', { name: "Cette page d'entreprise n'existe pas" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('« nobody »');
    expect(screen.getByRole('link', { name: 'Aller à la connexion Flotte' })).toHaveAttribute(
      'href',
      '#/login',
    );
  });

  it('signing in there replaces the stored user and keeps the branding in the app bar', async () => {
    serveBranding();
    server.use(
      http.post('*/api/authentication', () =>
        HttpResponse.json(loginAnswer('business', { name: 'Bea Business' })),
      ),
    );
    localStorage.setItem(StorageKeys.user, JSON.stringify(loginAnswer('asset_owner').user));
    renderAppAt('/b/acme/login');
    await userEvent.type(await screen.findByLabelText(/Adresse e-mail/), 'bea@acme.test');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Bienvenue, Bea Business')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(StorageKeys.user) ?? '{}')).toMatchObject({
      role: 'business',
    });
    expect(JSON.parse(localStorage.getItem(StorageKeys.businessCustomization) ?? '{}')).toEqual(
      acme,
    );
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Acme Logistique')).toBeInTheDocument();
  });

  it('the branded sign-up signs a B2B client up under that business', async () => {
    serveBranding();
    let body: unknown;
    server.use(
      http.post('*/api/auth/b2b/sign-up', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { data: { email: 'bob@client.test', verificationRequired: true } },
          { status: 201 },
        );
      }),
    );
    renderAppAt('/b/acme/signup');
    await userEvent.type(await screen.findByLabelText(/Nom de l'entreprise/), 'Client SA');
    expect(screen.queryByLabelText(/entreprise partenaire/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Nom complet/), 'Bob Client');
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'bob@client.test');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    await screen.findByRole('heading', { name: 'Vérifiez votre adresse e-mail' });
    expect(body).toMatchObject({ parent_slug: 'acme', business_name: 'Client SA' });
  });
});
