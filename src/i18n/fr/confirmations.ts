/**
 * The buttons of the delete confirmations, by resource (NamedDeleteButton): each names what it
 * deletes and what it keeps, never react-admin's generic "Confirmer" / "Annuler" (issue 22).
 * Spread into fr.ts; en/confirmations.ts mirrors it.
 */
export const confirmationsFr = {
  flotte: {
    delete: {
      assets: { confirm: "Supprimer l'actif", keep: "Garder l'actif" },
      'asset-type': { confirm: "Supprimer le type d'actif", keep: "Garder le type d'actif" },
      'business-types': {
        confirm: "Supprimer le type d'entreprise",
        keep: "Garder le type d'entreprise",
      },
      'request-package-types': {
        confirm: 'Supprimer le type de colis',
        keep: 'Garder le type de colis',
      },
      business: { confirm: "Supprimer l'entreprise", keep: "Garder l'entreprise" },
      plans: { confirm: 'Supprimer le forfait', keep: 'Garder le forfait' },
      'lease-preferences': { confirm: "Supprimer l'offre", keep: "Garder l'offre" },
      // A list's bulk delete, whatever the list.
      selection: { confirm: 'Supprimer la sélection', keep: 'Garder la sélection' },
    },
  },
};
