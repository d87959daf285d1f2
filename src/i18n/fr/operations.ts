/**
 * The operator's screens of issue 9: the manager's (and superadmin's) operations dashboard,
 * the lists' quick filters, and react-admin's saved queries renamed "saved filters" (a
 * « requête » would read as a delivery request here). Spread into fr.ts; en/operations.ts
 * mirrors it. `%{smart_count}` picks the singular or the plural.
 */
export const operationsFr = {
  flotte: {
    operations: {
      period_hint: "Aujourd'hui et cette semaine (du lundi), fuseau horaire %{zone}.",
      requests: {
        table: 'Demandes par statut',
        status: 'Statut',
        today: "Aujourd'hui",
        this_week: 'Cette semaine',
        waiting_caption: "En attente d'un actif depuis plus de %{minutes} min",
        waiting:
          "%{smart_count} demande en attente d'un actif depuis plus de %{minutes} minutes |||| %{smart_count} demandes en attente d'un actif depuis plus de %{minutes} minutes",
        today_link: {
          pending:
            "%{smart_count} demande en attente créée aujourd'hui |||| %{smart_count} demandes en attente créées aujourd'hui",
          assigned:
            "%{smart_count} demande affectée créée aujourd'hui |||| %{smart_count} demandes affectées créées aujourd'hui",
          in_transit:
            "%{smart_count} demande en route créée aujourd'hui |||| %{smart_count} demandes en route créées aujourd'hui",
          delivered:
            "%{smart_count} demande livrée créée aujourd'hui |||| %{smart_count} demandes livrées créées aujourd'hui",
          failed:
            "%{smart_count} demande en échec créée aujourd'hui |||| %{smart_count} demandes en échec créées aujourd'hui",
          cancelled:
            "%{smart_count} demande annulée créée aujourd'hui |||| %{smart_count} demandes annulées créées aujourd'hui",
        },
        week_link: {
          pending:
            '%{smart_count} demande en attente créée cette semaine |||| %{smart_count} demandes en attente créées cette semaine',
          assigned:
            '%{smart_count} demande affectée créée cette semaine |||| %{smart_count} demandes affectées créées cette semaine',
          in_transit:
            '%{smart_count} demande en route créée cette semaine |||| %{smart_count} demandes en route créées cette semaine',
          delivered:
            '%{smart_count} demande livrée créée cette semaine |||| %{smart_count} demandes livrées créées cette semaine',
          failed:
            '%{smart_count} demande en échec créée cette semaine |||| %{smart_count} demandes en échec créées cette semaine',
          cancelled:
            '%{smart_count} demande annulée créée cette semaine |||| %{smart_count} demandes annulées créées cette semaine',
        },
      },
      assets: {
        title: 'Actifs',
        link: {
          available: '%{smart_count} actif disponible |||| %{smart_count} actifs disponibles',
          dispatched: '%{smart_count} actif en mission |||| %{smart_count} actifs en mission',
          in_maintenance:
            '%{smart_count} actif en maintenance |||| %{smart_count} actifs en maintenance',
          leased: '%{smart_count} actif loué |||| %{smart_count} actifs loués',
          inactive: '%{smart_count} actif inactif |||| %{smart_count} actifs inactifs',
        },
        open: 'Voir les actifs',
      },
      maintenance: {
        title: 'Maintenance',
        overdue_caption: 'En retard',
        due_soon_caption: 'À faire sous %{days} jours ou %{km} km',
        overdue: '%{smart_count} maintenance en retard |||| %{smart_count} maintenances en retard',
        due_soon:
          '%{smart_count} maintenance à faire sous %{days} jours ou %{km} km |||| %{smart_count} maintenances à faire sous %{days} jours ou %{km} km',
        open: 'Voir la maintenance',
      },
      leases: {
        title: 'Locations',
        active_caption: 'En cours',
        ending_caption: 'Se terminent sous %{days} jours',
        active: '%{smart_count} location en cours |||| %{smart_count} locations en cours',
        ending:
          '%{smart_count} location se terminant sous %{days} jours |||| %{smart_count} locations se terminant sous %{days} jours',
        open: 'Voir les locations',
      },
      businesses: {
        waiting_caption: 'En attente de validation',
        waiting:
          '%{smart_count} entreprise en attente de validation |||| %{smart_count} entreprises en attente de validation',
      },
      filters: {
        label: 'Filtres rapides',
        clear: 'Retirer le filtre « %{name} »',
        // On a phone the quick and saved filters fold behind this button.
        show: 'Filtres rapides et enregistrés',
        status: 'Statut',
        kind: 'Type',
        waiting: 'Attente',
        waiting_long: 'Depuis plus de %{minutes} min',
        created: 'Créées',
        today: "Aujourd'hui",
        this_week: 'Cette semaine',
      },
    },
  },
  ra: {
    saved_queries: {
      label: 'Filtres enregistrés',
      query_name: 'Nom',
      new_label: 'Enregistrer ces filtres…',
      new_dialog_title: 'Enregistrer les filtres actuels',
      remove_label: 'Retirer ces filtres enregistrés',
      remove_label_with_name: 'Retirer « %{name} »',
      remove_dialog_title: 'Retirer ces filtres enregistrés ?',
      remove_message: 'Ils ne seront plus proposés dans cette liste.',
      help: 'Filtrez la liste, puis enregistrez ces filtres pour les retrouver en un clic.',
    },
  },
};
