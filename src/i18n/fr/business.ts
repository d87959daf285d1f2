/**
 * The superadmin's and the manager's business screens (the businesses resource, plans).
 * Spread into fr.ts; en/business.ts mirrors it.
 */
export const businessFr = {
  flotte: {},
  resources: {
    business: {
      name: 'Entreprise |||| Entreprises',
      fields: {
        name: 'Nom',
        kind: 'Type',
        active: 'État',
        country: 'Pays',
        created_at: 'Inscrite le',
      },
      active: 'Active',
      waiting: 'En attente',
      kinds: {
        whitelabel: 'Marque blanche',
        standard: 'Standard',
        b2b: 'Client B2B',
      },
    },
  },
};
