import { assetExampleValues } from '../importExample';

/**
 * Bulk import from CSV (issue 12, docs/import.md): the dialog, the template and every error code
 * of contract/import.ts. Spread into fr.ts; en/import.ts mirrors it.
 */
export const importFr = {
  flotte: {
    import: {
      button: 'Importer',
      title: {
        assets: 'Importer des actifs',
        'asset-type': "Importer des types d'actifs",
      },
      intro: {
        assets:
          'Un fichier CSV, une ligne par actif : la première ligne nomme les colonnes du modèle. Rien n’est enregistré avant la confirmation, et tout ou rien.',
        'asset-type':
          "Un fichier CSV, une ligne par type d'actif : la première ligne nomme les colonnes du modèle. Les prix s'écrivent en unités (45,50). Tout ou rien.",
      },
      limits: 'Au plus %{rows} lignes et %{size} Ko ; séparateur « ; » ou « , » ; UTF-8.',
      template: 'Télécharger le modèle',
      template_file: {
        assets: 'modele-actifs.csv',
        'asset-type': 'modele-types-actifs.csv',
      },
      choose: 'Choisir un fichier CSV',
      file: 'Fichier : %{name}',
      reading: 'Lecture du fichier…',
      rows_title: 'Aperçu',
      more_rows: '… et %{smart_count} ligne de plus |||| … et %{smart_count} lignes de plus',
      ready:
        'Aucune erreur : %{smart_count} ligne prête à importer. |||| Aucune erreur : %{smart_count} lignes prêtes à importer.',
      has_errors:
        '%{smart_count} erreur : corrigez le fichier puis choisissez-le à nouveau. Rien n’est importé tant qu’il reste une erreur. |||| %{smart_count} erreurs : corrigez le fichier puis choisissez-le à nouveau. Rien n’est importé tant qu’il reste une erreur.',
      errors_title: 'Erreurs',
      row: 'Ligne',
      column: 'Colonne',
      problem: 'Problème',
      whole_row: 'toute la ligne',
      commit: 'Importer %{smart_count} ligne |||| Importer %{smart_count} lignes',
      done: {
        assets: '%{smart_count} actif importé |||| %{smart_count} actifs importés',
        'asset-type':
          "%{smart_count} type d'actif importé |||| %{smart_count} types d'actifs importés",
      },
      cancel: 'Annuler',
      columns: {
        name: 'Nom',
        asset_type: "Type d'actif",
        registration: 'Immatriculation',
        make: 'Marque',
        model: 'Modèle',
        year: 'Année',
        serial_vin: 'N° de série / VIN',
        capacity_kg: 'Capacité (kg)',
        odometer_km: 'Compteur (km)',
        currency: 'Devise',
        notes: 'Notes',
        description: 'Description',
        base_price: 'Prix de base',
        active: 'Actif',
        average_speed_kmh: 'Vitesse moyenne (km/h)',
      },
      /** The template's example row: help in the user's language, column names stay stable. */
      example: {
        assets: {
          ...assetExampleValues,
          name: 'Fourgon 12',
          asset_type: 'Camionnette',
          capacity_kg: '1 200',
          notes: 'Hayon élévateur ; à remplacer par vos actifs',
        },
        'asset-type': {
          name: 'Remorque plateau',
          description: 'Plateau de 3 essieux ; à remplacer par vos types',
          capacity_kg: '3500',
          base_price: '45,50',
          currency: 'EUR',
          active: 'oui',
          average_speed_kmh: '50',
        },
      },
      errors: {
        empty_file: 'Le fichier ne contient aucune ligne à importer.',
        too_many_rows: 'Le fichier dépasse le nombre de lignes permis.',
        unreadable: 'Ligne illisible (guillemet non fermé ou cellules en trop).',
        missing_column: 'Colonne obligatoire absente de la première ligne.',
        unknown_column: 'Colonne inconnue : ce n’est pas une colonne du modèle.',
        duplicate_column: 'Colonne présente deux fois.',
        required: 'Valeur obligatoire.',
        too_long: 'Texte trop long.',
        integer: 'Nombre entier attendu (ou trop de décimales).',
        non_negative: 'La valeur ne peut pas être négative.',
        currency: 'Code de devise à 3 lettres attendu (EUR).',
        invalid: 'Valeur invalide.',
        number: 'Nombre attendu (par exemple 1 200 ou 45,50).',
        boolean: 'Oui ou non attendu.',
        unknown_asset_type: "Type d'actif inconnu ou inactif.",
        registration_taken: 'Vous avez déjà un actif avec cette immatriculation.',
        duplicate_in_file: 'Déjà présent plus haut dans le fichier.',
        name_taken: 'Ce nom est déjà utilisé.',
        plan_limit_reached: "Au-delà du nombre d'actifs permis par votre forfait.",
      },
    },
  },
};
