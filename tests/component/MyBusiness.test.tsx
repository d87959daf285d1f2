import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnCustomization } from '../../contract/customization';
import { StorageKeys } from '../../src/providers/storage';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import {
  acme,
  acmeBranding,
  apiError,
  list,
  serveBusinessBasics,
  settings,
  standard,
} from './support/business';
import { keepStyles } from './support/styles';

// Its assertions read CSS (getComputedStyle, toBeVisible): MUI's rules stay in the document.
keepStyles();

serveMockApi();

beforeAll(() => {
  // jsdom has no object URLs: the image inputs preview a picked file through one.
  URL.createObjectURL = () => 'blob:picked-logo';
  URL.revokeObjectURL = () => undefined;
});

/** The JSON bodies sent to `method path`, in order. */
function recordBodies(method: 'patch' | 'post', path: string, answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*/api${path}`, async ({ request }) => {
      const body: unknown = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

describe('my business: profile', () => {
  it('shows the branded sign-in address and saves only what changed', async () => {
    signInAs('business');
    serveBusinessBasics();
    server.use(http.get('*/api/business-types', () => list([])));
    const patches = recordBodies('patch', '/business', (body) =>
      HttpResponse.json({ data: { ...acme, ...(body as object) } }),
    );
    renderAppAt('/my-business');

    expect(await screen.findByLabelText(/^Nom/)).toHaveValue('Acme Logistique');
    expect(screen.getByTestId('branded-login-url')).toHaveTextContent(/#\/b\/acme\/login$/);
    const slug = screen.getByLabelText(/Adresse de la page/);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'acme-express');
    expect(screen.getByTestId('branded-login-url')).toHaveTextContent(/#\/b\/acme-express\/login$/);
    await userEvent.type(screen.getByLabelText(/Téléphone de contact/), '+33 1 23 45 67 89');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Profil enregistré.')).toBeInTheDocument();
    expect(patches).toEqual([{ slug: 'acme-express', contact_phone: '+33 1 23 45 67 89' }]);
  });

  it('puts a slug already taken on its field', async () => {
    signInAs('business');
    serveBusinessBasics();
    server.use(http.get('*/api/business-types', () => list([])));
    const patches = recordBodies('patch', '/business', () => apiError(409, 'slug_taken'));
    renderAppAt('/my-business');

    const slug = await screen.findByLabelText(/Adresse de la page/);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'durand');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(
      (
        await screen.findAllByText(
          'Cette adresse de page (slug) est déjà utilisée : choisissez-en une autre.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(patches).toHaveLength(1);
  });

  it('tells an inactive business why it cannot save, and does not let it', async () => {
    signInAs('business');
    serveBusinessBasics({ ...acme, active: false });
    server.use(http.get('*/api/business-types', () => list([])));
    const patches = recordBodies('patch', '/business', () => HttpResponse.json({ data: acme }));
    renderAppAt('/my-business');

    expect(
      await screen.findByText(/Votre entreprise n'est pas active .* aucune modification/),
    ).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/^Adresse$/), ' bis');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(patches).toEqual([]);
  });

  it('lets B2B staff read their business only', async () => {
    signInAs('b2b');
    serveBusinessBasics({
      ...standard,
      kind: 'b2b',
      name: 'Client SA',
      parent_business_id: 'b-acme',
      parent_business_name: 'Acme Logistique',
    });
    renderAppAt('/my-business');

    expect(await screen.findByText('Client SA')).toBeInTheDocument();
    expect(screen.getByText('Acme Logistique')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});

describe('my business: settings', () => {
  const serveSettings = (answer = settings) =>
    server.use(
      http.get('*/api/business-settings', () => HttpResponse.json({ data: answer })),
      http.get('*/api/request-package-types', () => list([])),
    );

  it('shows the currency read-only once money has moved, saying why', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveSettings({ ...settings, currency_locked: true });
    renderAppAt('/my-business?tab=settings');

    const currency = await screen.findByRole('combobox', { name: /Devise du portefeuille/ });
    expect(currency).toHaveAccessibleDescription(/La devise ne peut plus changer/);
    await userEvent.click(currency);
    expect(screen.queryByRole('option', { name: 'Franc CFA BCEAO (XOF)' })).not.toBeInTheDocument();
  });

  it('explains on its field that the currency is locked when money moved meanwhile', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveSettings({ ...settings, currency_locked: false });
    const patches = recordBodies('patch', '/business-settings', () =>
      apiError(409, 'currency_locked'),
    );
    renderAppAt('/my-business?tab=settings');

    await userEvent.click(await screen.findByLabelText(/Devise du portefeuille/));
    await userEvent.click(await screen.findByRole('option', { name: 'Franc CFA BCEAO (XOF)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect((await screen.findAllByText(/La devise ne peut plus changer/)).length).toBeGreaterThan(
      0,
    );
    expect(patches).toEqual([{ currency: 'XOF' }]);
  });

  it('creates settings never saved with the defaults shown, and the notification e-mails', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveSettings({ ...settings, saved: false, updated_at: null });
    const posts = recordBodies('post', '/business-settings', (body) =>
      HttpResponse.json(
        { data: { ...settings, ...(body as object), saved: true } },
        { status: 201 },
      ),
    );
    renderAppAt('/my-business?tab=settings');

    expect(await screen.findByText(/Ce sont les valeurs par défaut/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Fuseau horaire/)).toHaveValue('Europe/Paris');
    await userEvent.type(screen.getByLabelText(/E-mails de notification/), 'ops@acme.test{Enter}');
    // The threshold shows its default (0) the French way; the amount typed replaces it.
    const threshold = screen.getByRole('textbox', { name: /Seuil de solde bas/ });
    expect(threshold).toHaveValue('0,00');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '50');
    // Every recipient mail is sent by default; this business does not announce the assignment.
    const notices = screen.getByRole('group', { name: /Prévenir le destinataire/ });
    expect(
      within(notices)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true, true, true, true, true]);
    await userEvent.click(within(notices).getByRole('checkbox', { name: 'affectée' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Paramètres enregistrés.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        currency: 'EUR',
        timezone: 'Europe/Paris',
        country: 'FR',
        default_language: 'fr',
        require_recipient_phone: false,
        default_package_type_id: null,
        low_balance_threshold: 5000,
        notification_emails: ['ops@acme.test'],
        recipient_notices: ['in_transit', 'delivered', 'cancelled', 'eta_soon', 'failed'],
        // No proof is required until the business asks for some.
        proof_required: [],
        // Auto-dispatch is off until the business turns it on (docs/rounds.md).
        auto_dispatch: false,
      },
    ]);
  });
});

describe('my business: branding', () => {
  const serveBranding = (answers: OwnCustomization[]) => {
    let call = 0;
    server.use(
      http.get('*/api/business-customization', () =>
        HttpResponse.json({ data: answers[Math.min(call++, answers.length - 1)] }),
      ),
    );
  };

  it('previews the sign-in page as the form changes, uploads the logo and wears the result', async () => {
    signInAs('business');
    serveBusinessBasics();
    const saved: OwnCustomization = {
      editable: true,
      branding: {
        ...acmeBranding.branding!,
        name: 'Acme Express',
        logo: '/api/uploads/logo-1.png',
        primary_color: '#ff6600',
      },
    };
    serveBranding([acmeBranding, saved]);
    const uploads: string[] = [];
    server.use(
      http.post('*/api/upload', async ({ request }) => {
        // jsdom's files lose their bytes on the way to msw: the part and its type remain.
        uploads.push(await request.text());
        return HttpResponse.json({ fileUrl: '/api/uploads/logo-1.png' }, { status: 201 });
      }),
    );
    const patches = recordBodies('patch', '/business-customization', () =>
      HttpResponse.json({ data: saved }),
    );
    renderAppAt('/my-business?tab=branding');

    const preview = await screen.findByTestId('branding-preview');
    expect(within(preview).getByText('Acme Logistique')).toBeInTheDocument();
    const name = screen.getByLabelText(/Nom affiché/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Express');
    expect(within(preview).getByText('Acme Express')).toBeInTheDocument();
    // Cleared, the preview shows the business's own name.
    await userEvent.clear(name);
    expect(within(preview).getByText('Acme Logistique')).toBeInTheDocument();
    await userEvent.type(name, 'Acme Express');

    const color = screen.getByLabelText(/^Couleur principale/);
    await userEvent.clear(color);
    await userEvent.type(color, '#ff6600');
    // The sign-in card's avatar wears the primary colour (until a logo replaces it).
    const avatar = preview.querySelector('.RaLogin-icon');
    expect(avatar).not.toBeNull();
    await waitFor(() => expect(getComputedStyle(avatar!).backgroundColor).toBe('rgb(255, 102, 0)'));

    await userEvent.upload(
      screen.getByLabelText(/^Logo/),
      new File(['PNG'], 'acme.png', { type: 'image/png' }),
    );
    expect(
      await within(preview).findByRole('img', { name: 'Logo d’Acme Express', hidden: true }),
    ).toHaveAttribute('src', 'blob:picked-logo');

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Image de marque enregistrée.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/name="file".*\r\nContent-Type: image\/png/);
    expect(patches).toEqual([
      { name: 'Acme Express', primary_color: '#ff6600', logo: '/api/uploads/logo-1.png' },
    ]);
    // The app wears it at once: the bar's name and logo, and the stored branding.
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Acme Express')).toBeInTheDocument();
    expect(within(bar).getByRole('img', { name: 'Logo d’Acme Express' })).toHaveAttribute(
      'src',
      '/api/uploads/logo-1.png',
    );
    expect(JSON.parse(localStorage.getItem(StorageKeys.customization) ?? 'null')).toEqual(
      saved.branding,
    );
    // The theme's primary colour is the brand's; on orange, dark text reads better than white.
    expect(getComputedStyle(bar).getPropertyValue('--AppBar-background')).toBe('#ff6600');
    expect(getComputedStyle(bar).getPropertyValue('--AppBar-color')).toBe('#111418');
  });

  it('refuses an invalid colour in the browser', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveBranding([acmeBranding]);
    const patches = recordBodies('patch', '/business-customization', () =>
      HttpResponse.json({ data: acmeBranding }),
    );
    renderAppAt('/my-business?tab=branding');

    const color = await screen.findByLabelText(/^Couleur principale/);
    await userEvent.clear(color);
    await userEvent.type(color, 'orange');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Couleur au format #rrggbb (ex. #1f4e79).')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('tells a standard business that branding needs a white-label plan', async () => {
    signInAs('business');
    serveBusinessBasics(standard);
    serveBranding([{ branding: null, editable: false }]);
    renderAppAt('/my-business?tab=branding');

    expect(
      await screen.findByText('Image de marque réservée à la marque blanche'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les forfaits' })).toHaveAttribute(
      'href',
      '#/subscription',
    );
    expect(screen.queryByLabelText(/Nom affiché/)).not.toBeInTheDocument();
  });
});
