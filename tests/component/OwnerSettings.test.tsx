/**
 * An owner's own settings page (/owner-settings, docs/rounds.md "Auto-dispatch") on a phone:
 * the switch read from the API, flipped with the keyboard and saved at once; a refusal leaves
 * it as it was; other roles are told the page is not theirs and call nothing.
 */
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnerSettings } from '../../contract/owner-settings';
import { queriesTo, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { apiError } from './support/api';
import { serveBusinessBasics } from './support/business';
import { recordPatches } from './support/posts';
import { atPhoneWidth } from './support/width';

serveMockApi();

/** GET /owner-settings answering what the owner has, as it is then. */
function settingsOf(current: OwnerSettings) {
  server.use(http.get('*/api/owner-settings', () => HttpResponse.json({ data: current })));
  return current;
}

const autoSwitch = () =>
  screen.findByRole('switch', { name: 'Dispatch automatique' }, { timeout: 45_000 });

describe('the owner’s settings page', () => {
  it('reads the setting and turns it on from the keyboard, saved at once', async () => {
    atPhoneWidth();
    const current = settingsOf({ auto_dispatch: false });
    const patched = recordPatches('*/api/owner-settings', { auto_dispatch: true });
    signInAs('asset_owner');
    renderAppAt('/owner-settings');

    const toggle = await autoSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Activé, chaque nouvelle demande/);

    toggle.focus();
    current.auto_dispatch = true;
    await userEvent.keyboard(' ');
    await waitFor(() => expect(patched).toEqual([{ auto_dispatch: true }]));
    expect(await screen.findByText('Réglage enregistré.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('a refused save leaves the switch as the server has it', async () => {
    settingsOf({ auto_dispatch: true });
    server.use(http.patch('*/api/owner-settings', () => apiError(403, 'forbidden')));
    signInAs('asset_owner');
    renderAppAt('/owner-settings');

    const toggle = await autoSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('is not a business’s page: it says so and calls nothing', async () => {
    serveBusinessBasics();
    signInAs('business');
    renderAppAt('/owner-settings');
    expect(await screen.findByRole('alert', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    // The menu's own calls (its business, its entitlement) answered before the test ends.
    for (const call of ['/api/business', '/api/business-customization']) {
      await waitFor(() => expect(queriesTo(call)).not.toHaveLength(0));
    }
    expect(queriesTo('/api/owner-settings')).toHaveLength(0);
  });
});
