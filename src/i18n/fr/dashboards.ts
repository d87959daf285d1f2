/**
 * The role dashboards' figures and charts (issue 12, docs/dashboards.md). Spread into fr.ts;
 * en/dashboards.ts mirrors it. `%{smart_count}` picks the singular or the plural.
 */
export const dashboardsFr = {
  flotte: {
    role_dashboards: {
      loading: 'Chargement des chiffres…',
      error: 'Les chiffres du tableau de bord sont indisponibles.',
      retry: 'Réessayer',
      month: 'Mois',
      chart_table: 'Les chiffres du graphique',
      requests_link: {
        pending: '%{smart_count} demande en attente |||| %{smart_count} demandes en attente',
        assigned: '%{smart_count} demande affectée |||| %{smart_count} demandes affectées',
        in_transit: '%{smart_count} demande en route |||| %{smart_count} demandes en route',
        delivered: '%{smart_count} demande livrée |||| %{smart_count} demandes livrées',
        failed: '%{smart_count} demande en échec |||| %{smart_count} demandes en échec',
        cancelled: '%{smart_count} demande annulée |||| %{smart_count} demandes annulées',
      },
      owner: {
        assets: 'Mes actifs par statut',
        assets_open: 'Voir mes actifs',
        earnings: 'Revenus',
        this_month: 'Ce mois-ci',
        last_month: 'Le mois dernier',
        this_month_label: 'Revenus nets de ce mois-ci : %{amount}',
        last_month_label: 'Revenus nets du mois dernier : %{amount}',
        net: 'Revenus nets',
        deliveries: 'Revenus',
        chart_title: 'Revenus nets des 12 derniers mois (%{currency})',
        chart_summary:
          'Revenus nets sur 12 mois : %{total}. Meilleur mois : %{best_month}, %{best}. Les chiffres de chaque mois sont dans le tableau.',
        earnings_empty:
          'Pas encore de revenus : dès qu’un de vos actifs livre une demande ou est loué, ses revenus apparaissent ici, mois par mois.',
        earnings_hint: 'Ouvrez un actif pour voir ses revenus et ses coûts de maintenance.',
        requests: 'Demandes à servir',
        requests_open:
          '%{smart_count} demande en attente pour vos types d’actifs |||| %{smart_count} demandes en attente pour vos types d’actifs',
        requests_caption: 'en attente pour vos types d’actifs',
        maintenance: 'Maintenance',
        maintenance_scheduled:
          '%{smart_count} intervention planifiée |||| %{smart_count} interventions planifiées',
        maintenance_caption: 'planifiées',
        next: 'Prochaine échéance',
        next_link: 'Prochaine intervention : %{title}, %{asset}, le %{date}',
        next_none: 'Aucune intervention datée à venir.',
      },
      business: {
        requests: 'Mes demandes par statut',
        wallet: 'Portefeuille',
        balance: 'Solde',
        balance_label: 'Solde du portefeuille : %{amount}',
        spend: 'Dépensé ce mois-ci',
        spend_label: 'Dépensé ce mois-ci : %{amount}',
        low_empty:
          'Votre portefeuille est vide : aucune nouvelle demande ne peut être créée. Demandez une recharge à Flotte.',
        low_renewal:
          'Solde bas : il ne couvre pas le prochain renouvellement de votre abonnement (%{amount}).',
      },
      superadmin: {
        approvals: 'Entreprises à valider',
        commission: 'Commission de la plateforme',
        commission_chart: 'Commission par mois, 12 derniers mois (%{currency})',
        commission_summary:
          'Commission sur 12 mois : %{total}. Ce mois-ci : %{current}. Les chiffres de chaque mois sont dans le tableau.',
        amount: 'Commission',
        wallets: 'Portefeuilles',
        wallets_total:
          'Total des soldes (%{currency}) : %{amount}, sur %{smart_count} portefeuille |||| Total des soldes (%{currency}) : %{amount}, sur %{smart_count} portefeuilles',
        wallets_caption: 'sur %{smart_count} portefeuille |||| sur %{smart_count} portefeuilles',
        wallets_none: 'Aucun portefeuille n’a encore été crédité.',
      },
    },
  },
};
