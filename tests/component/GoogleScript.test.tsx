import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAppAt, serveMockApi, signInAs } from './support/app';

serveMockApi();

/**
 * Google's script only where Google sign-in is offered (issue 32): the app sits inside the
 * Google provider, but the script loads with a Google button, not with every page.
 */
const googleScript = () => document.querySelector('script[src*="accounts.google.com"]');

describe("Google's script, a client id being configured", () => {
  beforeEach(() => {
    window.FLOTTE_CONFIG = { googleClientId: 'test-client.apps.googleusercontent.com' };
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'FLOTTE_CONFIG');
  });

  it('loads on the pages that offer Google: sign-in and the owner sign-up', async () => {
    const { unmount } = renderAppAt('/login');
    await screen.findByLabelText(/Adresse e-mail/);
    expect(googleScript()).not.toBeNull();
    unmount();
    expect(googleScript()).toBeNull();

    renderAppAt('/signup/owner');
    await screen.findByLabelText(/Nom complet/);
    expect(googleScript()).not.toBeNull();
  });

  it('does not load on an account page without Google', async () => {
    renderAppAt('/forgot-password');
    await screen.findByLabelText(/Adresse e-mail/);
    expect(googleScript()).toBeNull();
  });

  it('does not load in the signed-in app', async () => {
    signInAs('asset_owner');
    renderAppAt('/');
    expect(await screen.findByText(/^Bienvenue/)).toBeInTheDocument();
    expect(googleScript()).toBeNull();
  });
});
