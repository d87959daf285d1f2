import { walkRole } from './walk';

// The demo's white-label business: its branding, B2B clients and their users.
walkRole('white-label business', 'whitelabel@flotte.demo');
