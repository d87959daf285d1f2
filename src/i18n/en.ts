import type { fr } from './fr';
import type { MessagesOf } from './schema';

export const en = {
  flotte: {
    app: {
      title: 'Flotte',
      tagline: 'Fleet and logistics management',
    },
    language: {
      fr: 'Français',
      en: 'English',
      change: 'Change language',
    },
    route: {
      loading: 'Loading the page…',
      error_title: 'This page could not be shown',
      error_text: 'Reload the page to try again. If the problem persists, contact support.',
      retry: 'Reload the page',
    },
    auth: {
      email: 'Email address',
      password: 'Password',
      sign_in: 'Sign in',
      sign_out: 'Sign out',
      sign_in_title: 'Sign in to Flotte',
      google: 'Sign in with Google',
      google_failed: 'Google sign-in failed.',
      or: 'or',
      signed_out: 'You are signed out.',
    },
    validation: {
      required: 'This field is required.',
      too_long: 'This value is too long.',
      too_short: 'This value is too short.',
      email: 'Invalid email address.',
      integer: 'Enter a whole number.',
      non_negative: 'The value cannot be negative.',
      currency: 'Three-letter ISO currency code (e.g. EUR).',
      invalid: 'Invalid value.',
    },
    errors: {
      validation_failed: 'Some fields are invalid.',
      unauthorized: 'Please sign in.',
      forbidden: 'You are not allowed to do that.',
      not_found: 'Not found.',
      conflict: 'This conflicts with existing data.',
      invalid_credentials: 'Wrong email address or password.',
      account_disabled: 'This account is disabled.',
      session_expired: 'Your session has expired. Please sign in again.',
      asset_type_in_use: 'This type is used by assets and cannot be deleted.',
      name_taken: 'This name is already taken.',
      rate_limited: 'Too many attempts. Try again in a few minutes.',
      payload_too_large: 'The file or request is too large.',
      internal: 'Something went wrong. Try again later.',
      network: 'The server does not answer. Check your connection.',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      intro: 'Here is what you can open.',
      nothing: 'Nothing to show yet.',
      asset_types_list: 'View asset types',
      asset_types_create: 'Create an asset type',
    },
    menu: {
      new_asset_type: 'New asset type',
    },
    currency: {
      EUR: 'Euro (EUR)',
      XOF: 'West African CFA franc (XOF)',
      XAF: 'Central African CFA franc (XAF)',
      USD: 'US dollar (USD)',
      GBP: 'Pound sterling (GBP)',
    },
  },
  resources: {
    'asset-type': {
      name: 'Asset type |||| Asset types',
      fields: {
        name: 'Name',
        description: 'Description',
        active: 'Active',
        capacity_kg: 'Capacity (kg)',
        base_price: 'Base price',
        currency: 'Currency',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      empty: 'No asset types yet.',
      invite: 'Do you want to add one?',
      page: {
        create: 'New asset type',
        edit: 'Asset type "%{recordRepresentation}"',
      },
      helpers: {
        base_price: 'Amount in currency units, e.g. 12.50',
        capacity_kg: 'Payload in kilograms; leave empty if not applicable',
      },
      filters: {
        active: 'Active',
        inactive: 'Inactive',
      },
    },
  },
} satisfies MessagesOf<typeof fr>;
