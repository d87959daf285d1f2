/**
 * What an empty list says (issue 12): its title, then for the role looking what will fill it and
 * how. `default` serves a role without its own text. Spread into fr.ts; en/empty.ts mirrors it.
 */
export const emptyFr = {
  flotte: {
    empty: {
      assets: {
        title: "Aucun actif pour l'instant.",
        asset_owner:
          "Vos véhicules et équipements apparaîtront ici. Ajoutez-en un, ou importez-les tous d'un coup depuis un fichier CSV : les entreprises pourront ensuite vous confier leurs demandes.",
        business:
          'Les actifs de votre flotte interne apparaîtront ici. Ajoutez-en un, ou importez-les depuis un fichier CSV ; votre forfait fixe leur nombre maximal.',
        b2b: 'Les actifs de votre entreprise, et ceux affectés à vos demandes en cours, apparaîtront ici.',
        in_house_manager:
          'Les actifs des propriétaires et des entreprises apparaîtront ici dès qu’ils en enregistreront.',
        superadmin:
          'Les actifs des propriétaires et des entreprises apparaîtront ici dès qu’ils en enregistreront. Vous pouvez aussi en créer un pour l’un d’eux.',
        default: 'Les actifs apparaîtront ici.',
      },
      'business-dispatches': {
        title: "Aucune demande pour l'instant.",
        asset_owner:
          "Les demandes ouvertes que vos types d'actifs peuvent servir apparaîtront ici, ainsi que celles que vos actifs assurent. Ce sont les entreprises qui les créent ; vous y affectez vos actifs.",
        business:
          "Vos demandes de transport apparaîtront ici. Créez-en une : adresses de prise en charge et de livraison, type d'actif et prix ; vous suivrez ensuite son affectation et sa livraison.",
        b2b: "Les demandes de transport de votre entreprise apparaîtront ici. Créez-en une : adresses de prise en charge et de livraison, type d'actif et prix.",
        in_house_manager:
          'Les demandes des entreprises apparaîtront ici dès qu’elles en créeront ; vous pourrez leur affecter des actifs.',
        superadmin:
          'Les demandes de toutes les entreprises apparaîtront ici dès qu’elles en créeront.',
        default: 'Les demandes de transport apparaîtront ici.',
      },
      'asset-type': {
        title: "Aucun type d'actif pour l'instant.",
        superadmin:
          "Les types d'actifs (camionnette, vélo cargo…) disent ce que la plateforme transporte et à quel prix. Créez-en un, ou importez-les depuis un fichier CSV.",
        default: "Les types d'actifs apparaîtront ici dès que la plateforme en proposera.",
      },
      invoices: {
        title: "Aucune facture pour l'instant.",
        business:
          'Les factures mensuelles de vos livraisons et abonnements apparaîtront ici, à télécharger en PDF (Factur-X) ou en XML.',
        superadmin:
          'Les factures sont émises chaque mois pour le mois précédent ; vous pouvez aussi émettre un mois maintenant.',
        default: 'Les factures et avoirs apparaîtront ici.',
      },
      'payout-statements': {
        title: "Aucun relevé de reversement pour l'instant.",
        asset_owner:
          'Chaque mois, un relevé (autofacture) dit ce que vos actifs ont gagné, la commission de la plateforme et ce qui vous est versé.',
        default: 'Les relevés des propriétaires sont émis chaque mois pour le mois précédent.',
      },
      'payout-batches': {
        title: "Aucun lot de virements pour l'instant.",
        default:
          'Construisez un lot avec les relevés émis : une fois approuvé, son fichier SEPA (pain.001) se remet à la banque.',
      },
      tariffs: {
        title: "Aucun tarif pour l'instant.",
        superadmin:
          'Sans tarif, une demande coûte le prix de base de son type d’actif. Créez une grille : base, par km, par kg, arrêts, suppléments, minimum, zones.',
        default: 'Les grilles tarifaires de la plateforme apparaîtront ici.',
      },
      plans: {
        title: "Aucun forfait pour l'instant.",
        superadmin:
          "Les forfaits d'abonnement proposés aux entreprises apparaîtront ici. Créez-en un : prix mensuel, nombre d'actifs et d'utilisateurs, commission.",
        business:
          'Les forfaits auxquels votre entreprise peut s’abonner apparaîtront ici dès que la plateforme en proposera.',
        default: 'Les forfaits proposés aux entreprises apparaîtront ici.',
      },
      staff: {
        title: "Aucun membre de l'équipe pour l'instant.",
        business:
          'Les membres de votre équipe apparaîtront ici. Invitez-en un : il recevra un e-mail pour choisir son mot de passe.',
        default: "Les comptes du personnel de l'entreprise apparaîtront ici.",
      },
      drivers: {
        title: "Aucun chauffeur pour l'instant.",
        asset_owner:
          'Vos chauffeurs apparaîtront ici. Invitez-en un : il recevra un e-mail pour choisir son mot de passe, puis suivra ses livraisons depuis son téléphone.',
        business:
          'Les chauffeurs de votre flotte interne apparaîtront ici. Invitez-en un : il recevra un e-mail pour choisir son mot de passe ; ils comptent dans les utilisateurs de votre forfait.',
        default: 'Les chauffeurs des propriétaires et des entreprises apparaîtront ici.',
      },
      'b2b-users': {
        title: "Aucun utilisateur client pour l'instant.",
        business:
          'Les comptes de vos clients B2B apparaîtront ici quand ils s’inscriront sur votre page de marque, ou quand leurs équipes seront invitées.',
        default: 'Les comptes des clients B2B apparaîtront ici.',
      },
      users: {
        title: "Aucun utilisateur pour l'instant.",
        superadmin:
          "Les comptes de la plateforme apparaîtront ici. Créez un compte d'opérateur (responsable interne ou super-administrateur) ; les propriétaires et les entreprises s'inscrivent eux-mêmes.",
        default: 'Les comptes de la plateforme apparaîtront ici.',
      },
    },
  },
};
