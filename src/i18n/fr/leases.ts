/**
 * Leases (issue 9): owners' lease terms, the lease market of businesses, the leases and their
 * moves. Spread into fr.ts; en/leases.ts mirrors it.
 */
export const leasesFr = {
  flotte: {
    leases: {
      // The rules the server names in a 400's field details (contract/lease.ts `leaseMsg`).
      validation: {
        start_in_past: 'La location ne peut pas commencer dans le passé.',
        end_before_start: 'La fin ne peut pas précéder le début.',
        outside_availability: "Ces dates sortent de la période où l'offre est disponible.",
        too_short: "Cette durée est plus courte que le minimum de l'offre.",
        too_long: "Cette durée dépasse le maximum de l'offre.",
        asset_not_covered: 'Cette offre ne couvre pas cet actif.',
        asset_or_type: "Choisissez un de vos actifs ou un type d'actif.",
        max_below_min: 'Le maximum ne peut pas être inférieur au minimum.',
        to_before_from: 'La fin de disponibilité ne peut pas précéder son début.',
        // The proposal form's own checks, with the offer's figures.
        min_days:
          'Au moins %{smart_count} jour pour cette offre. |||| Au moins %{smart_count} jours pour cette offre.',
        max_days:
          'Au plus %{smart_count} jour pour cette offre. |||| Au plus %{smart_count} jours pour cette offre.',
        not_before: "L'offre n'est disponible qu'à partir du %{date}.",
        not_after: "L'offre n'est disponible que jusqu'au %{date}.",
      },
      // Refusals as each side reads them (the generic `flotte.errors.<code>` otherwise).
      errors: {
        lessee_cannot_pay:
          "Le portefeuille de l'entreprise ne peut pas payer la première période et le dépôt : la proposition reste en attente. Réessayez plus tard ou refusez-la.",
        own_wallet_cannot_pay:
          'Votre portefeuille ne peut pas payer la première période et le dépôt : rechargez-le.',
        asset_unavailable:
          "Cet actif n'est plus disponible : il est en mission, en maintenance ou déjà loué.",
        invalid_transition:
          'Cette location a changé entre-temps (acceptée, annulée ou terminée) : la page a été rechargée.',
        currency_mismatch:
          "Cette offre n'est pas dans la devise du portefeuille de l'entreprise : elle ne peut pas être payée.",
        lessee_inactive:
          "L'entreprise n'est pas active (en attente de validation ou suspendue) : elle ne peut pas louer pour le moment.",
      },
      periods: {
        day: 'jour',
        week: 'semaine',
        month: 'mois',
      },
      period_choices: {
        day: 'Par jour',
        week: 'Par semaine',
        month: 'Par mois',
      },
      per_period: '%{amount} / %{period}',
      duration_range: 'De %{min} à %{max} jours',
      duration_min: 'Au moins %{smart_count} jour |||| Au moins %{smart_count} jours',
      available_between: 'Du %{from} au %{to}',
      available_from: 'À partir du %{from}',
      available_to: "Jusqu'au %{to}",
      available_always: 'Sans limite de dates',
      any_of_type: 'Tout actif « %{type} »',
      no_region: 'Toutes régions',
      no_deposit: 'Aucun',
      summary: {
        title: "À payer à l'acceptation",
        first_period: 'Première période (1 %{period})',
        deposit: 'Dépôt de garantie',
        total: "Débité à l'acceptation",
        then: "Ensuite %{amount} au début de chaque période suivante (1 %{period}), jusqu'au %{end}.",
        deposit_back: 'Le dépôt est rendu au portefeuille à la fin de la location.',
        balance_now: 'Solde actuel de votre portefeuille',
        lease_total:
          'Toute la location (%{smart_count} période) |||| Toute la location (%{smart_count} périodes)',
        balance_short:
          'Votre solde ne couvre pas ce montant : rechargez votre portefeuille pour pouvoir proposer cette location.',
        currency_mismatch:
          'Cette offre est en %{offer}, votre portefeuille en %{wallet} : elle ne pourra pas être payée.',
      },
      timeline: {
        title: 'Historique',
        proposed: 'Proposée',
        accepted: 'Acceptée : première période et dépôt débités',
        ended: 'Terminée',
        cancelled: 'Annulée',
        reason: 'Motif : %{reason}',
        next_charge: 'Prochaine période facturée le %{date}',
      },
      actions: {
        label: 'Actions sur la location',
        accept: 'Accepter',
        // What each move's dialog says for leaving without making it.
        accept_keep: 'Décider plus tard',
        accept_title: 'Accepter la location de « %{asset} » ?',
        accept_content:
          '%{business} sera débitée maintenant de %{total} (première période %{first} + dépôt %{deposit}) et « %{asset} » passera au statut loué du %{start} au %{end}. Les périodes suivantes seront débitées à leur début.',
        accepted: 'Location acceptée : elle est en cours.',
        decline: 'Refuser',
        decline_keep: 'Ne pas refuser',
        decline_title: 'Refuser la proposition de %{business} ?',
        decline_content: "L'entreprise verra votre motif. Aucun montant n'a été débité.",
        declined: 'Proposition refusée.',
        cancel: 'Annuler la proposition',
        cancel_keep: 'Garder la proposition',
        cancel_title: 'Annuler cette proposition ?',
        cancel_content: "Le propriétaire n'aura plus à y répondre. Rien n'a été débité.",
        cancel_operator: 'Annuler la location',
        cancel_operator_keep: 'Garder la location',
        cancel_operator_title: 'Annuler cette location ?',
        cancel_operator_content:
          "La proposition est annulée ; les deux parties verront votre motif. Rien n'a été débité.",
        cancelled: 'Location annulée.',
        annul: 'Annuler la location en cours',
        annul_keep: 'Garder la location en cours',
        annul_title: 'Annuler la location en cours de « %{asset} » ?',
        annul_content:
          "La location est annulée aujourd'hui et l'actif redevient disponible. Les périodes commencées restent dues ; le dépôt de %{deposit} est rendu au portefeuille de %{business}. Les deux parties verront votre motif.",
        start_passed:
          'La date de début de cette proposition est passée : elle ne peut plus être acceptée et sera annulée automatiquement.',
        end: 'Terminer maintenant',
        end_keep: 'Continuer la location',
        end_title: 'Terminer la location de « %{asset} » maintenant ?',
        end_content:
          "La location prend fin aujourd'hui au lieu du %{end} et l'actif redevient disponible. Les périodes commencées restent dues et rien de ce qui a été débité n'est remboursé ; aucune période suivante ne sera facturée. Le dépôt de %{deposit} est rendu au portefeuille de %{business} (si une période commencée ne peut pas être payée, la location se termine impayée et le dépôt revient au propriétaire).",
        ended: 'Location terminée.',
        reason: 'Motif',
        reason_optional: 'Motif (facultatif)',
        reason_help: 'Visible par les deux parties ; 500 caractères au plus.',
      },
      empty: {
        asset_owner:
          "Aucune location pour l'instant. Publiez vos conditions de location : les entreprises vous proposeront des locations à accepter ici.",
        asset_owner_action: 'Publier mes conditions',
        business:
          "Aucune location pour l'instant. Parcourez le marché de la location pour proposer de louer un actif.",
        business_action: 'Parcourir le marché',
        other: "Aucune location pour l'instant.",
        filtered: 'Aucune location ne correspond à ces critères.',
      },
      sidebar: {
        status: 'Statut',
        ending: 'Fin proche',
        ending_7: 'Dans les 7 jours',
        ending_30: 'Dans les 30 jours',
      },
      ending_choices: {
        '7': '7 prochains jours',
        '30': '30 prochains jours',
        '90': '90 prochains jours',
      },
      terms: 'Conditions',
      parties: 'Parties',
    },
    lease_market: {
      title: 'Marché de la location',
      intro:
        "Les actifs que leurs propriétaires proposent à la location. Choisissez une offre, proposez vos dates : le propriétaire accepte ou refuse, et votre portefeuille n'est débité qu'à l'acceptation.",
      menu: 'Marché de la location',
      filters: {
        asset_type_id: "Type d'actif",
        region: 'Région',
        from: 'Besoin à partir du',
        to: "Besoin jusqu'au",
        max_rate: 'Tarif maximal par période (%{currency})',
      },
      empty: "Aucune offre pour l'instant : les propriétaires n'ont encore rien publié.",
      empty_filtered: 'Aucune offre ne correspond à ces critères : élargissez la recherche.',
      offered_by: 'Proposée par %{owner}',
      deposit: 'Dépôt',
      duration: 'Durée',
      availability: 'Disponibilité',
      regions: 'Régions',
      regions_list: 'Régions : %{regions}',
      notes: 'Notes',
      assets_available: '%{smart_count} actif disponible |||| %{smart_count} actifs disponibles',
      no_asset_available: 'Aucun actif disponible pour le moment.',
      propose: 'Proposer une location',
      propose_named: 'Proposer une location : %{asset}',
      propose_title: 'Proposer une location à %{owner}',
      asset: 'Actif',
      asset_help: "Un des actifs disponibles de ce propriétaire couverts par l'offre.",
      start_date: 'Début',
      end_date: 'Fin (incluse)',
      dates_help: "Dates comprises dans les conditions de l'offre.",
      notes_label: 'Message au propriétaire (facultatif)',
      send: 'Envoyer la proposition',
      sent: 'Proposition envoyée : le propriétaire va y répondre.',
      inactive:
        "Votre entreprise n'est pas active : vous pourrez proposer des locations une fois l'entreprise validée par Flotte.",
    },
  },
  resources: {
    leases: {
      name: 'Location |||| Locations',
      fields: {
        asset_id: 'Actif',
        asset_name: 'Actif',
        asset_type_name: "Type d'actif",
        lessor_name: 'Propriétaire',
        lessee_business_id: 'Entreprise',
        lessee_business_name: 'Entreprise',
        business_id: 'Entreprise',
        start_date: 'Début',
        end_date: 'Fin',
        rate: 'Tarif',
        period: 'Période',
        deposit: 'Dépôt',
        currency: 'Devise',
        status: 'Statut',
        notes: 'Message',
        created_at: 'Proposée le',
        from: 'En cours à partir du',
        to: "En cours jusqu'au",
        ending_within_days: 'Se termine dans les',
      },
      statuses: {
        pending: 'En attente',
        active: 'En cours',
        ended: 'Terminée',
        cancelled: 'Annulée',
      },
    },
    'lease-preferences': {
      name: 'Offre de location |||| Offres de location',
      page: {
        create: 'Nouvelle offre de location',
      },
      notifications: {
        created: 'Offre de location créée.',
        updated: 'Offre de location modifiée.',
        deleted: 'Offre de location supprimée.',
      },
      fields: {
        target: 'Ce que vous proposez',
        asset_id: 'Actif',
        asset_name: 'Actif',
        asset_type_id: "Type d'actif",
        asset_type_name: "Type d'actif",
        owner_name: 'Propriétaire',
        min_days: 'Durée minimale (jours)',
        max_days: 'Durée maximale (jours)',
        duration: 'Durée',
        rate: 'Tarif par période',
        period: 'Période',
        deposit: 'Dépôt de garantie',
        currency: 'Devise',
        available_from: 'Disponible à partir du',
        available_to: "Disponible jusqu'au",
        availability: 'Disponibilité',
        regions: 'Régions',
        notes: 'Notes pour les entreprises',
        active: 'Publiée',
        created_at: 'Créée le',
      },
      targets: {
        asset: 'Un de mes actifs',
        type: "N'importe lequel de mes actifs d'un type",
      },
      helpers: {
        target_asset: "L'offre ne porte que sur cet actif.",
        target_type:
          "L'offre couvre tous vos actifs de ce type : l'entreprise choisit parmi ceux qui sont disponibles.",
        target_locked: 'Pour proposer un autre actif ou type, créez une autre offre.',
        min_days: 'Vide : un jour.',
        max_days: 'Laissez vide pour ne pas limiter la durée.',
        rate: "Prix d'une période, en unités de la devise (ex. 120,50).",
        deposit:
          "Débité à l'acceptation avec la première période, rendu à la fin. Vide : aucun dépôt.",
        available: 'Laissez vide pour ne pas limiter les dates.',
        regions:
          "Où l'actif peut être utilisé ; validez chaque région avec Entrée. Vide : partout.",
        active: "Décochée, l'offre disparaît du marché sans être supprimée.",
      },
      explain_title: 'Ce que voient les entreprises',
      explain:
        "Vos offres publiées apparaissent sur le marché de la location, tant qu'un actif qu'elles couvrent est disponible, avec votre nom, l'actif (ou le type d'actif), le tarif, le dépôt, les durées, les dates et les régions, et les notes. Les entreprises y proposent des dates ; vous acceptez ou refusez chaque proposition. À l'acceptation, l'entreprise paie la première période et le dépôt, puis chaque période à son début ; vous en touchez le montant moins la commission de Flotte.",
      empty: "Vous n'avez publié aucune condition de location.",
      empty_hint:
        'Publiez vos premières conditions : les entreprises verront votre offre sur le marché et pourront vous proposer des locations.',
      empty_other: "Aucune offre de location pour l'instant.",
      published: 'Publiée',
      hidden: 'Masquée',
      delete_title: 'Supprimer cette offre ?',
      delete_content:
        'Elle disparaît du marché. Les locations déjà proposées ou en cours ne changent pas.',
      filters: {
        active: 'Publiées',
        inactive: 'Masquées',
      },
    },
  },
};
