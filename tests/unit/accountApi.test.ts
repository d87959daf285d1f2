import './support/localStorage';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createAccountApi } from '../../src/providers/accountApi';
import { createHttpClient } from '../../src/providers/httpClient';
import { answer, API, apiError, json, sent, serveApi } from './support/api';

serveApi();

const api = createAccountApi(createHttpClient(API));

describe('accountApi', () => {
  it.each([
    ['owner', '/asset-owners/signup'],
    ['business', '/business/whitelabel/signup'],
    ['b2b', '/auth/b2b/sign-up'],
  ] as const)('signs up %s at %s', async (kind, path) => {
    answer('post', path, () =>
      json({ data: { email: 'a@b.test', verificationRequired: true } }, 201),
    );
    await expect(api.signup(kind, { email: 'a@b.test' })).resolves.toEqual({
      data: { email: 'a@b.test', verificationRequired: true },
    });
    expect(sent[0]?.url.pathname).toBe(`/api${path}`);
    expect(sent[0]?.body).toEqual({ email: 'a@b.test' });
  });

  it('rejects with an HttpError carrying the catalog key and the field errors', async () => {
    answer('post', '/asset-owners/signup', () =>
      apiError(400, 'validation_failed', [{ path: 'phone', message: 'flotte.validation.phone' }]),
    );
    const error = await api.signup('owner', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('flotte.errors.validation_failed');
    expect((error as HttpError).body.errors).toEqual({ phone: 'flotte.validation.phone' });
  });

  it('reads the public customization by slug, unwrapped', async () => {
    const branding = {
      slug: 'acme',
      business_id: 'b1',
      name: 'Acme',
      logo: null,
      cover_image: null,
      launcher_icon: null,
      primary_color: null,
    };
    answer('get', '/business-signup-dashboard-customization', () => json({ data: branding }));
    await expect(api.customization('acme')).resolves.toEqual(branding);
    expect(sent[0]?.url.searchParams.get('slug')).toBe('acme');
  });

  it('posts verify, resend, forgot and reset to their endpoints', async () => {
    answer('post', '/resend-otp', () => json({ data: { accepted: true } }, 202));
    answer('post', '/auth/user/forgot-password', () => json({ data: { accepted: true } }, 202));
    answer('post', '/auth/user/reset-password', () => json({ data: { accepted: true } }));
    await api.resendCode('a@b.test');
    await api.forgotPassword('a@b.test');
    await api.resetPassword({ email: 'a@b.test', code: '123456', password: 'new-pass-1' });
    expect(sent.map((r) => [r.url.pathname, r.body])).toEqual([
      ['/api/resend-otp', { email: 'a@b.test' }],
      ['/api/auth/user/forgot-password', { email: 'a@b.test' }],
      [
        '/api/auth/user/reset-password',
        { email: 'a@b.test', code: '123456', password: 'new-pass-1' },
      ],
    ]);
  });
});
