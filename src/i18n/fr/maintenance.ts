/**
 * Maintenance screens and the asset page's maintenance and money (issue 9). Spread into fr.ts;
 * en/maintenance.ts mirrors it.
 */
export const maintenanceFr = {
  flotte: {
    maintenance: {
      views: {
        label: 'Vues de la maintenance',
        all: 'Toutes les interventions',
        upcoming: 'À venir',
      },
      sidebar: {
        due_level: 'Échéance',
        status: 'Statut',
        kind: 'Type',
      },
      empty: {
        title: 'Aucune intervention planifiée',
        text: 'Planifiez la première intervention sur vos actifs (vidange, contrôle technique, pneus…) : Flotte vous préviendra quand elle approchera.',
        read_only: "Aucune intervention pour l'instant.",
        action: 'Planifier une intervention',
        filtered: 'Aucune intervention ne correspond à ces critères.',
      },
      cost_estimated: 'Coût estimé',
      helpers: {
        due: "Une date, un kilométrage, ou les deux : l'échéance tombe au premier des deux atteint.",
        repeat:
          'Intervention périodique : à la fin de celle-ci, la suivante est planifiée automatiquement.',
        cost_estimated:
          'Estimation, en unités de la devise (ex. 120,50) ; le coût réel se saisit à la fin.',
        odometer_now: "Compteur actuel de l'actif : %{km} km.",
        asset: 'Parmi les actifs que vous gérez.',
        asset_locked: "L'actif d'une intervention ne change pas.",
        cancelled_locked: 'Cette intervention est annulée : elle ne se modifie plus.',
        document_kind:
          "Le document de l'actif que cette intervention renouvelle (ex. contrôle technique) : elle tombe alors à la fin de ce document.",
      },
      validation: {
        due_required: "Indiquez une date d'échéance, un kilométrage, ou les deux.",
        before_start: "La fin ne peut pas précéder le début de l'intervention.",
      },
      sections: {
        due: 'Échéance',
        work: 'Travaux',
        history: 'Historique',
      },
      due: {
        date_in:
          'Échéance dans %{smart_count} jour (%{date}). |||| Échéance dans %{smart_count} jours (%{date}).',
        date_today: "Échéance aujourd'hui (%{date}).",
        date_over:
          'En retard de %{smart_count} jour (échéance le %{date}). |||| En retard de %{smart_count} jours (échéance le %{date}).',
        km_in: 'Échéance dans %{km} km (à %{due} km ; compteur : %{now} km).',
        km_reached: 'Échéance atteinte au compteur (%{due} km).',
        km_over: 'Dépassement de %{km} km (échéance à %{due} km ; compteur : %{now} km).',
        km_unknown: "Échéance à %{due} km (compteur de l'actif non renseigné).",
        first: 'Au premier des deux termes atteint.',
      },
      repeat: {
        days: 'tous les %{smart_count} jour |||| tous les %{smart_count} jours',
        km: 'tous les %{km} km',
        both: '%{days} ou %{km}',
        none: 'Non',
      },
      history: {
        none: 'Aucune',
      },
      actions: {
        label: 'Actions',
        start: 'Démarrer',
        start_keep: 'Pas maintenant',
        start_named: 'Démarrer « %{title} »',
        start_title: 'Démarrer « %{title} » ?',
        start_content:
          "L'actif « %{asset} » passera en maintenance : il ne pourra être ni affecté à une demande ni loué tant que l'intervention ne sera pas terminée ou annulée.",
        started: "Intervention démarrée : l'actif est en maintenance.",
        complete: 'Terminer',
        complete_named: 'Terminer « %{title} »',
        complete_title: 'Terminer « %{title} »',
        complete_intro: "Indiquez ce qui a été fait ; l'actif redeviendra disponible.",
        complete_intro_scheduled:
          "Enregistrez l'intervention comme faite sur place, sans passage à l'atelier : le statut de l'actif ne change pas.",
        completed: 'Intervention terminée.',
        completed_next: 'Intervention terminée. La suivante est planifiée.',
        open_next: 'Voir la suivante',
        cancel: 'Annuler',
        cancel_named: 'Annuler « %{title} »',
        cancel_title: 'Annuler « %{title} » ?',
        cancel_content_scheduled:
          "L'intervention ne sera pas faite. Elle reste dans l'historique de l'actif.",
        cancel_content_in_progress:
          "L'intervention est interrompue et l'actif redevient disponible. Elle reste dans l'historique de l'actif.",
        cancel_confirm: "Annuler l'intervention",
        keep: 'Ne pas annuler',
        cancelled: 'Intervention annulée.',
        schedule: 'Planifier une intervention',
      },
      complete: {
        completed_at: 'Terminée le',
        cost: 'Coût réel',
        cost_help: 'En unités de la devise (ex. 120,50).',
        vendor: 'Prestataire',
        odometer: 'Compteur à la fin (km)',
        odometer_help: "Relève le compteur de l'actif s'il est plus élevé ; ne le baisse jamais.",
        submit: "Terminer l'intervention",
      },
      errors: {
        asset_unavailable:
          "Cet actif est en mission ou en location (ou déjà à l'atelier) : il ne peut pas entrer en maintenance maintenant.",
        invalid_transition:
          "Cette intervention a changé d'état entre-temps : la page a été rechargée, vérifiez son statut.",
      },
      upcoming: {
        title: 'Maintenance à venir',
        intro: "Les interventions planifiées, les plus en retard d'abord.",
        empty: 'Rien de planifié : aucune intervention à venir.',
        table: 'Interventions à venir',
        due: 'Échéance',
      },
      asset: {
        title: 'Maintenance',
        next: 'À prévoir',
        next_empty: 'Aucune intervention planifiée pour cet actif.',
        history: 'Historique des interventions',
        history_empty: 'Aucune intervention enregistrée pour cet actif.',
      },
      money: {
        title: 'Revenus et maintenance',
        maintenance_cost: 'Maintenance',
        net_after: 'Net après maintenance',
        chart_title: 'Revenus nets et coût de maintenance par mois',
        chart_summary:
          'Sur %{months} mois : %{net} de revenus nets, %{cost} de maintenance, soit %{after} nets après maintenance.',
        table: 'Revenus et maintenance par mois',
        empty: "Ni revenu ni maintenance pour l'instant.",
        total: 'Total',
      },
    },
  },
  resources: {
    maintenance: {
      name: 'Maintenance |||| Maintenance',
      page: {
        list: 'Maintenance',
        create: 'Planifier une intervention',
        edit: 'Modifier « %{recordRepresentation} »',
        show: 'Intervention « %{recordRepresentation} »',
      },
      notifications: {
        created: 'Intervention planifiée.',
        updated: 'Intervention modifiée.',
      },
      fields: {
        asset_id: 'Actif',
        asset_name: 'Actif',
        business_id: 'Entreprise',
        kind: 'Type',
        title: 'Intitulé',
        description: 'Description',
        scheduled_at: 'Échéance (date)',
        due_odometer_km: 'Échéance (km)',
        asset_odometer_km: 'Compteur actuel (km)',
        repeat_every_days: 'Répéter tous les (jours)',
        repeat_every_km: 'Répéter tous les (km)',
        document_kind_id: 'Document renouvelé',
        repeat: 'Périodicité',
        status: 'Statut',
        due_level: 'Échéance',
        started_at: 'Démarrée le',
        completed_at: 'Terminée le',
        cancelled_at: 'Annulée le',
        cost: 'Coût',
        vendor: 'Prestataire',
        completed_odometer_km: 'Compteur à la fin (km)',
        previous_id: 'Intervention précédente',
        next_id: 'Intervention suivante',
        created_at: 'Créée le',
        q: 'Recherche',
        scheduled_from: 'Échéance à partir du',
        scheduled_to: "Échéance jusqu'au",
      },
      statuses: {
        scheduled: 'Planifiée',
        in_progress: 'En cours',
        completed: 'Terminée',
        cancelled: 'Annulée',
      },
      kinds: {
        preventive: 'Préventive',
        corrective: 'Corrective',
        inspection: 'Contrôle',
      },
      due_levels: {
        upcoming: 'À venir',
        due_soon: 'Bientôt due',
        overdue: 'En retard',
      },
    },
  },
};
