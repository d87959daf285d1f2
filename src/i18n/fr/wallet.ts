/** The business staff's wallet page and the funding instructions (issue 22). en/wallet.ts mirrors it. */
export const walletFr = {
  flotte: {
    wallet_page: {
      title: 'Portefeuille',
      balance: 'Solde disponible',
      threshold: 'Seuil de solde bas',
      threshold_none: 'Aucun seuil',
      threshold_help: 'Modifiable dans Mon entreprise, onglet Paramètres.',
      low: 'Le solde est sous le seuil de %{threshold} : les demandes dont le prix dépasse le solde sont refusées. Rechargez le portefeuille.',
      history: 'Évolution du solde',
      transactions: 'Tous les mouvements',
      how_to_add: 'Ajouter des fonds',
      filters: {
        type: 'Sens',
        all: 'Tous',
        from: 'Du',
        to: 'Au',
        none: 'Aucun mouvement pour ces filtres.',
      },
    },
    funding: {
      account: {
        save: 'Enregistrer le compte',
        title: 'Compte à créditer',
        account_holder: 'Titulaire',
        iban: 'IBAN',
        bic: 'BIC',
        reference: 'Référence à indiquer sur le virement',
        help: "La référence de chaque entreprise (FLOTTE- et son identifiant d'adresse) lui est montrée avec ce compte.",
      },
      menu: 'Instructions de recharge',
      title: 'Instructions de recharge des portefeuilles',
      intro:
        'Ce texte est montré aux entreprises sur leur page Portefeuille. Laissé vide, le texte par défaut est affiché.',
      default:
        "Pour ajouter des fonds, faites un virement à l'opérateur de la plateforme en indiquant le nom de votre entreprise, ou contactez-le : il crédite votre portefeuille dès réception. Chaque recharge apparaît dans vos mouvements.",
      fr: 'Texte en français',
      en: 'Texte en anglais',
      saved: 'Instructions enregistrées.',
      updated: 'Dernière modification : %{date}',
      loading: 'Chargement des instructions…',
    },
  },
  resources: {
    'wallet-transactions': {
      name: 'Mouvement |||| Mouvements',
      fields: {
        type: 'Sens',
        category: 'Nature',
        amount: 'Montant',
        balance_after: 'Solde après',
        reference: 'Libellé',
        request_reference: 'Demande',
        created_at: 'Date',
      },
    },
  },
};
