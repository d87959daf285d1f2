/** French, the default language. Keys: `flotte.*` for the app, `resources.<name>.*` for resources. */
export const fr = {
  flotte: {
    app: {
      title: 'Flotte',
      tagline: 'Gestion de flotte et logistique',
    },
    language: {
      fr: 'Français',
      en: 'English',
      change: 'Changer de langue',
    },
    route: {
      loading: 'Chargement de la page…',
    },
    auth: {
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      sign_in: 'Se connecter',
      sign_out: 'Se déconnecter',
      sign_in_title: 'Connexion à Flotte',
      google: 'Se connecter avec Google',
      signed_out: 'Vous êtes déconnecté.',
    },
    validation: {
      required: 'Ce champ est obligatoire.',
      too_long: 'Cette valeur est trop longue.',
      too_short: 'Cette valeur est trop courte.',
      email: 'Adresse e-mail invalide.',
      integer: 'Saisissez un nombre entier.',
      non_negative: 'La valeur ne peut pas être négative.',
      currency: 'Code devise ISO à trois lettres (ex. EUR).',
      invalid: 'Valeur invalide.',
    },
    errors: {
      validation_failed: 'Certains champs sont invalides.',
      unauthorized: 'Veuillez vous connecter.',
      forbidden: "Vous n'avez pas le droit de faire cela.",
      not_found: 'Introuvable.',
      conflict: 'Cette opération est en conflit avec des données existantes.',
      invalid_credentials: 'Adresse e-mail ou mot de passe incorrect.',
      account_disabled: 'Ce compte est désactivé.',
      session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
      asset_type_in_use: 'Ce type est utilisé par des actifs et ne peut pas être supprimé.',
      name_taken: 'Ce nom est déjà utilisé.',
      rate_limited: 'Trop de tentatives. Réessayez dans quelques minutes.',
      payload_too_large: 'Le fichier ou la requête est trop volumineux.',
      internal: 'Une erreur est survenue. Réessayez plus tard.',
      network: 'Le serveur ne répond pas. Vérifiez votre connexion.',
    },
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue, %{name}',
    },
  },
  resources: {
    'asset-type': {
      name: "Type d'actif |||| Types d'actifs",
      fields: {
        name: 'Nom',
        description: 'Description',
        active: 'Actif',
        capacity_kg: 'Capacité (kg)',
        base_price: 'Prix de base',
        currency: 'Devise',
        created_at: 'Créé le',
        updated_at: 'Modifié le',
      },
      empty: "Aucun type d'actif pour l'instant.",
    },
  },
};
