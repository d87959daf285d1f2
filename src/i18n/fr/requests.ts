/**
 * A request's story (its page's timeline), the ledger's references and the exports for people
 * (issue 22). Spread into fr.ts; en/requests.ts mirrors it.
 */
export const requestsFr = {
  flotte: {
    timeline: {
      title: 'Historique',
      loading: "Chargement de l'historique…",
      empty: 'Aucun mouvement.',
      unknown_person: 'inconnu',
      by: 'par %{name}',
      /** Auto-dispatch's decision: no person made it. */
      by_auto: 'automatiquement',
      kinds: {
        created: 'Demande créée',
        assigned: 'Affectée à %{asset}',
        reassigned: 'Réaffectée de %{previous} à %{asset}',
        in_transit: 'En route',
        delivered: 'Livrée',
        failed: 'Échec de la livraison',
        retried: 'Nouvelle tentative demandée',
        skipped: 'Arrêt laissé par le chauffeur : à replanifier',
        auto_dispatched: 'Dispatch automatique',
        cancelled: 'Annulée',
      },
      reason: 'Motif : %{reason}',
      auto_dispatch: {
        round:
          'insérée dans la tournée publiée du jour de %{asset}, là où elle ajoute le moins de temps',
        nearest:
          'aucune tournée publiée ne pouvait la prendre : confiée à %{asset}, le véhicule conforme disponible le plus proche',
        no_asset:
          'laissée en attente : aucune tournée ne pouvait la prendre et aucun véhicule disponible de son type ne peut la porter',
        not_compliant:
          'laissée en attente : aucune tournée ne pouvait la prendre et aucun véhicule disponible qui peut la porter n’est conforme',
        driver_busy:
          'laissée en attente : aucune tournée ne pouvait la prendre et les chauffeurs des véhicules disponibles sont occupés',
      },
    },
    tracking_link: {
      copy: 'Copier le lien de suivi',
      copied: 'Lien de suivi copié.',
      copy_failed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le.',
      hint: 'À envoyer au destinataire : il suit sa livraison sans compte, 30 jours encore après la fin.',
    },
    ledger: {
      request: 'Demande %{reference}',
      open_request: 'Ouvrir la demande %{reference}',
      open_lease: 'Ouvrir la location %{reference}',
    },
    exports: {
      fields: {
        id: 'Identifiant',
        reference: 'Référence',
        currency: 'Devise',
        created_at: 'Créé le',
        updated_at: 'Modifié le',
      },
      yes: 'Oui',
      no: 'Non',
      id_suffix: '(identifiant)',
      internal_id: 'Identifiant interne',
      partial:
        'Le fichier contient les %{count} premières lignes sur %{total} : affinez les filtres pour exporter les autres.',
    },
  },
};
