/**
 * The account pages' words (sign-in, sign-ups, code, password, branded pages), and what they
 * share with the rest of the app: languages, validation and error messages, currencies. Spread
 * into fr.ts; the light first screen (src/pages/auth/i18n.tsx) loads this file alone, so it
 * must not import the rest of the catalog. en/account.ts mirrors it.
 */
import { trackingFr } from './tracking';

export const accountFr = {
  // The few react-admin keys the account pages show (same texts as ra-language-french).
  ra: {
    auth: { sign_in_error: "Échec de l'authentification, merci de réessayer" },
    input: {
      password: {
        toggle_visible: 'Cacher le mot de passe',
        toggle_hidden: 'Montrer le mot de passe',
      },
    },
  },
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
      error_title: "Cette page n'a pas pu s'afficher",
      error_text:
        'Rechargez la page pour réessayer. Si le problème persiste, contactez le support.',
      retry: 'Recharger la page',
    },
    auth: {
      back_to_sign_in: 'Retour à la connexion',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      sign_in: 'Se connecter',
      sign_out: 'Se déconnecter',
      sign_in_title: 'Connexion à Flotte',
      google: 'Se connecter avec Google',
      google_failed: 'La connexion avec Google a échoué.',
      or: 'ou',
      signed_out: 'Vous êtes déconnecté.',
    },
    // How a number typed in a money or quantity field must be written (MoneyInput, QuantityInput).
    amount: {
      unreadable: 'Nombre illisible : écrivez-le comme %{example}.',
      ambiguous:
        '« %{text} » peut se lire de deux façons : écrivez %{grouped} pour un nombre entier, %{decimal} pour un nombre à virgule.',
      too_many_decimals: 'Au plus %{count} chiffres après la virgule.',
      no_decimals: 'Nombre entier attendu, sans chiffres après la virgule.',
      negative: 'Le nombre ne peut pas être négatif.',
      too_large: 'Ce nombre est trop grand.',
    },
    validation: {
      control_characters: 'Ce texte contient un caractère de contrôle (comme NUL) non autorisé.',
      required: 'Ce champ est obligatoire.',
      // %{max} / %{min}: the limit, sent by the server and given by the browser's checks.
      too_long: 'Trop long : %{max} caractères au plus.',
      max_weight:
        "Au plus %{max} kg pour le type de colis « %{name} » : allégez l'envoi ou choisissez un autre type.",
      too_short: 'Trop court : %{min} caractères au moins.',
      too_big: 'Trop grand : %{max} au plus.',
      too_small: 'Trop petit : %{min} au moins.',
      too_many: "Trop d'éléments : %{max} au plus.",
      too_few: "Pas assez d'éléments : %{min} au moins.",
      email: 'Adresse e-mail invalide.',
      integer: 'Saisissez un nombre entier.',
      non_negative: 'La valeur ne peut pas être négative.',
      currency: 'Code devise ISO à trois lettres (ex. EUR).',
      invalid: 'Valeur invalide.',
      in_past: 'La date ne peut pas être dans le passé.',
      in_future: 'La date ne peut pas être dans le futur.',
      price_from_tariff:
        'Le prix vient du tarif de ce type d’actif : seul l’administrateur de la plateforme peut le changer.',
      code: 'Saisissez le code à 6 chiffres.',
      phone: 'Numéro de téléphone invalide.',
      country: 'Code pays à deux lettres (ex. FR).',
      slug: 'De 3 à 48 caractères : minuscules, chiffres et tirets.',
      timezone: 'Fuseau horaire inconnu (ex. Europe/Paris).',
      color: 'Couleur au format #rrggbb (ex. #1f4e79).',
      image: 'Image envoyée ou adresse http(s) complète.',
      plan_code: 'De 2 à 32 caractères : minuscules, chiffres, tirets et _.',
      rate: 'Un taux entre 0 et 100 %, au plus deux décimales.',
      plan_prices: 'Indiquez au moins un prix : le forfait est vendu dans ces devises.',
      plan_price_twice: 'Chaque devise une seule fois.',
      iban: 'IBAN invalide : vérifiez le pays, la clé et le nombre de caractères.',
      bic: 'BIC invalide : 8 ou 11 caractères (ex. BNPAFRPP).',
      siren: 'SIREN invalide : 9 chiffres dont la clé de contrôle est juste.',
      vat_number:
        'Numéro de TVA invalide : deux lettres puis 2 à 13 caractères (en France : FR, la clé, le SIREN).',
      password_incorrect: 'Mot de passe incorrect.',
      polygon_too_few: 'Le contour d’une zone a au moins 3 points.',
      polygon_too_many: 'Le contour d’une zone a au plus 500 points.',
      polygon_open: 'Le contour doit se refermer : son dernier point est le premier.',
      polygon_self_intersecting: 'Le contour se croise lui-même : déplacez ou retirez un point.',
      polygon_flat: 'Les points du contour sont alignés : il n’entoure aucune surface.',
      polygon_unreadable:
        'Une ligne par point : latitude, longitude (ex. 48.8566, 2.3522 ou 48,8566; 2,3522).',
      zone_empty: 'Indiquez des codes postaux ou dessinez le contour de la zone.',
    },
    errors: {
      validation_failed: 'Certains champs sont invalides : corrigez ceux qui sont signalés.',
      unauthorized: 'Veuillez vous connecter.',
      forbidden: "Vous n'avez pas le droit de faire cela.",
      not_found: "Introuvable : l'élément a peut-être été supprimé. Revenez à la liste.",
      conflict:
        'Ces données ont changé entre-temps ou existent déjà : rechargez la page et réessayez.',
      invalid_credentials: 'Adresse e-mail ou mot de passe incorrect.',
      account_disabled: 'Ce compte est désactivé.',
      session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
      asset_type_in_use:
        'Ce type est utilisé par des actifs : désactivez-le plutôt que de le supprimer.',
      name_taken: 'Ce nom est déjà utilisé : choisissez-en un autre.',
      rate_limited: 'Trop de tentatives. Réessayez dans quelques minutes.',
      payload_too_large: 'Le fichier ou les données envoyées sont trop volumineux.',
      internal: 'Une erreur est survenue. Réessayez plus tard.',
      network: 'Le serveur ne répond pas. Vérifiez votre connexion.',
      email_taken: 'Un compte utilise déjà cette adresse e-mail.',
      email_not_verified:
        "Votre adresse e-mail n'est pas encore vérifiée. Saisissez le code reçu par e-mail.",
      invalid_code: 'Ce code est incorrect ou a expiré.',
      too_many_attempts: "Trop d'essais avec ce code. Demandez-en un nouveau.",
      delivery_code_locked:
        'Trop de codes de livraison erronés : le code est bloqué. Enregistrez un échec de livraison ou appelez l’entreprise, qui peut envoyer un nouveau code au destinataire.',
      slug_taken: 'Cette adresse de page (slug) est déjà utilisée : choisissez-en une autre.',
      unknown_business: 'Aucune entreprise ne correspond à cette adresse.',
      google_token_invalid: "La connexion Google n'a pas pu être vérifiée.",
      google_account_unknown:
        "Aucun compte Flotte n'est lié à ce compte Google. Inscrivez-vous d'abord.",
      google_account_exists: 'Un compte existe déjà pour ce compte Google. Connectez-vous.',
      google_disabled: "La connexion Google n'est pas configurée.",
      cannot_disable_self: 'Vous ne pouvez pas désactiver votre propre compte.',
      insufficient_funds:
        'Solde insuffisant : rechargez le portefeuille ou choisissez un prix plus bas.',
      invalid_transition:
        "Ce changement de statut n'est plus possible : le statut a changé entre-temps. Rechargez la page pour voir où il en est.",
      asset_unavailable:
        "Cet actif n'est plus disponible (en mission, en maintenance ou loué) : choisissez-en un autre.",
      asset_type_mismatch: "Cet actif n'est pas du type demandé : choisissez un actif de ce type.",
      asset_in_use:
        'Cet actif est en mission, loué ou en maintenance : il ne peut pas être supprimé.',
      type_in_use: 'Ce type est utilisé : désactivez-le plutôt que de le supprimer.',
      unsupported_file_type: 'Seules les images (PNG, JPEG, WebP, GIF) et les PDF sont acceptés.',
      business_inactive:
        "Votre entreprise n'est pas active : cette action sera possible une fois l'entreprise validée par Flotte.",
      business_has_open_requests:
        "Cette entreprise a des demandes en cours : attendez qu'elles soient livrées ou annulées.",
      business_has_funds:
        "Le portefeuille de cette entreprise n'est pas vide : soldez-le avant de la supprimer.",
      business_has_clients:
        "Cette entreprise a des clients B2B : supprimez-les ou rattachez-les ailleurs d'abord.",
      business_has_active_leases:
        'Cette entreprise loue des actifs : mettez fin à ses locations en cours d’abord.',
      plan_limit_reached:
        'La limite de votre forfait est atteinte : passez à un forfait supérieur.',
      whitelabel_not_allowed:
        "Cette fonction est réservée aux entreprises en marque blanche abonnées à un forfait qui l'inclut.",
      plan_in_use:
        'Des entreprises sont abonnées à ce forfait : désactivez-le plutôt que de le supprimer.',
      already_subscribed: 'Vous êtes déjà abonné à ce forfait.',
      currency_mismatch: "Ce forfait n'est pas vendu dans la devise de votre portefeuille.",
      currency_locked:
        "La devise ne peut plus changer : de l'argent a déjà circulé sur le portefeuille.",
      code_taken: 'Ce code est déjà utilisé : choisissez-en un autre.',
      database_unavailable:
        'Le service est momentanément indisponible. Réessayez dans quelques secondes.',
      asset_not_compliant:
        "Cet actif n'est pas conforme (document expiré, inspection échouée ou maintenance en retard) : il ne peut pas partir.",
      invalid_driver:
        'Choisissez un chauffeur actif du propriétaire de cet actif (ou de son entreprise).',
      geocoder_unavailable:
        'La recherche d’adresse ne répond pas. Réessayez, ou placez le point sur la carte.',
      proof_required:
        'La preuve de livraison demandée par l’entreprise est incomplète : complétez les éléments signalés.',
      not_delivered: 'Le reçu n’existe qu’une fois la demande livrée.',
      api_key_revoked: "Cette clé d'API a été révoquée.",
      api_key_expired: "Cette clé d'API a expiré.",
      api_key_not_allowed: "Une clé d'API ne peut pas faire cela : connectez-vous avec un compte.",
      idempotency_key_reused: "Cette clé d'idempotence a déjà servi pour une autre requête.",
      idempotency_key_in_progress:
        "Une requête avec cette clé d'idempotence est encore en cours : réessayez dans un instant.",
      webhook_url_invalid: "L'adresse du webhook n'est pas une adresse http(s) valide.",
      webhook_url_insecure: "L'adresse du webhook doit commencer par https://.",
      webhook_url_forbidden:
        "Cette adresse mène à un réseau privé ou local : Flotte n'y envoie rien. Indiquez une adresse publique.",
      webhook_url_unresolvable: 'Le nom de domaine de cette adresse est introuvable.',
      driver_busy:
        'Ce chauffeur est déjà pris par une autre mission à ce moment : choisissez un autre chauffeur ou une autre heure.',
      no_depot: 'Ajoutez d’abord un dépôt : les tournées partent d’un dépôt et y reviennent.',
      request_already_planned:
        'Une demande de cette tournée a été planifiée ou affectée entre-temps : relancez l’optimisation.',
      request_not_ended:
        'Cette demande n’est pas terminée : annulez-la ou attendez sa livraison avant d’effacer son destinataire.',
      no_round_fits:
        'Aucune tournée publiée ce jour-là ne peut la prendre (type, capacité, créneaux, fin de service) : affectez-la autrement.',
      round_changed: 'La tournée a changé entre-temps : recalculez l’insertion.',
      nothing_to_pay: 'Aucun relevé émis ne reste à verser dans cette devise.',
      payout_account_missing:
        'Un compte bancaire manque : celui de la plateforme (FLOTTE_PAYOUT_IBAN) ou celui d’un propriétaire.',
      tariff_exists:
        'Un tarif actif existe déjà pour ce type d’actif, cette devise et cette entreprise : modifiez-le ou désactivez-le.',
      quote_expired: 'Ce devis a expiré : demandez-en un nouveau.',
      quote_mismatch:
        'La demande ne correspond pas au devis (adresses, poids, options) : demandez un nouveau devis.',
      nothing_to_invoice: 'Rien à facturer sur cette période pour cette entreprise.',
      credit_exceeds_invoice: 'Un avoir ne peut dépasser ce qui reste de la facture.',
      payment_exceeds_due: 'Ce paiement dépasse le montant restant dû.',
      issuer_identity_missing:
        'L’identité légale de l’entreprise qui facture ses clients est incomplète : renseignez son SIREN, son numéro de TVA et son adresse dans Mon entreprise › Profil, puis facturez de nouveau.',
      platform_identity_missing:
        'L’identité légale de la plateforme est incomplète : renseignez tous les champs de sa page (Identité de la plateforme) avant de facturer.',
    },
    signup: {
      title_owner: 'Créer un compte propriétaire',
      subtitle_owner: 'Mettez vos véhicules et équipements au service des entreprises.',
      title_business: 'Inscrire votre entreprise',
      subtitle_business: 'Votre entreprise sera active après validation par Flotte.',
      title_b2b: 'Créer un compte client B2B',
      subtitle_b2b: 'Commandez des transports pour votre entreprise.',
      business_name: "Nom de l'entreprise",
      kind: "Type d'entreprise",
      kind_whitelabel: 'Marque blanche',
      kind_standard: 'Standard',
      slug: 'Adresse de votre page (facultatif)',
      slug_help: 'Minuscules, chiffres et tirets ; déduite du nom si vide.',
      parent_slug: "Adresse de l'entreprise partenaire (facultatif)",
      parent_slug_help: 'Si une entreprise marque blanche vous a invité.',
      name: 'Nom complet',
      password_help: 'Au moins 8 caractères.',
      phone: 'Téléphone (facultatif)',
      country: 'Pays (facultatif)',
      country_help: 'Code à deux lettres, ex. FR.',
      currency: 'Devise (facultatif)',
      currency_none: 'Aucune',
      submit: 'Créer le compte',
      have_account: 'Déjà un compte ? Se connecter',
      link_owner: 'Inscription propriétaire d’actifs',
      link_business: 'Inscription entreprise',
      link_b2b: 'Inscription client B2B',
    },
    verify: {
      title: 'Vérifiez votre adresse e-mail',
      subtitle: 'Saisissez le code à 6 chiffres reçu par e-mail.',
      sent_to:
        'Un code a été envoyé à %{email} (valable 10 minutes) si l’adresse n’a pas encore de compte ; sinon, un message qui explique comment se connecter.',
      code: 'Code à 6 chiffres',
      code_help: 'Le code expire après 10 minutes ou 5 essais.',
      submit: 'Vérifier',
      resend: 'Renvoyer le code',
      resent: 'Si un compte non vérifié existe pour %{email}, un nouveau code a été envoyé.',
      done: 'Adresse vérifiée. Bienvenue !',
    },
    forgot: {
      title: 'Mot de passe oublié',
      subtitle: 'Nous vous enverrons un code pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le code',
      sent: 'Si un compte existe pour cette adresse, un code vient de lui être envoyé.',
      enter_code: 'Saisir le code reçu',
    },
    reset: {
      title: 'Nouveau mot de passe',
      subtitle: 'Saisissez le code reçu par e-mail et votre nouveau mot de passe.',
      password: 'Nouveau mot de passe',
      confirmation: 'Confirmez le mot de passe',
      mismatch: 'Les deux mots de passe ne correspondent pas.',
      submit: 'Changer le mot de passe',
      done: 'Mot de passe changé. Connectez-vous avec le nouveau.',
      new_code: 'Demander un nouveau code',
    },
    login: {
      forgot: 'Mot de passe oublié ?',
      verify_link: 'Saisir le code',
    },
    branding: {
      logo_alt: 'Logo de %{name}',
      loading: 'Chargement de la page de l’entreprise…',
      login_title: 'Connexion',
      signup_title: 'Créer un compte client',
      to_signup: 'Pas encore de compte ? Inscrivez-vous',
      unknown_title: "Cette page d'entreprise n'existe pas",
      unknown_text: "Aucune entreprise n'utilise l'adresse « %{slug} ». Vérifiez le lien reçu.",
      error_title: "Cette page n'a pas pu se charger",
      error_text: 'Réessayez dans un instant.',
      to_sign_in: 'Aller à la connexion Flotte',
    },
    tracking: trackingFr,
    currency: {
      EUR: 'Euro (EUR)',
      XOF: 'Franc CFA BCEAO (XOF)',
      XAF: 'Franc CFA BEAC (XAF)',
      USD: 'Dollar américain (USD)',
      GBP: 'Livre sterling (GBP)',
      CHF: 'Franc suisse (CHF)',
      CAD: 'Dollar canadien (CAD)',
      MAD: 'Dirham marocain (MAD)',
    },
  },
};
