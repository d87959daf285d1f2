/**
 * Compliance (issue 21, docs/compliance.md): documents that expire, the reasons an asset may not
 * be sent out, fuel, inspections and the fleet report. Spread into fr.ts; en/compliance.ts
 * mirrors it.
 */
export const complianceFr = {
  flotte: {
    compliance: {
      per_type: 'Par type d’actif',
      subjects: { asset: 'Actif', driver: 'Chauffeur' },
      settings: {
        platform_only: 'Réglé par la plateforme : seul son administrateur le modifie.',
        title: 'Échéances des documents',
        expiring_days: 'Jours avant la fin où un document « expire bientôt »',
      },
      add_document: 'Ajouter un document',
      driver_title: 'Documents du chauffeur',
      asset_title: 'Documents et conformité',
      title: 'Conformité',
      compliant: 'Conforme',
      not_compliant: 'Non conforme',
      warning: 'À compléter',
      valid_to_before_from: 'La fin de validité précède le début.',
      kinds: {
        insurance: 'Assurance',
        registration: 'Certificat d’immatriculation',
        technical_inspection: 'Contrôle technique',
        transport_permit: 'Licence de transport',
        other: 'Autre document',
        driving_licence: 'Permis de conduire',
        medical_certificate: 'Certificat médical',
      },
      due_levels: {
        expired: 'Expiré',
        expiring: 'Expire bientôt',
        valid: 'Valide',
      },
      reasons: {
        document_expired: '%{kind_name} expiré le %{date}',
        document_missing: '%{kind_name} non enregistré',
        // A feminine kind's name (contract/documents.ts reasonMessageKey).
        document_expired_feminine: '%{kind_name} expirée le %{date}',
        document_missing_feminine: '%{kind_name} non enregistrée',
        // A kind a platform added itself, whose gender is not known.
        document_expired_any_gender: '%{kind_name} : échéance dépassée depuis le %{date}',
        document_missing_any_gender: '%{kind_name} : aucun document enregistré',
        inspection_failed: 'Inspection échouée le %{date}, réparation en attente',
        inspection_no_repair: 'Inspection échouée le %{date}, aucune réparation ouverte',
        maintenance_overdue: 'Maintenance en retard : %{title}',
      },
      dialog_hint:
        'Les actifs non conformes ne peuvent pas être affectés : renouvelez le document, terminez la réparation ou la maintenance en retard.',
      dashboard: {
        title: 'Documents',
        expired: '%{smart_count} document expiré |||| %{smart_count} documents expirés',
        expiring:
          '%{smart_count} document expire bientôt |||| %{smart_count} documents expirent bientôt',
      },
    },
    fuel: {
      add: 'Ajouter un plein',
      partial: 'partiel',
      title: 'Carburant et énergie',
      units: { l: 'l', kwh: 'kWh' },
      odometer_backwards: 'Le compteur ne peut pas reculer : au moins %{min} km.',
      odometer_ahead:
        'Un relevé plus récent indique %{max} km : ce plein ne peut pas dépasser ce kilométrage.',
      consumption: '%{value} /100 km',
    },
    inspection: {
      title: 'Contrôle avant départ',
      critical: 'Critique',
      note: 'Ce qui ne va pas : %{item}',
      answer_all: 'Répondez à chaque point pour envoyer le contrôle.',
      submit: 'Envoyer le contrôle',
      passed: 'Contrôle enregistré : le véhicule peut partir.',
      failed_out_of_service:
        'Un point critique a échoué : le véhicule est retiré du service et une réparation est ouverte. Prévenez votre responsable.',
      no_items: 'Aucune liste de contrôle pour ce type de véhicule.',
      open_repair: 'Ouvrir une réparation',
      repair_opened: 'Réparation ouverte.',
    },
    fleet_report: {
      asset_title: 'Coûts et rentabilité par mois',
      title: 'Coûts et rentabilité de la flotte',
      period: 'Période',
      export: 'Exporter en CSV',
      per_km: '%{value} /km',
      empty:
        'Aucun mouvement sur cette période : revenus, carburant, maintenance et documents apparaîtront ici.',
      total: 'Total',
      total_shown: 'Total de la ligne affichée |||| Total des %{smart_count} lignes affichées',
      asset_chart: 'Revenus et coûts de %{name} par mois',
    },
  },
  resources: {
    documents: {
      name: 'Document |||| Documents',
      fields: {
        kind_id: 'Type de document',
        asset_id: 'Actif',
        driver_id: 'Chauffeur',
        number: 'Numéro',
        issuer: 'Émetteur',
        valid_from: 'Valable du',
        valid_to: 'Valable jusqu’au',
        file_url: 'Fichier',
        notes: 'Notes',
        cost: 'Coût',
        due_level: 'Échéance',
        current: 'En vigueur',
      },
    },
    'document-kinds': {
      name: 'Type de document |||| Types de document',
      fields: {
        code: 'Code',
        name: 'Nom',
        subject: 'Concerne',
        mandatory: 'Obligatoire',
        missing_blocks: 'Bloquant s’il manque',
        active: 'Actif',
      },
    },
    fuel: {
      name: 'Plein |||| Pleins',
      fields: {
        filled_at: 'Date',
        odometer_km: 'Compteur (km)',
        quantity: 'Quantité',
        unit: 'Unité',
        total_price: 'Prix total',
        full_fill: 'Plein complet',
        station: 'Station',
        receipt_url: 'Ticket',
        consumption_per_100km: 'Consommation',
      },
    },
    inspections: {
      name: 'Inspection |||| Inspections',
      fields: {
        asset_id: 'Actif',
        performed_at: 'Date',
        odometer_km: 'Compteur (km)',
        result: 'Résultat',
        defects: 'Défauts',
        notes: 'Notes',
      },
      answers: { pass: 'Conforme', fail: 'Défaut', na: 'Sans objet' },
      results: { passed: 'Réussie', failed: 'Échouée' },
    },
    'fleet-report': {
      name: 'Rentabilité',
      fields: {
        asset_name: 'Actif',
        asset_type_name: 'Type',
        revenue: 'Revenus',
        cost: 'Coûts',
        profit: 'Résultat',
        km: 'Kilomètres',
        cost_per_km: 'Coût par km',
        profit_per_km: 'Résultat par km',
        maintenance_cost: 'Maintenance',
        fuel_cost: 'Carburant',
        document_cost: 'Documents',
      },
    },
  },
};
