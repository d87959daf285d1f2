/** An owner's own settings (issue 29, docs/rounds.md). Spread into fr.ts; en/owner-settings.ts mirrors it. */
export const ownerSettingsFr = {
  flotte: {
    owner_settings: {
      menu: 'Mes réglages',
      title: 'Mes réglages',
      auto_dispatch: 'Dispatch automatique',
      auto_dispatch_help:
        'Activé, chaque nouvelle demande d’une entreprise qui l’a activé aussi va d’elle-même dans votre meilleure tournée du jour, ou sinon à votre véhicule conforme et libre le plus proche. Désactivé, vos véhicules ne partent que quand vous les affectez.',
      saved: 'Réglage enregistré.',
      load_failed: 'Vos réglages n’ont pas pu être chargés.',
    },
  },
};
