import { walkRole } from './walk';

// A B2B client of the demo's white-label business (Atlas Logistique).
walkRole('b2b', 'pharmacie@flotte.demo');
