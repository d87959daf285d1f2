/**
 * Personal data (issue 31, docs/privacy.md): the download of one's own data, the erasures and
 * the audit log. Spread into fr.ts; en/privacy.ts mirrors it.
 */
export const privacyFr = {
  flotte: {
    privacy: {
      title: 'Mes données',
      menu: 'Mes données',
      intro:
        'Téléchargez tout ce que Flotte garde à votre sujet : votre compte, vos sessions, votre activité, les mails reçus, vos demandes, vos livraisons, vos documents et leurs fichiers, dans un fichier ZIP (JSON et CSV). Pour faire effacer vos données, adressez-vous à votre entreprise ou à l’opérateur de la plateforme.',
      export: 'Télécharger mes données',
      exporting: 'Préparation de vos données…',
      export_file: 'flotte-mes-donnees.zip',
      reason: 'Motif (gardé dans le journal d’audit)',
      person: {
        button: 'Effacer les données personnelles',
        button_label: 'Effacer les données personnelles de %{name}',
        title: 'Effacer les données personnelles de %{name} ?',
        warning:
          'Le nom, l’e-mail, le téléphone, les sessions, les mails et les documents du chauffeur (avec leurs fichiers) sont effacés pour toujours, et le compte est désactivé. Les demandes, l’argent et l’historique restent, au nom d’une personne effacée.',
        confirm: 'Effacer pour toujours',
        keep: 'Garder les données',
        done: 'Données personnelles effacées.',
      },
      recipient: {
        button: 'Effacer le destinataire',
        button_label: 'Effacer le destinataire de %{reference}',
        title: 'Effacer le destinataire de %{reference} ?',
        warning:
          'Le nom, le téléphone et l’e-mail du destinataire, la preuve de livraison (photo, signature, nom, code) et ses fichiers sont effacés pour toujours. Le prix, la référence et les adresses restent.',
        confirm: 'Effacer pour toujours',
        keep: 'Garder le destinataire',
        done: 'Destinataire effacé.',
        erased: 'Destinataire effacé le %{date}.',
      },
      audit: {
        menu: 'Journal d’audit',
        export: 'Exporter (CSV)',
        file: 'flotte-journal-audit.csv',
        key: 'clé %{prefix}',
      },
    },
  },
  resources: {
    'audit-log': {
      name: 'Journal d’audit |||| Journal d’audit',
      fields: {
        at: 'Quand',
        actor_name: 'Qui',
        actor_user_id: 'Utilisateur (id)',
        api_key_prefix: 'Clé d’API',
        ip: 'Depuis (adresse IP)',
        action: 'Action',
        entity: 'Type d’enregistrement',
        entity_id: 'Enregistrement (id)',
        business_id: 'Entreprise (id)',
        from: 'Depuis le',
        to: 'Avant le',
      },
    },
  },
};
