import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt, serveMockApi, signInAs } from './support/app';

serveMockApi();

describe('the user menu on a phone (issue 33)', () => {
  // jsdom matches no media query: the app bar is the phone's, the menu an icon.
  it('is named "Profil" in the French app, not react-admin’s English fallback', async () => {
    signInAs('superadmin');
    renderAppAt('/');
    const button = await screen.findByRole('button', { name: 'Profil' }, { timeout: 20_000 });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument();
  }, 60_000);
});
